package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.assertAgrees;
import static org.sprague.catalog.scoring.ScoringChecks.boxed;
import static org.sprague.catalog.scoring.ScoringChecks.forEachRow;
import static org.sprague.catalog.scoring.ScoringChecks.solve;
import static org.sprague.catalog.scoring.ScoringChecks.value;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

class StoneGame8Test {
    private final StoneGame8 game = new StoneGame8();

    @Test
    void equalsTheGenericSolverOnEveryRowUpTo8WithSmallValues() {
        for (ScoreSolver<List<Integer>> engine : ScoringChecks.engines(StoneGame8.RULES)) {
            // values -2..2 up to 6 values, -1..1 for 7 and 8 (the CI budget)
            forEachRow(1, 6, -2, 2, row -> assertAgrees(solve(game, row), engine, boxed(row),
                    ScoringChecks::strings));
            forEachRow(7, 8, -1, 1, row -> assertAgrees(solve(game, row), engine, boxed(row),
                    ScoringChecks::strings));
        }
    }

    @Test
    void seedSamples() {
        // LeetCode 1872 examples: 5, 13, -22
        Solution s = solve(game, "-1", "2", "-3", "4", "-5");
        assertThat(value(s)).isEqualTo(5);
        assertThat(s.winningMoves()).extracting(MoveReport::to).containsExactly(List.of("2", "-5"));
        s = solve(game, "7", "-6", "5", "10", "5", "-2", "-6");
        assertThat(value(s)).isEqualTo(13);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("merge the leftmost 7 (scores 13)");
        assertThat(value(solve(game, "-10", "-12"))).isEqualTo(-22);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "1", "10001")).isInstanceOf(BadInputException.class);
    }
}
