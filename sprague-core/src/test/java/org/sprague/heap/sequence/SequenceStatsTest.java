package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.sprague.heap.SequenceStats;

/**
 * The statistics of a store against counts made here value by value: the mask is the one with the fewest rare
 * heaps found by trying every mask (not by the Walsh-Hadamard transform), the rare heaps are counted one by one.
 */
class SequenceStatsTest {

    @Test
    void grundysGameAndOctalCodesAgreeWithCountsMadeHeapByHeap() {
        check(SequenceEnginesTest.bruteForce(false, 3000));
        check(SequenceEnginesTest.bruteForce("0.16", 4000));
        check(SequenceEnginesTest.bruteForce("0.376", 2000));
        check(SequenceEnginesTest.bruteForce("4.07", 500));
        // all values 0: no mask; and one heap only
        check(new int[50]);
        check(new int[1]);
        // more losing heaps than are kept: the first LOSING_KEPT of them
        check(new int[SequenceStats.LOSING_KEPT + 40]);
    }

    @Test
    void wideValuesAndARareHeapZero() {
        int[] g = new int[700];
        for (int n = 0; n < g.length; n++) {
            g[n] = (n * 37 + n / 5) % 600;
        }
        check(g);
        // heap 0 holds a value that is rare under every mask (0), the rest alternate between two values
        int[] two = new int[101];
        for (int n = 1; n < two.length; n++) {
            two[n] = n % 7 == 0 ? 3 : 1;
        }
        check(two);
    }

    private static void check(int[] g) {
        int upto = g.length - 1;
        ValueStore store = new ValueStore(g.length);
        for (int n = 0; n <= upto; n++) {
            store.set(n, g[n]);
        }
        SequenceStats stats = SequenceAnalysis.stats(store, upto, true);
        long hash = 0;
        int largest = -1;
        int at = -1;
        for (int n = 0; n <= upto; n++) {
            hash = hash * 31 + g[n];
            if (g[n] > largest) {
                largest = g[n];
                at = n;
            }
        }
        assertThat(stats.hash()).isEqualTo(hash);
        long[] losing = java.util.stream.IntStream.rangeClosed(0, upto).filter(n -> g[n] == 0)
                .limit(SequenceStats.LOSING_KEPT).asLongStream().toArray();
        assertThat(stats.losing()).isEqualTo(losing);
        assertThat(stats.largest()).isEqualTo(largest);
        assertThat(stats.largestAt()).isEqualTo(at);
        for (int v = 0; v <= largest; v++) {
            int value = v;
            assertThat(stats.histogram()[v]).isEqualTo(java.util.Arrays.stream(g).filter(x -> x == value).count());
        }
        if (largest == 0) {
            assertThat(stats.rareMask()).isNull();
            return;
        }
        // every mask below twice the top bit, fewest rare heaps (heap 0 included, as the transform counts), least
        int size = Integer.highestOneBit(largest) << 1;
        int best = -1;
        long bestRare = Long.MAX_VALUE;
        for (int m = 1; m < size; m++) {
            long rare = 0;
            for (int x : g) {
                rare += Integer.bitCount(x & m) % 2 == 0 ? 1 : 0;
            }
            if (rare < bestRare) {
                bestRare = rare;
                best = m;
            }
        }
        assertThat(stats.rareMask()).isEqualTo(best);
        long rare = 0;
        long last = -1;
        for (int n = 1; n <= upto; n++) {
            if (Integer.bitCount(g[n] & best) % 2 == 0) {
                rare++;
                last = n;
            }
        }
        assertThat(stats.rareCount()).isEqualTo(rare);
        assertThat(stats.lastRare()).isEqualTo(last);
    }
}
