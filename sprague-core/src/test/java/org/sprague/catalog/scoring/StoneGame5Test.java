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
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

class StoneGame5Test {
    private final StoneGame5 game = new StoneGame5();

    @Test
    void equalsTheGenericSolverOnEveryRowUpTo8() {
        for (ScoreSolver<List<Integer>> engine : ScoringChecks.engines(StoneGame5.RULES)) {
            forEachRow(1, 8, 1, 3, row -> assertAgrees(solve(game, row), engine, boxed(row),
                    ScoringChecks::strings));
        }
    }

    @Test
    void seedSamples() {
        // LeetCode 1563 examples: 18, 28, 0
        Solution s = solve(game, "6", "2", "3", "4", "5", "5");
        assertThat(value(s)).isEqualTo(18);
        assertThat(s.winningMoves()).extracting(MoveReport::move).contains("split after 3, keep left (scores 11)");
        assertThat(value(solve(game, "7", "7", "7", "7", "7", "7", "7"))).isEqualTo(28);
        s = solve(game, "4");
        assertThat(value(s)).isZero();
        assertThat(s.outcome().label()).isEqualTo("draw");
        assertThat(s.winningMoves()).isEmpty();
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "0", "1")).isInstanceOf(BadInputException.class);
        int[] tooLong = new int[StoneGame5.MAX_LENGTH + 1];
        java.util.Arrays.fill(tooLong, 1);
        assertThatThrownBy(() -> solve(game, tooLong)).isInstanceOf(ResourceLimitException.class);
    }
}
