package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.forEachRow;
import static org.sprague.catalog.scoring.ScoringChecks.solve;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.AlphaBetaNegamaxSolver;
import org.sprague.solve.score.MemoizedNegamaxSolver;
import org.sprague.solve.score.ScoreSolver;

class StoneGame9Test {
    private final StoneGame9 game = new StoneGame9();

    @Test
    void equalsTheGenericSolverOnEveryRowUpTo8() {
        forEachRow(1, 8, 1, 3, row -> {
            var rules = StoneGame9.rules(row);
            ScoreSolver<StoneGame9.Position> engine = row.length % 2 == 0 ? new AlphaBetaNegamaxSolver<>(rules)
                    : new MemoizedNegamaxSolver<>(rules);
            ScoringChecks.assertAgrees(solve(game, row), engine,
                    new StoneGame9.Position((1 << row.length) - 1, 0, true, false), null);
        });
    }

    @Test
    void seedSamples() {
        // LeetCode 2029 examples: true, false, false
        Solution s = solve(game, "2", "1");
        assertThat(s.detail("answer")).isEqualTo(true);
        assertThat(s.detail("value")).isEqualTo(1L);
        assertThat(solve(game, "2").detail("answer")).isEqualTo(false);
        s = solve(game, "5", "1", "2", "4", "3");
        assertThat(s.detail("answer")).isEqualTo(false);
        assertThat(s.outcome().label()).isEqualTo("second");
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "0")).isInstanceOf(BadInputException.class);
    }
}
