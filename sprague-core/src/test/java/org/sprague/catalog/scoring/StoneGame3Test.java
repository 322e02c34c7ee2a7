package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.assertAgrees;
import static org.sprague.catalog.scoring.ScoringChecks.boxed;
import static org.sprague.catalog.scoring.ScoringChecks.forEachRow;
import static org.sprague.catalog.scoring.ScoringChecks.solve;
import static org.sprague.catalog.scoring.ScoringChecks.value;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

class StoneGame3Test {
    private final StoneGame3 game = new StoneGame3();

    @Test
    void equalsTheGenericSolverOnEveryRowUpTo8WithSmallValues() {
        for (ScoreSolver<java.util.List<Integer>> engine : ScoringChecks.engines(StoneGame3.RULES)) {
            // values -2..2 up to 6 values, -1..1 for 7 and 8 (the CI budget)
            forEachRow(1, 6, -2, 2, row -> assertAgrees(solve(game, row), engine, boxed(row),
                    ScoringChecks::strings));
            forEachRow(7, 8, -1, 1, row -> assertAgrees(solve(game, row), engine, boxed(row),
                    ScoringChecks::strings));
        }
    }

    @Test
    void seedSamples() {
        // LeetCode 1406 examples 1-3
        Solution s = solve(game, "1", "2", "3", "7");
        assertThat(s.detail("answer")).isEqualTo("Bob");
        assertThat(value(s)).isEqualTo(-1);
        s = solve(game, "1", "2", "3", "-9");
        assertThat(s.detail("answer")).isEqualTo("Alice");
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take 3 (scores 6)");
        s = solve(game, "1", "2", "3", "6");
        assertThat(s.detail("answer")).isEqualTo("Tie");
        assertThat(s.outcome().label()).isEqualTo("draw");
    }

    @Test
    void examplesOfAnEarlierVersionOfTheProblem() {
        // LeetCode 1406 examples 4 and 5, dropped from the current statement; as quoted by
        // https://geetcode.com/problems/stone-game-iii/ and github.com/wqzyswdmx/leetcode 1406 README_EN.md
        assertThat(solve(game, "1", "2", "3", "-1", "-2", "-3", "7").detail("answer")).isEqualTo("Alice");
        assertThat(solve(game, "-1", "-2", "-3").detail("answer")).isEqualTo("Tie");
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "1", "1001")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("between -1000 and 1000");
        assertThatThrownBy(() -> solve(game, "1", "123456789012345678901")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("between -1000 and 1000");
        assertThatThrownBy(() -> solve(game, "1", "1.5")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("integer");
    }
}
