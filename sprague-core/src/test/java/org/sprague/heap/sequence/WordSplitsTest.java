package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The split search on values below 64 as sets in a {@code long} against a plain loop over the same splits written
 * here: random values, one to many wanted values (the zero-byte test takes over at two or fewer), ranges of every
 * length around a block of eight, and the bytes where a shift or a zero-byte test could slip (0, 1, 31, 32, 63).
 */
class WordSplitsTest {
    private static final int[] EDGE = {0, 1, 31, 32, 63};

    /** The wanted values no split (a, r - a), lo <= a <= hi, gives, by the definition. */
    private static long leftAfter(byte[] g, int r, int lo, int hi, long wanted) {
        boolean[] given = new boolean[64];
        for (int a = lo; a <= hi; a++) {
            given[g[a] ^ g[r - a]] = true;
        }
        long left = 0;
        for (int v = 0; v < 64; v++) {
            if ((wanted >>> v & 1) != 0 && !given[v]) {
                left |= 1L << v;
            }
        }
        return left;
    }

    private static void check(byte[] g, int r, int lo, int hi, long wanted) {
        assertThat(WordSplits.clearFound(g, r, lo, hi, wanted)).as("r %d, %d..%d, %x", r, lo, hi, wanted)
                .isEqualTo(leftAfter(g, r, lo, hi, wanted));
    }

    private static long set(int... values) {
        long s = 0;
        for (int v : values) {
            s |= 1L << v;
        }
        return s;
    }

    @Test
    void randomValuesAgreeWithThePlainLoop() {
        Random random = new Random(20261126);
        for (int round = 0; round < 4000; round++) {
            int r = 2 + random.nextInt(round < 3000 ? 90 : 5000);
            byte[] g = new byte[r + 1];
            // few distinct values, so that wanted ones are often found, and sometimes not
            int spread = 1 + random.nextInt(round % 3 == 0 ? 64 : 6);
            int scale = round % 5 == 0 ? 11 : 1;
            for (int i = 0; i <= r; i++) {
                g[i] = (byte) (random.nextInt(spread) * scale % 64);
            }
            int half = r / 2;
            if (half < 1) {
                continue;
            }
            int lo = 1 + random.nextInt(Math.min(half, 9));
            int hi = lo + random.nextInt(half - lo + 1);
            int count = 1 + random.nextInt(round % 4 == 0 ? 9 : 3);
            long wanted = 0;
            for (int k = 0; k < count; k++) {
                wanted |= 1L << (round % 7 == 0 && k == 0 ? EDGE[random.nextInt(EDGE.length)] : random.nextInt(64));
            }
            check(g, r, lo, hi, wanted);
        }
    }

    @Test
    void edgeValuesAtEveryPlaceOfABlock() {
        OddOneOut.each(EDGE, (g, r, hi, x, y) -> {
            check(g, r, 1, hi, set(x ^ y));
            check(g, r, 1, hi, set(x ^ y, 0));
            check(g, r, 1, hi, set(x ^ y ^ 1, x ^ y ^ 32, 63));
        });
    }

    @Test
    void aLongSearchFindsAValuePlantedLateOrNever() {
        Random random = new Random(5);
        int r = 40_001;
        byte[] g = new byte[r + 1];
        for (int i = 0; i <= r; i++) {
            g[i] = (byte) (2 * random.nextInt(32));
        }
        // even values only, so an odd XOR shows only where it is planted
        for (int planted : new int[] {3, 1000, 19_999, 20_000, -1}) {
            byte[] h = g.clone();
            if (planted > 0) {
                h[planted] = (byte) (h[planted] ^ 1);
            }
            check(h, r, 1, r / 2, set(1, 3));
            check(h, r, 1, r / 2, set(1));
            check(h, r, 1, r / 2, set(1, 3, 5, 7, 9));
        }
    }
}
