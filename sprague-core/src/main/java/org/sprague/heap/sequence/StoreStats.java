package org.sprague.heap.sequence;

import java.util.Arrays;

/**
 * One pass over G(0..upto): the 64-bit rolling hash h = h * 31 + G(n) (wrapping, as the baseline programs print
 * it, so outputs compare without printing every value), the largest value and where it first occurs, and how
 * often each value occurs; for the sparse-space algorithm also the mask that makes the fewest positions rare
 * (the mask it would choose now), the number of heaps n >= 1 whose value is rare under it, and the last one; and the
 * first {@value #LOSING_KEPT} heaps with value 0, so that the table's facts (losing heaps, a guessed pattern) need not
 * read the values again.
 *
 * @param hash the rolling hash of G(0..upto)
 * @param largest the largest value
 * @param largestAt the least n with G(n) = largest
 * @param histogram histogram[v] = the number of n &lt;= upto with G(n) = v
 * @param rareMask the sparse-space mask, or {@code null} when the plain mex was used
 * @param rareCount the number of rare heaps n >= 1, or {@code null}
 * @param lastRare the largest rare heap (-1 when none), or {@code null}
 * @param losing the first heaps n with G(n) = 0, ascending: all of them when there are at most
 *     {@value #LOSING_KEPT}, else the first {@value #LOSING_KEPT}
 */
public record StoreStats(long hash, int largest, long largestAt, long[] histogram, Integer rareMask, Long rareCount,
        Long lastRare, long[] losing) {
    /** How many losing heaps are kept: more than the table's facts list, or its sparse families can have. */
    public static final int LOSING_KEPT = 256;

    /**
     * The statistics of G(0..upto).
     *
     * @param g the values
     * @param upto the largest heap counted
     * @param sparse whether to fill the sparse-space fields
     * @return hash, largest value and where, histogram, and the sparse fields or {@code null}s
     */
    public static StoreStats of(ValueStore g, long upto, boolean sparse) {
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
        counts = Arrays.copyOf(counts, largest + 1);
        losing = Arrays.copyOf(losing, kept);
        if (!sparse) {
            return new StoreStats(hash, largest, at, counts, null, null, null, losing);
        }
        int mask = RareMask.best(counts, largest);
        // the rare heaps counted from the histogram (heap 0 left out), the last one found from the end
        long rare = 0;
        for (int v = 0; v <= largest && mask != 0; v++) {
            rare += RareMask.rare(v, mask) ? counts[v] : 0;
        }
        if (mask != 0 && RareMask.rare(g.get(0), mask)) {
            rare--;
        }
        long last = -1;
        for (long n = upto; n >= 1 && rare > 0; n--) {
            if (RareMask.rare(g.get(n), mask)) {
                last = n;
                break;
            }
        }
        return mask == 0 ? new StoreStats(hash, largest, at, counts, null, null, null, losing)
                : new StoreStats(hash, largest, at, counts, mask, rare, last, losing);
    }

    /**
     * The rolling hash alone.
     *
     * @param g the values
     * @param upto the largest heap hashed
     * @return h over G(0..upto) with h = h * 31 + G(n), from 0
     */
    public static long hash(ValueStore g, long upto) {
        long h = 0;
        for (long n = 0; n <= upto; n++) {
            h = h * 31 + g.get(n);
        }
        return h;
    }
}
