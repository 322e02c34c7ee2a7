package org.sprague.spark;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The place of each node id in its block, found in one of three ways. With the nodes given as 0..N-1 the place is
 * {@code id / P} ({@link NodeSpread}). Otherwise the ids of block d are d plus multiples of P, and when their
 * quotients {@code floorDiv(id, P)} fill a range at most {@link #SPARSENESS} times their number, a bitmap over the
 * range with a count of set bits before each word (a rank directory, as in succinct data structures: Jacobson,
 * "Space-efficient static trees and graphs", FOCS 1989) gives the place with one word read and a bit count;
 * only for ids sparser than that are they sorted and searched. (A hash table from id to place was measured slower
 * than the search here: with millions of ids a block, each probe is a cache miss.)
 */
final class Places implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The widest range of quotients, as a multiple of the entries read, that gets a bitmap. */
    static final long SPARSENESS = 16;

    private final NodeSpread spread;
    private final long[] ids;
    private final long low; // the first quotient of the bitmap
    private final long[] bits; // null: sorted ids, binary search
    private final int[] rank;

    private Places(NodeSpread spread, long[] ids, long low, long[] bits, int[] rank) {
        this.spread = spread;
        this.ids = ids;
        this.low = low;
        this.bits = bits;
        this.rank = rank;
    }

    /** The places of the nodes 0..N-1 that live in block {@code partition}. */
    static Places dense(NodeSpread spread, int partition) {
        return new Places(spread, spread.denseIds(partition), 0, null, null);
    }

    /** The places of the distinct ids among {@code mentioned}, all of block {@code partition}, in id order. */
    static Places of(NodeSpread spread, int partition, LongList mentioned) {
        int p = spread.partitions();
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (int i = 0; i < mentioned.size(); i++) {
            long q = Math.floorDiv(mentioned.get(i), p);
            lo = Math.min(lo, q);
            hi = Math.max(hi, q);
        }
        long width = hi - lo; // negative when it overflows: ids at both ends of the long range
        if (mentioned.size() == 0 || width < 0 || width >= SPARSENESS * mentioned.size()
                || width >= Integer.MAX_VALUE - 64) {
            return new Places(spread, distinctSorted(mentioned), 0, null, null);
        }
        long[] bits = new long[(int) (width / 64 + 1)];
        for (int i = 0; i < mentioned.size(); i++) {
            long k = Math.floorDiv(mentioned.get(i), p) - lo;
            bits[(int) (k >>> 6)] |= 1L << k;
        }
        int[] rank = new int[bits.length];
        int count = 0;
        for (int w = 0; w < bits.length; w++) {
            rank[w] = count;
            count += Long.bitCount(bits[w]);
        }
        long[] ids = new long[count];
        int k = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long word = bits[w]; word != 0; word &= word - 1) {
                ids[k++] = (lo + 64L * w + Long.numberOfTrailingZeros(word)) * p + partition;
            }
        }
        return new Places(spread, ids, lo, bits, rank);
    }

    long[] ids() {
        return ids;
    }

    /** @return the place of {@code id}, which must be a node of the block */
    int of(long id) {
        if (spread.dense()) {
            return (int) (id / spread.partitions());
        }
        if (bits != null) {
            long k = Math.floorDiv(id, spread.partitions()) - low;
            int w = (int) (k >>> 6);
            return rank[w] + Long.bitCount(bits[w] & ((1L << k) - 1));
        }
        int place = Arrays.binarySearch(ids, id);
        if (place < 0) {
            throw new IllegalStateException("node " + id + " is not in this block");
        }
        return place;
    }

    private static long[] distinctSorted(LongList all) {
        long[] ids = all.toArray();
        Arrays.sort(ids);
        int k = 0;
        for (int i = 0; i < ids.length; i++) {
            if (k == 0 || ids[k - 1] != ids[i]) {
                ids[k++] = ids[i];
            }
        }
        return Arrays.copyOf(ids, k);
    }
}
