package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * Both engines against a brute force written here from the rules' text (every way to split a heap, both orders),
 * on every octal code of up to two digits after the point (with and without a leading 4), every code of three
 * digits with a splitting digit, random longer codes, Grundy's game and Lasker's Nim. The sparse engine runs with
 * its sparse loop from heap 8 on (and from its default start), with one and two threads.
 */
class SequenceEnginesTest {

    /** G(0..upto) by the definition: the mex over every option of the code, listed from the digits. */
    static int[] bruteForce(String code, int upto) {
        int point = code.indexOf('.');
        int d0 = point == 0 ? 0 : code.charAt(0) - '0';
        String after = code.substring(point + 1);
        int[] g = new int[upto + 1];
        for (int n = 1; n <= upto; n++) {
            boolean[] seen = new boolean[4 * n + 8];
            for (int k = 0; k <= Math.min(n, after.length()); k++) {
                int d = k == 0 ? d0 : after.charAt(k - 1) - '0';
                int r = n - k;
                if (k > 0 && (d & 1) != 0 && r == 0) {
                    seen[0] = true;
                }
                if (k > 0 && (d & 2) != 0 && r > 0) {
                    seen[g[r]] = true;
                }
                if ((d & 4) != 0) {
                    for (int a = 1; a < r; a++) {
                        seen[g[a] ^ g[r - a]] = true;
                    }
                }
            }
            g[n] = mex(seen);
        }
        return g;
    }

