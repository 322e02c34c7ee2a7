package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.solve;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.AlphaBetaNegamaxSolver;
import org.sprague.solve.score.MemoizedNegamaxSolver;
import org.sprague.solve.score.ScoreSolver;

class SumGameTest {
    private final SumGame game = new SumGame();

    /** Every string of each even length up to maxLength over {@code alphabet}. */
    private int exhaustive(String alphabet, int maxLength, ScoreSolver<SumGame.Position> engine) {
        int checked = 0;
        for (int n = 2; n <= maxLength; n += 2) {
            int[] digits = new int[n];
            char[] s = new char[n];
            while (true) {
                for (int i = 0; i < n; i++) {
                    s[i] = alphabet.charAt(digits[i]);
                }
                String num = new String(s);
                ScoringChecks.assertAgrees(solve(game, num), engine, SumGame.Position.of(num), null);
                checked++;
                int i = n - 1;
                while (i >= 0 && digits[i] == alphabet.length() - 1) {
                    digits[i--] = 0;
                }
                if (i < 0) {
                    break;
                }
                digits[i]++;
            }
        }
        return checked;
    }

    @Test
    void equalsTheGenericSolverOnEveryStringUpTo6AndOnReducedDigitsUpTo8() {
        assertThat(exhaustive("0123456789?", 6, new AlphaBetaNegamaxSolver<>(SumGame.RULES)))
                .isEqualTo(121 + 14_641 + 1_771_561);
        assertThat(exhaustive("0189?", 8, new MemoizedNegamaxSolver<>(SumGame.RULES)))
                .isEqualTo(25 + 625 + 15_625 + 390_625);
    }

    @Test
    void remotenessEqualsSmithsOnEveryStringUpTo4() {
        ScoreSolver<SumGame.Position> engine = new MemoizedNegamaxSolver<>(SumGame.RULES);
        java.util.Map<SumGame.Position, Long> memo = new java.util.HashMap<>();
        String alphabet = "0123456789?";
        for (char a : alphabet.toCharArray()) {
            for (char b : alphabet.toCharArray()) {
                for (String num : new String[] {"" + a + b, "" + a + b + a + '?', "" + a + '?' + '?' + b}) {
                    assertThat(solve(game, num).remoteness().orNull()).as(num).isEqualTo(
                            ScoringChecks.remoteness(SumGame.RULES, engine, SumGame.Position.of(num), memo));
                }
            }
        }
    }

    @Test
    void thePositionKeepsTheHalves() {
        SumGame.Position p = SumGame.Position.of("9?1??3");
        assertThat(p).isEqualTo(new SumGame.Position(9 + 1 - 3, 1, 2, true));
    }

    @Test
    void seedSamples() {
        // LeetCode 1927 examples: false, true, false
        Solution s = solve(game, "5023");
        assertThat(s.detail("answer")).isEqualTo(false);
        assertThat(s.detail("value")).isEqualTo(-1L);
        assertThat(solve(game, "25??").detail("answer")).isEqualTo(true);
        assertThat(solve(game, "?3295???").detail("answer")).isEqualTo(false);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(game, "123")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("even length");
        assertThatThrownBy(() -> solve(game, "12a?")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("'a'");
        assertThatThrownBy(() -> solve(game, "12", "34")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(game, "")).isInstanceOf(BadInputException.class);
    }
}
