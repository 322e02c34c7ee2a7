package org.sprague.heap;

import java.util.Arrays;

/**
 * One pass over G(0..upto): the 64-bit rolling hash h = h * 31 + G(n) (wrapping, as the baseline programs print
 * it, so outputs compare without printing every value), the largest value and where it first occurs, how often
 * each value occurs, and the first {@value #LOSING_KEPT} heaps with value 0, so that the table's facts (losing
 * heaps, a guessed pattern) need not read the values again. Runs of the sparse-space algorithm add the mask that
 * makes the fewest positions rare (the mask it would choose now), the number of heaps n >= 1 whose value is rare
 * under it, and the last one; for every other engine these are {@code null}.
 *
 * @param hash the rolling hash of G(0..upto)
 * @param largest the largest value
 * @param largestAt the least n with G(n) = largest
 * @param histogram histogram[v] = the number of n &lt;= upto with G(n) = v
 * @param rareMask the sparse-space mask, or {@code null}
 * @param rareCount the number of rare heaps n >= 1, or {@code null}
 * @param lastRare the largest rare heap (-1 when none), or {@code null}
 * @param losing the first heaps n with G(n) = 0, ascending: all of them when there are at most
 *     {@value #LOSING_KEPT}, else the first {@value #LOSING_KEPT}
 */
public record SequenceStats(long hash, int largest, long largestAt, long[] histogram, Integer rareMask,
        Long rareCount, Long lastRare, long[] losing) {
    /** How many losing heaps are kept: more than the table's facts list, or its sparse families can have. */
    public static final int LOSING_KEPT = 256;

    /**
     * The statistics of G(0..upto), without the sparse-space fields.
     *
     * @param g the values
     * @param upto the largest heap counted
     * @return hash, largest value and where, histogram, first losing heaps
     */
    public static SequenceStats of(HeapValues g, long upto) {
        long hash = 0;
        int largest = -1;
        long at = 0;
        long[] counts = new long[256];
        long[] losing = new long[LOSING_KEPT];
        int kept = 0;
        byte[] bytes = g.bytesBelow(upto + 1);
        for (long n = 0; n <= upto; n++) {
            // one-byte values read from their array directly, the others through the store
            int v = bytes != null ? bytes[(int) n] & 0xFF : g.get(n);
            hash = hash * 31 + v;
            if (v == 0 && kept < LOSING_KEPT) {
                losing[kept++] = n;
            }
            if (v > largest) {
                largest = v;
                at = n;
                if (v >= counts.length) {
                    counts = Arrays.copyOf(counts, Math.max(v + 1, counts.length * 2));
                }
            }
            counts[v]++;
        }
        return new SequenceStats(hash, largest, at, Arrays.copyOf(counts, largest + 1), null, null, null,
                Arrays.copyOf(losing, kept));
    }

    /**
     * These statistics with the sparse-space fields.
     *
     * @param mask the mask that makes the fewest heaps rare
     * @param count the number of rare heaps n >= 1
     * @param last the largest rare heap, -1 when none
     * @return the same counts with the mask's fields
     */
    public SequenceStats withRare(int mask, long count, long last) {
        return new SequenceStats(hash, largest, largestAt, histogram, mask, count, last, losing);
    }

    /**
     * How many heaps have value 0.
     *
     * @return histogram[0]
     */
    public long losingCount() {
        return histogram.length == 0 ? 0 : histogram[0];
    }
}
