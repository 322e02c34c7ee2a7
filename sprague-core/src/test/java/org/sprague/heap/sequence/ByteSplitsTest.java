package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The split searches on one-byte values (the table, and the word-wise test of the last few values) against a
 * plain loop over the same splits written here, on random values and on the bytes where the word-wise test could
 * slip (0, 1, 0x7F, 0x80, 0xFF), with ranges of every length around a block of eight and past the table's first
 * {@value ByteSplits#SHORT} splits.
 */
class ByteSplitsTest {
    private static final int[] EDGE = {0, 1, 0x7F, 0x80, 0xFF};

    /** The values still wanted after looking at the splits lo..hi of r, by the definition. */
    private static boolean[] leftAfter(byte[] g, int r, int lo, int hi, boolean[] wanted) {
        boolean[] left = wanted.clone();
        for (int a = lo; a <= hi; a++) {
            left[(g[a] ^ g[r - a]) & 0xFF] = false;
        }
        return left;
    }

    private static void check(byte[] g, int r, int lo, int hi, int[] wantedValues) {
        int[] values = Arrays.stream(wantedValues).distinct().toArray();
        boolean[] wanted = new boolean[256];
        byte[] table = new byte[256];
        for (int v : values) {
            wanted[v] = true;
            table[v] = 1;
        }
        boolean[] expected = leftAfter(g, r, lo, hi, wanted);
        int count = 0;
        for (boolean e : expected) {
            count += e ? 1 : 0;
        }
        int left = ByteSplits.clearFound(g, r, lo, hi, table, values.length);
        assertThat(left).as("r %d, %d..%d, %s", r, lo, hi, Arrays.toString(values)).isEqualTo(count);
        for (int v = 0; v < 256; v++) {
            assertThat(table[v] != 0).as("value %d", v).isEqualTo(expected[v]);
        }
        if (values.length <= WantedSplits.MOST) {
            int[] list = values.clone();
            Arrays.sort(list);
            int kept = WantedSplits.removeFound(g, r, lo, hi, list, list.length);
            int[] expectedList = Arrays.stream(values).filter(v -> expected[v]).sorted().toArray();
            assertThat(Arrays.copyOf(list, kept)).isEqualTo(expectedList);
        }
    }

    @Test
    void randomValuesAgreeWithThePlainLoop() {
        Random random = new Random(20261123);
        for (int round = 0; round < 3000; round++) {
            int r = 2 + random.nextInt(round < 2000 ? 80 : 6000);
            byte[] g = new byte[r + 1];
            // few distinct values, so that wanted ones are often found, and sometimes not
            int spread = 1 + random.nextInt(round % 3 == 0 ? 256 : 12);
            for (int i = 0; i <= r; i++) {
                g[i] = (byte) (random.nextInt(spread) * (round % 5 == 0 ? 37 : 1));
            }
            int half = (r - 1) / 2;
            if (half < 1) {
                continue;
            }
            int lo = 1 + random.nextInt(Math.min(half, 9));
            int hi = lo + random.nextInt(half - lo + 1);
            int count = 1 + random.nextInt(round % 4 == 0 ? 9 : 4);
            int[] values = random.ints(0, 256).distinct().limit(count).toArray();
            if (round % 7 == 0) {
                values[0] = EDGE[random.nextInt(EDGE.length)];
            }
            check(g, r, lo, hi, values);
        }
    }

    @Test
    void edgeBytesAtEveryPlaceOfABlock() {
        OddOneOut.each(EDGE, (g, r, hi, x, y) -> {
            check(g, r, 1, hi, new int[] {x ^ y});
            check(g, r, 1, hi, new int[] {x ^ y, 0});
            check(g, r, 1, hi, new int[] {(x ^ y) ^ 1, x ^ y ^ 0x80, 0xFF});
        });
    }

    @Test
    void aLongSearchForTheLastValuesPastTheTableStart() {
        Random random = new Random(7);
        int r = 50_001;
        byte[] g = new byte[r + 1];
        for (int i = 0; i <= r; i++) {
            g[i] = (byte) (2 * random.nextInt(100));
        }
        // even values only, so an odd XOR shows only where it is planted: early, past the table's start, or never
        int half = (r - 1) / 2;
        for (int planted : new int[] {5, ByteSplits.SHORT + 3, 20_000, -1}) {
            byte[] h = g.clone();
            if (planted > 0) {
                h[planted] = (byte) (h[planted] ^ 1);
            }
            int[] many = {1, 3, 5, 7, 9, 11, 2, 4, 6};
            check(h, r, 1, half, many);
            int at = planted > 0 ? planted : 1;
            check(h, r, 1, half, new int[] {(h[at] ^ h[r - at]) & 0xFF, 1, 3});
        }
    }
}
