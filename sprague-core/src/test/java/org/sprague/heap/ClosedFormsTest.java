package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Every closed form held against the general mex algorithm for every heap up to 10^4. */
class ClosedFormsTest {
    private static final int N = 10_000;

    private static void agree(HeapRuleset rules, ClosedForm form) {
        int[] g = HeapRulesetContractTest.values(HeapRulesetContractTest.general(rules), N);
        for (int n = 0; n <= N; n++) {
            assertThat(form.grundy(BigInteger.valueOf(n))).as("%s G(%d)", rules.name(), n)
                    .isEqualTo(BigInteger.valueOf(g[n]));
        }
    }

    @Test
    void bash() {
        for (int k = 1; k <= 6; k++) {
            agree(new BashRuleset(k), ClosedForms.bash(k));
        }
        agree(new BashRuleset(100), ClosedForms.bash(100));
    }

    @Test
    void bashIsTheClosedFormOfTheSubtractionSetOneToK() {
        assertThat(ClosedForms.forSubtraction(new int[] {1, 2, 3})).isNotNull();
        assertThat(ClosedForms.forSubtraction(new int[] {1, 3, 4})).isNull();
        agree(new SubtractionRuleset(new int[] {1, 2, 3}), ClosedForms.forSubtraction(new int[] {1, 2, 3}));
    }

    @Test
    void powersOfTwoIsNModThree() {
        agree(InfiniteSubtractionRuleset.POWERS_OF_TWO, ClosedForms.POWERS_OF_TWO);
    }

    @Test
    void laskerByNModFour() {
        agree(LaskerRuleset.INSTANCE, ClosedForms.LASKER);
    }

    @Test
    void takeAtMostHalf() {
        agree(HalfRuleset.half(), ClosedForms.HALF);
    }

    @Test
    void box() {
        agree(HalfRuleset.box(), ClosedForms.BOX);
    }

    @Test
    void pebbles() {
        agree(PebblesRuleset.INSTANCE, ClosedForms.PEBBLES);
    }

    @Test
    void hugeHeaps() {
        BigInteger big = BigInteger.TEN.pow(1000);
        // 10^1000 = 1 (mod 3)
        assertThat(ClosedForms.POWERS_OF_TWO.grundy(big)).isEqualTo(BigInteger.ONE);
        // 10^1000 = 0 (mod 4): G = n - 1
        assertThat(ClosedForms.LASKER.grundy(big)).isEqualTo(big.subtract(BigInteger.ONE));
        // 2^k - 1 loses under take-at-most-half; 3 * 2^k - 1 under pebbles
        BigInteger p = BigInteger.TWO.pow(3000);
        assertThat(ClosedForms.HALF.grundy(p.subtract(BigInteger.ONE))).isZero();
        assertThat(ClosedForms.HALF.grundy(p)).isEqualTo(p.shiftRight(1));
        assertThat(ClosedForms.PEBBLES.grundy(p.multiply(BigInteger.valueOf(3)).subtract(BigInteger.ONE))).isZero();
    }
}