    private static int mex(boolean[] seen) {
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /** Grundy's game (unequal parts) or Lasker's Nim (any take, or any split) by the definition. */
    static int[] bruteForce(boolean lasker, int upto) {
        int[] g = new int[upto + 1];
        for (int n = 1; n <= upto; n++) {
            boolean[] seen = new boolean[4 * n + 8];
            for (int m = 0; lasker && m < n; m++) {
                seen[g[m]] = true;
            }
            for (int a = 1; a < n; a++) {
                if (lasker || 2 * a != n) {
                    seen[g[a] ^ g[n - a]] = true;
                }
            }
            g[n] = mex(seen);
        }
        return g;
    }

    static int[] run(SequenceEngine engine, int upto, int block) {
        ValueStore store = new ValueStore(upto + 1L);
        try (engine) {
            for (long from = 0; from <= upto; from += block) {
                engine.extend(store, from, Math.min(upto, from + block - 1));
            }
        }
        int[] g = new int[upto + 1];
        for (int n = 0; n <= upto; n++) {
            g[n] = store.get(n);
        }
        return g;
    }

    private static void checkCode(String code, int upto) {
        SplitRules rules = SplitRules.of(new OctalRuleset(OctalCode.parse(code)));
        int[] expected = bruteForce(code, upto);
        assertThat(run(new NaiveMexEngine(rules), upto, upto + 1)).as("naive %s", code).isEqualTo(expected);
        assertThat(run(new SparseSpaceEngine(rules, 1, 8), upto, 777)).as("sparse %s", code).isEqualTo(expected);
    }

    @Test
    void everyCodeOfTwoDigitsWithAndWithoutALeadingFour() {
        for (String lead : new String[] {"0", "4"}) {
            for (int a = 0; a < 8; a++) {
                for (int b = 1; b < 8; b++) {
                    checkCode(lead + "." + a + b, 2500);
                }
            }
        }
    }

    @Test
    void everyThreeDigitCodeWithASplittingDigit() {
        for (int c = 0; c < 512; c++) {
            int a = c >> 6;
            int b = (c >> 3) & 7;
            int d = c & 7;
            if (d != 0 && ((a | b | d) & 4) != 0) {
                checkCode("0." + a + b + d, 1200);
            }
        }
    }

    @Test
    void randomLongerCodes() {
        Random random = new Random(12);
        for (int i = 0; i < 25; i++) {
            StringBuilder code = new StringBuilder(random.nextBoolean() ? "0." : "4.");
            int digits = 4 + random.nextInt(5);
            for (int k = 0; k < digits; k++) {
                code.append(k == digits - 1 ? 1 + random.nextInt(7) : random.nextInt(8));
            }
            checkCode(code.toString(), 3000);
        }
    }

    /**
     * The byte path's shared scans: from 16 splits on, a scan that has not found every wanted value is split over
     * the worker threads; random codes and Grundy's game against the brute force.
     */
    @Test
    void sharedScansOfRandomCodesAgreeWithTheBruteForce() {
        Random random = new Random(2026);
        for (int i = 0; i < 20; i++) {
            StringBuilder code = new StringBuilder("0.");
            int digits = 2 + random.nextInt(4);
            for (int k = 0; k < digits; k++) {
                int d = random.nextInt(8);
                code.append(k == digits - 1 ? d | 4 : d);
            }
            SplitRules rules = SplitRules.of(new OctalRuleset(OctalCode.parse(code.toString())));
            int[] expected = bruteForce(code.toString(), 2000);
            for (int threads : new int[] {2, 3}) {
                assertThat(run(new SparseSpaceEngine(rules, threads, 8, 16), 2000, 501)).as("%s, %d threads", code,
                        threads).isEqualTo(expected);
            }
        }
        int[] grundy = bruteForce(false, 4000);
        assertThat(run(new SparseSpaceEngine(SplitRules.of(GrundyGameRuleset.INSTANCE), 2, 8, 16), 4000, 1000))
                .isEqualTo(grundy);
    }

    /**
     * Values of 128 and more leave the byte path for the general one mid-run (4.77...7, 32 sevens: at n = 84); before
     * that, at n = 33, the least unmarked common value passes 63 and the step leaves the one-word path
     * ({@link WordSteps}) for the byte path (so do 4.65 to 4.67 in the two-digit codes, from n = 563).
     */
    @Test
    void valuesFromOneHundredTwentyEightOnLeaveTheBytePath() {
        String code = "4." + "7".repeat(32);
        int[] expected = bruteForce(code, 1500);
        assertThat(java.util.Arrays.stream(expected).max().getAsInt()).isGreaterThanOrEqualTo(128);
        SplitRules rules = SplitRules.of(new OctalRuleset(OctalCode.parse(code)));
        assertThat(run(new SparseSpaceEngine(rules, 1, 8), 1500, 257)).isEqualTo(expected);
        assertThat(run(new SparseSpaceEngine(rules, 2, 8, 16), 1500, 1501)).isEqualTo(expected);
    }

    /**
     * Treblecross (.007) has values past 255 and many rare heaps: the samples send whole ranges to the plain mex,
     * and the values are those of the brute force, in any blocks, and when a new engine takes over a store half
     * way (as a resumed run does).
     */
    @Test
    void denseRareRangesOnTwoByteValuesGoToThePlainMex() {
        // values pass 255 at n = 9,915; the rare heaps' growth re-chooses the mask at 15,479, and the sample that
        // follows is the first on two-byte values
        int upto = 24_000;
        int[] expected = bruteForce("0.007", upto);
        assertThat(java.util.Arrays.stream(expected).max().getAsInt()).isGreaterThan(255);
        SplitRules rules = SplitRules.of(new OctalRuleset(OctalCode.parse("0.007")));
        for (int block : new int[] {97, 5000, upto + 1}) {
            SparseSpaceEngine engine = new SparseSpaceEngine(rules, 1, 64);
            assertThat(run(engine, upto, block)).as("blocks of %d", block).isEqualTo(expected);
            assertThat(engine.plainHeaps()).as("blocks of %d", block).isGreaterThan(5000);
        }
        ValueStore store = new ValueStore(upto + 1L);
        SparseSpaceEngine second = new SparseSpaceEngine(rules, 1, 64);
        try (SequenceEngine first = new SparseSpaceEngine(rules, 1, 64); second) {
            first.extend(store, 0, 17_000);
            second.extend(store, 17_001, upto);
        }
        for (int n = 0; n <= upto; n++) {
            assertThat(store.get(n)).as("G(%d) taken over at 17,001", n).isEqualTo(expected[n]);
        }
        // the engine that took over rebuilt its state, sampled again and sent ranges to the plain mex too
        assertThat(second.plainHeaps()).isPositive();
    }

    /**
     * Grundy's game on a store widened to two bytes beforehand: every range is sampled on two-byte values, and
     * where the plain mex is the cheaper (small heaps, few splits) the sample hands it the range; the values are
     * the brute force's whichever engine computes them.
     */
    @Test
    void sampledRangesOnAWidenedStoreKeepTheValues() {
        int upto = 6000;
        int[] expected = bruteForce(false, upto);
        for (int block : new int[] {113, upto + 1}) {
            ValueStore store = new ValueStore(upto + 2L);
            store.set(upto + 1, 300);
            SparseSpaceEngine engine = new SparseSpaceEngine(SplitRules.of(GrundyGameRuleset.INSTANCE), 1, 64);
            try (engine) {
                for (long from = 0; from <= upto; from += block) {
                    engine.extend(store, from, Math.min(upto, from + block - 1));
                }
            }
            for (int n = 0; n <= upto; n++) {
                assertThat(store.get(n)).as("G(%d), blocks of %d", n, block).isEqualTo(expected[n]);
            }
            assertThat(engine.plainHeaps()).as("blocks of %d", block).isPositive();
        }
    }

    /**
     * The naive engine past 255: the byte path hands over to the two-byte path when a value of 256 widens the store
     * mid-run, and a store widened before the run (two bytes, or four) is read on its own path from the start.
     */
    @Test
    void naiveEngineOnTwoByteValues() {
        String code = "4." + "7".repeat(32);
        int[] expected = bruteForce(code, 1500);
        assertThat(java.util.Arrays.stream(expected).max().getAsInt()).isGreaterThan(1000);
        SplitRules rules = SplitRules.of(new OctalRuleset(OctalCode.parse(code)));
        assertThat(run(new NaiveMexEngine(rules), 1500, 97)).isEqualTo(expected);
        int[] grundy = bruteForce(false, 3000);
        int[] lasker = bruteForce(true, 3000);
        for (int wide : new int[] {300, 70_000}) {
            for (boolean isLasker : new boolean[] {false, true}) {
                ValueStore store = new ValueStore(3002);
                store.set(3001, wide);
                try (SequenceEngine e = new NaiveMexEngine(SplitRules.of(isLasker ? LaskerRuleset.INSTANCE
                        : GrundyGameRuleset.INSTANCE))) {
                    e.extend(store, 0, 1234);
                    e.extend(store, 1235, 3000);
                }
                for (int n = 0; n <= 3000; n++) {
                    assertThat(store.get(n)).as("width for %d, lasker %s, G(%d)", wide, isLasker, n)
                            .isEqualTo(isLasker ? lasker[n] : grundy[n]);
                }
            }
        }
    }

    @Test
    void grundysGameAndLaskersNim() {
        int[] grundy = bruteForce(false, 5000);
        SplitRules g = SplitRules.of(GrundyGameRuleset.INSTANCE);
        assertThat(run(new NaiveMexEngine(g), 5000, 1000)).isEqualTo(grundy);
        assertThat(run(new SparseSpaceEngine(g, 1, 8), 5000, 313)).isEqualTo(grundy);
        assertThat(run(new SparseSpaceEngine(g, 1), 5000, 5001)).isEqualTo(grundy);
        int[] lasker = bruteForce(true, 3000);
        SplitRules l = SplitRules.of(LaskerRuleset.INSTANCE);
        assertThat(run(new NaiveMexEngine(l), 3000, 100)).isEqualTo(lasker);
        assertThat(run(new SparseSpaceEngine(l, 1, 8), 3000, 999)).isEqualTo(lasker);
    }

    @Test
    void grundysGameHandWorkedStart() {
        // G(1) = G(2) = 0 (no unequal split), 3 = 2+1 -> 0, so 1; 4 = 3+1 -> 1, so 0; 5 = 4+1, 3+2 -> {0, 1}, so 2
        int[] g = run(new SparseSpaceEngine(SplitRules.of(GrundyGameRuleset.INSTANCE), 1, 2), 5, 6);
        assertThat(g).containsExactly(0, 0, 0, 1, 0, 2);
    }

    @Test
    void threadsGiveTheSameValues() {
        SplitRules rules = SplitRules.of(GrundyGameRuleset.INSTANCE);
        List<int[]> runs = new ArrayList<>();
        for (int threads : new int[] {1, 2, 3}) {
            runs.add(run(new SparseSpaceEngine(rules, threads), 200_000, 50_000));
        }
        assertThat(runs.get(1)).isEqualTo(runs.get(0));
        assertThat(runs.get(2)).isEqualTo(runs.get(0));
        assertThat(run(new NaiveMexEngine(rules), 20_000, 20_001))
                .isEqualTo(java.util.Arrays.copyOf(runs.get(0), 20_001));
    }
}
