package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class FlipTest {
    private final FlipGame game = new FlipGame();

    @Test
    void periodAndPreperiodAreTheLeastAndHoldFarOut() {
        int[] g = rows(3000);
        for (int n = 0; n < 3000; n++) {
            assertThat(DawsonsKayles.value(n)).isEqualTo(g[n]);
        }
        // 52 is the last exception: G(52) != G(86)
        assertThat(g[52]).isNotEqualTo(g[52 + DawsonsKayles.PERIOD]);
        // no shorter period from 52 on
        for (int p = 1; p < DawsonsKayles.PERIOD; p++) {
            boolean periodic = true;
            for (int n = 53; n + p < 3000; n++) {
                periodic &= g[n + p] == g[n];
            }
            assertThat(periodic).as("period %d", p).isFalse();
        }
        assertThat(DawsonsKayles.value(1_000_000_000_000L)).isEqualTo(g[53 + (int) ((1_000_000_000_000L - 53) % 34)]);
    }

    @Test
    void leetCode294Samples() {
        Solution s = Solved.solve(game, "++++");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.targets(s)).containsExactly(List.of("+--+"));
        assertThat(Solved.solve(game, "+").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void longStatesAndBadInput() {
        String s = "+".repeat(100_001);
        Solution solved = Solved.solve(game, s);
        // the mex rule written here up to 3000, then Guy and Smith's period 34 from 53 on
        int[] g = rows(3000);
        assertThat(solved.grundy().orNull()).isEqualTo(BigInteger.valueOf(g[53 + (100_001 - 53) % 34]));
        assertThat(solved.winningMoves()).isNotEmpty().allSatisfy(m -> assertThat(m.to()).isNull());
        assertThatThrownBy(() -> Solved.solve(game, "++x")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "++", "--")).isInstanceOf(BadInputException.class);
    }

    /** G(0 .. size-1) of a row of '+' by the rules alone: "++" becomes "--", leaving rows a and n - 2 - a. */
    private static int[] rows(int size) {
        int[] g = new int[size];
        for (int n = 2; n < size; n++) {
            boolean[] seen = new boolean[n + 2];
            for (int a = 0; a <= n - 2; a++) {
                int v = g[a] ^ g[n - 2 - a];
                if (v < seen.length) {
                    seen[v] = true;
                }
            }
            while (seen[g[n]]) {
                g[n]++;
            }
        }
        return g;
    }
}
