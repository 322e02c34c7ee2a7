package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.solve;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

class ColorsGameTest {
    private final ColorsGame game = new ColorsGame();

    @Test
    void equalsTheGenericSolverOnEveryStringUpTo12() {
        for (ScoreSolver<ColorsGame.Position> engine : ScoringChecks.engines(ColorsGame.RULES)) {
            for (int n = 1; n <= 12; n++) {
                for (int bits = 0; bits < 1 << n; bits++) {
                    StringBuilder sb = new StringBuilder(n);
                    for (int i = 0; i < n; i++) {
                        sb.append((bits >> i & 1) == 0 ? 'A' : 'B');
                    }
                    String colors = sb.toString();
                    ScoringChecks.assertAgrees(solve(game, colors), engine, new ColorsGame.Position(colors, true),
                            p -> List.of(p.colors()));
                }
            }
        }
    }

    @Test
    void remotenessEqualsSmithsOnEveryStringUpTo10() {
        ScoreSolver<ColorsGame.Position> engine = ScoringChecks.engines(ColorsGame.RULES).get(0);
        java.util.Map<ColorsGame.Position, Long> memo = new java.util.HashMap<>();
        for (int n = 1; n <= 10; n++) {
            for (int bits = 0; bits < 1 << n; bits++) {
                StringBuilder sb = new StringBuilder(n);
                for (int i = 0; i < n; i++) {
                    sb.append((bits >> i & 1) == 0 ? 'A' : 'B');
                }
                String colors = sb.toString();
                assertThat(solve(game, colors).remoteness().orNull()).as(colors).isEqualTo(ScoringChecks.remoteness(
                        ColorsGame.RULES, engine, new ColorsGame.Position(colors, true), memo));
            }
        }
    }

    @Test
    void seedSamples() {
        // LeetCode 2038 examples: true, false, false
        Solution s = solve(game, "AAABABB");
        assertThat(s.detail("answer")).isEqualTo(true);
        assertThat(s.detail("removals")).isEqualTo(List.of(1L, 0L));
        assertThat(s.remoteness().orNull()).isEqualTo(1L);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("remove A at 2");
        assertThat(s.winningMoves()).extracting(MoveReport::to).containsExactly(List.of("AABABB"));
        assertThat(solve(game, "AA").detail("answer")).isEqualTo(false);
        s = solve(game, "ABBBBBBBAAA");
        assertThat(s.detail("answer")).isEqualTo(false);
        assertThat(s.outcome().label()).isEqualTo("second");
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "AAC")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'C'");
        assertThatThrownBy(() -> solve(game, "aab")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(game, "AB", "A")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(game, "")).isInstanceOf(BadInputException.class);
    }
}
