package org.sprague.spark;

import java.io.Serializable;

/**
 * The place of each node id in its block. With the nodes given as 0..N-1 the place is {@code id / P}
 * ({@link NodeSpread}); otherwise an open-addressing hash table from id to place (linear probing, built on first
 * use on each executor and never shipped), so that routing a move costs one probe rather than a binary search.
 */
final class Places implements Serializable {
    private static final long serialVersionUID = 1L;

    private final NodeSpread spread;
    private final long[] ids;
    private transient long[] keys;
    private transient int[] slots; // place + 1; 0 marks an empty slot

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
        if (keys == null) {
            build();
        }
        int mask = keys.length - 1;
        for (int h = hash(id) & mask; ; h = (h + 1) & mask) {
            if (slots[h] == 0) {
                throw new IllegalStateException("node " + id + " is not in this block");
            }
            if (keys[h] == id) {
                return slots[h] - 1;
            }
        }
    }

    private void build() {
        int capacity = Integer.highestOneBit(Math.max(4, 2 * ids.length)) * 2;
        long[] k = new long[capacity];
        int[] s = new int[capacity];
        int mask = capacity - 1;
        for (int place = 0; place < ids.length; place++) {
            int h = hash(ids[place]) & mask;
            while (s[h] != 0) {
                h = (h + 1) & mask;
            }
            k[h] = ids[place];
            s[h] = place + 1;
        }
        keys = k;
        slots = s;
    }

    private static int hash(long id) {
        long x = id * 0x9E3779B97F4A7C15L; // Fibonacci hashing: the high bits mix every bit of the id
        return (int) (x >>> 32);
    }
}
