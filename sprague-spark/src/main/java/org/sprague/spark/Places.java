package org.sprague.spark;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The place of each node id in its block. With the nodes given as 0..N-1 the place is {@code id / P}
 * ({@link NodeSpread}); otherwise an open-addressing hash table from id to place (linear probing, id and place
 * side by side so that a lookup touches one cache line; built on first use on each executor and never shipped),
 * so that routing a move costs one probe rather than a binary search.
 */
final class Places implements Serializable {
    private static final long serialVersionUID = 1L;

    private final NodeSpread spread;
    private final long[] ids;
    private transient long[] table; // pairs (id, place + 1); place + 1 == 0 marks an empty slot

    /**
     * @param spread where nodes live
     * @param ids the block's node ids, sorted, each once
     */
    Places(NodeSpread spread, long[] ids) {
        this.spread = spread;
        this.ids = ids;
    }

    long[] ids() {
        return ids;
    }

    /** @return the place of {@code id}, which must be a node of the block */
    int of(long id) {
        if (spread.dense()) {
            return (int) (id / spread.partitions());
        }
        if (table == null) {
            table = new long[2 * capacity(ids.length)];
            for (int place = 0; place < ids.length; place++) {
                insert(table, ids[place], place + 1);
            }
        }
        int mask = table.length / 2 - 1;
        for (int h = hash(id) & mask; ; h = (h + 1) & mask) {
            if (table[2 * h + 1] == 0) {
                throw new IllegalStateException("node " + id + " is not in this block");
            }
            if (table[2 * h] == id) {
                return (int) table[2 * h + 1] - 1;
            }
        }
    }

    /** The distinct values of {@code all}, sorted (a hash set first, so only the distinct ones are sorted). */
    static long[] distinctSorted(LongList all) {
        long[] set = new long[2 * capacity(Math.min(all.size(), 1 << 16))];
        int k = 0;
        long[] distinct = new long[16];
        for (int i = 0; i < all.size(); i++) {
            if (insert(set, all.get(i), 1)) {
                if (k == distinct.length) {
                    distinct = Arrays.copyOf(distinct, 2 * k);
                }
                distinct[k++] = all.get(i);
                if (3L * k > set.length) { // a load above two thirds: double the table
                    set = new long[2 * set.length];
                    for (int j = 0; j < k; j++) {
                        insert(set, distinct[j], 1);
                    }
                }
            }
        }
        long[] sorted = Arrays.copyOf(distinct, k);
        Arrays.sort(sorted);
        return sorted;
    }

    /** Puts (key, value) into the table unless the key is there; returns whether it was new. */
    private static boolean insert(long[] table, long key, long value) {
        int mask = table.length / 2 - 1;
        for (int h = hash(key) & mask; ; h = (h + 1) & mask) {
            if (table[2 * h + 1] == 0) {
                table[2 * h] = key;
                table[2 * h + 1] = value;
                return true;
            }
            if (table[2 * h] == key) {
                return false;
            }
        }
    }

    /** A power of two at least 1.5 times {@code n} (a load of at most two thirds). */
    private static int capacity(int n) {
        return Integer.highestOneBit(Math.max(4, n + n / 2)) * 2;
    }

    private static int hash(long id) {
        long x = id * 0x9E3779B97F4A7C15L; // Fibonacci hashing: the high bits mix every bit of the id
        return (int) (x >>> 32);
    }
}
