package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PeriodicityDetectorTest {
    private static int[] table(HeapRuleset r, int upto) {
        return new GrundyTable(r).extendTo(upto).array();
    }

    @Test
    void kaylesHasPeriod12From71() {
        assertThat(PeriodicityDetector.detect(table(new OctalRuleset(OctalCode.parse("0.77")), 1000), 1000))
                .isEqualTo(new Periodicity(71, 12, 0));
    }

    @Test
    void dawsonsKaylesHasPeriod34From53() {
        // 0.07 is Dawson's chess (0.137) shifted by one heap: last exceptional value at n = 52
        assertThat(PeriodicityDetector.detect(table(new OctalRuleset(OctalCode.parse("0.07")), 1000), 1000))
                .isEqualTo(new Periodicity(53, 34, 0));
        assertThat(PeriodicityDetector.detect(table(new OctalRuleset(OctalCode.parse("0.137")), 1000), 1000))
                .isEqualTo(new Periodicity(52, 34, 0));
    }

    @Test
    void dawsonsChessHasTheExceptionalValuesOfTheLiterature() {
        // Winning Ways / OEIS A002187: 0.137 differs from its period-34 pattern only at 0, 14, 16, 17, 31, 34, 51
        int[] g = table(new OctalRuleset(OctalCode.parse("0.137")), 400);
        java.util.List<Integer> exceptions = new java.util.ArrayList<>();
        for (int n = 0; n < 200; n++) {
            if (g[n] != g[n + 34 * ((300 - n) / 34)]) {
                exceptions.add(n);
            }
        }
        assertThat(exceptions).containsExactly(0, 14, 16, 17, 31, 34, 51);
    }

    @Test
    void subtraction134HasPeriod7() {
        int[] g = table(new SubtractionRuleset(new int[] {1, 3, 4}), 100);
        assertThat(PeriodicityDetector.detect(g, 100)).isEqualTo(new Periodicity(0, 7, 0));
        assertThat(new int[] {g[0], g[1], g[2], g[3], g[4], g[5], g[6]}).containsExactly(0, 1, 0, 1, 2, 3, 2);
    }

    @Test
    void powersOfTwoAreNModThree() {
        int[] g = table(InfiniteSubtractionRuleset.POWERS_OF_TWO, 3000);
        assertThat(PeriodicityDetector.detect(g, 3000)).isEqualTo(new Periodicity(0, 3, 0));
        for (int n = 0; n <= 3000; n++) {
            assertThat(g[n]).isEqualTo(n % 3);
        }
    }

    @Test
    void laskerIsArithmeticallyPeriodic() {
        assertThat(PeriodicityDetector.detect(table(LaskerRuleset.INSTANCE, 200), 200))
                .isEqualTo(new Periodicity(1, 4, 4));
    }

    @Test
    void allButOneIsArithmeticallyPeriodic() {
        // take any number but 1: G = 0 0 1 1 2 2 ..., G(n+2) = G(n) + 1
        int[] g = table(new AllButRuleset(new int[] {1}), 200);
        assertThat(PeriodicityDetector.detect(g, 200)).isEqualTo(new Periodicity(0, 2, 1));
    }

    @Test
    void aPeriodMustShowTwice() {
        int[] g = {5, 1, 2, 3, 1, 2, 3};
        assertThat(PeriodicityDetector.detect(g, 6)).isEqualTo(new Periodicity(1, 3, 0));
        assertThat(PeriodicityDetector.detect(g, 5)).isNull();
        assertThat(PeriodicityDetector.detect(new int[] {0, 1, 2, 3}, 0)).isNull();
        assertThat(PeriodicityDetector.detect(new int[] {3, 1, 0}, 2)).isNull();
    }

    @Test
    void aSaltusMustShowTwice() {
        // two values that do not fall fit period 1 with their difference as saltus: no evidence of anything
        int[] g = {4, 0, 3, 2, 7};
        assertThat(PeriodicityDetector.candidate(i -> g[(int) i], 4)).isNull();
        assertThat(PeriodicityDetector.detect(new int[] {0, 5}, 1)).isNull();
        // the saltus seen twice is a period: 0 5 10, and 1 2 | 3 4 | 5 6 with period 2 and saltus 2
        assertThat(PeriodicityDetector.detect(new int[] {0, 5, 10}, 2)).isEqualTo(new Periodicity(0, 1, 5));
        assertThat(PeriodicityDetector.detect(new int[] {1, 2, 3, 4, 5, 6}, 5)).isEqualTo(new Periodicity(0, 1, 1));
        int[] h = {9, 9, 9, 0, 2, 1, 3, 2, 4, 3, 5};
        assertThat(PeriodicityDetector.candidate(i -> h[(int) i], 10)).isEqualTo(new Periodicity(3, 2, 1));
        assertThat(PeriodicityDetector.candidate(i -> h[(int) i], 8)).isEqualTo(new Periodicity(3, 2, 1));
        assertThat(PeriodicityDetector.candidate(i -> h[(int) i], 7)).isNull();
    }

    @Test
    void chanceRepeatsAtTheEndAreNoPeriod() {
        // take at most half and Grundy's game have no period; their last values must not pass for one
        for (HeapRuleset r : new HeapRuleset[] {HalfRuleset.half(), GrundyGameRuleset.INSTANCE}) {
            int[] g = table(r, 3000);
            for (int upto = 50; upto <= 3000; upto += 37) {
                assertThat(PeriodicityDetector.detect(g, upto)).as("%s up to %d", r.name(), upto).isNull();
            }
        }
    }

    @Test
    void agreesWithBruteForceOnRandomSequences() {
        Random random = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            int[] g = randomPeriodic(random, 10);
            int upto = g.length - 1;
            assertThat(PeriodicityDetector.detect(g, upto)).as("%s", java.util.Arrays.toString(g))
                    .isEqualTo(bruteForce(g, upto));
        }
    }

    @Test
    void heldBackPeriodsAgreeWithBruteForce() {
        // Kayles up to 100: period 12 from 71 shows twice, but 30 values are fewer than the preperiod
        int[] kayles = table(new OctalRuleset(OctalCode.parse("0.77")), 100);
        assertThat(PeriodicityDetector.detect(kayles, 100)).isNull();
        assertThat(PeriodicityDetector.heldBack(kayles, 100)).isEqualTo(new Periodicity(71, 12, 0));
        Random random = new Random(11);
        for (int trial = 0; trial < 300; trial++) {
            int[] g = randomPeriodic(random, 25);
            int upto = g.length - 1;
            Periodicity expected = bruteForce(g, upto) != null ? null : bruteForceTwoPeriods(g, upto);
            assertThat(PeriodicityDetector.heldBack(g, upto)).as("%s", java.util.Arrays.toString(g))
                    .isEqualTo(expected);
            // one reading gives both answers
            PeriodicityDetector.Scan scan = PeriodicityDetector.scan(g, upto);
            assertThat(scan.periodicity()).isEqualTo(bruteForce(g, upto));
            assertThat(scan.heldBack()).isEqualTo(expected);
        }
    }

    /** G(0..upto) for a random upto below 40: random values, then a random period from a random n0 below maxN0. */
    private static int[] randomPeriodic(Random random, int maxN0) {
        int[] g = new int[random.nextInt(40) + 1];
        int p = 1 + random.nextInt(5);
        int n0 = random.nextInt(maxN0);
        int saltus = random.nextInt(4) < 2 ? 0 : random.nextInt(3);
        for (int n = 0; n < g.length; n++) {
            g[n] = n < n0 + p ? random.nextInt(3) : g[n - p] + saltus;
        }
        return g;
    }

    /** Least n0, then least p, whose periodic part holds two periods (three with a saltus), whatever its length. */
    private static Periodicity bruteForceTwoPeriods(int[] g, int upto) {
        for (int n0 = 0; n0 <= upto; n0++) {
            for (int p = 1; n0 + 2 * p <= upto + 1; p++) {
                long s = (long) g[upto] - g[upto - p];
                boolean ok = s == 0 || s > 0 && n0 + 3 * p <= upto + 1;
                for (int n = n0; n + p <= upto && ok; n++) {
                    ok = g[n + p] - g[n] == s;
                }
                if (ok) {
                    return new Periodicity(n0, p, s);
                }
            }
        }
        return null;
    }

    /** Least n0, then least p, straight from the definition. */
    private static Periodicity bruteForce(int[] g, int upto) {
        for (int n0 = 0; n0 <= upto; n0++) {
            for (int p = 1; n0 + Math.max(2 * p, n0) <= upto + 1; p++) {
                long s = (long) g[upto] - g[upto - p];
                if (s < 0 || s > 0 && n0 + Math.max(3 * p, n0) > upto + 1) {
                    continue;
                }
                boolean ok = true;
                for (int n = n0; n + p <= upto && ok; n++) {
                    ok = g[n + p] - g[n] == s;
                }
                if (ok) {
                    return new Periodicity(n0, p, s);
                }
            }
        }
        return null;
    }
}
