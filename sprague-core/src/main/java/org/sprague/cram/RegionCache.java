package org.sprague.cram;

/**
 * A fixed-size table of region values: open addressing in buckets of two entries, with no growth. A new entry takes
 * an empty slot of its bucket, or else replaces the entry whose search was smaller (the "two-deep" replacement of
 * transposition tables: Breuker, Uiterwijk and van den Herik, "Replacement schemes for transposition tables", ICCA
 * Journal 17, 1994), so the table keeps the values that cost most to find again. A lost entry only costs time: its
 * value is searched again.
 *
 * <p>Each entry is a key (the region's cells in canonical orientation) and one int: the box shape (14 bits), the
 * value (7 bits, as a region of 64 cells has at most 112 moves and so a value below 128), the log2 of the nodes its
 * search took (5 bits), a bit that marks the slot used and a bit that marks the value a lower bound only (the search
 * learnt that the region's value is at least it, not what it is).
 */
final class RegionCache {
    /** Bytes per entry: a long key and an int. */
    static final int ENTRY_BYTES = 12;

    private static final int USED = 1 << 26;
    private static final int BOUND = 1 << 27;
    /** What {@link #get} adds to a lower bound, to tell it from an exact value. */
    static final int LOWER_BOUND = 128;

    private final long[] keys;
    private final int[] meta;
    private final int mask;
    private long replaced;
    private long stored;

    /** A table of {@code capacity} entries, a power of two of at least 2. */
    RegionCache(int capacity) {
        if (capacity < 2 || Integer.bitCount(capacity) != 1) {
            throw new IllegalArgumentException("capacity must be a power of two >= 2, got " + capacity);
        }
        keys = new long[capacity];
        meta = new int[capacity];
        mask = capacity - 2;
    }

    int capacity() {
        return keys.length;
    }

    /** Entries that replaced another (the table was full there). */
    long replaced() {
        return replaced;
    }

    /** Entries written. */
    long stored() {
        return stored;
    }

    private int bucket(int shape, long key) {
        // MurmurHash3's 64-bit finalizer: every bit of the key reaches the low bits the index takes
        long h = key ^ shape * 0x9E3779B97F4A7C15L;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return (int) h & mask;
    }

    /**
     * The value stored for the region, or {@link #LOWER_BOUND} plus a lower bound of it, or -1 when nothing is
     * stored.
     */
    int get(int shape, long key) {
        int i = bucket(shape, key);
        if (matches(i, shape, key)) {
            return read(meta[i]);
        }
        if (matches(i + 1, shape, key)) {
            return read(meta[i + 1]);
        }
        return -1;
    }

    private static int read(int m) {
        return (m >>> 14 & 127) + ((m & BOUND) != 0 ? LOWER_BOUND : 0);
    }

    private boolean matches(int i, int shape, long key) {
        int m = meta[i];
        return (m & USED) != 0 && keys[i] == key && (m & 0x3FFF) == shape;
    }

    /** Stores a value, with the number of nodes its search took (which decides what a full bucket keeps). */
    void put(int shape, long key, int value, long nodes) {
        store(shape, key, value, nodes, 0);
    }

    /**
     * Stores a lower bound of a region's value (an entry of the region already there, a bound or its value, is
     * replaced: a bound is stored only when the table held no value for the region).
     */
    void putLowerBound(int shape, long key, int bound, long nodes) {
        store(shape, key, bound, nodes, BOUND);
    }

    private void store(int shape, long key, int value, long nodes, int bound) {
        int work = Math.min(31, 63 - Long.numberOfLeadingZeros(Math.max(1, nodes)));
        int entry = USED | bound | work << 21 | value << 14 | shape;
        int i = bucket(shape, key);
        int slot;
        if (matches(i, shape, key)) {
            slot = i;
        } else if (matches(i + 1, shape, key)) {
            slot = i + 1;
        } else if ((meta[i] & USED) == 0) {
            slot = i;
        } else if ((meta[i + 1] & USED) == 0) {
            slot = i + 1;
        } else {
            slot = work(meta[i]) <= work(meta[i + 1]) ? i : i + 1;
            replaced++;
        }
        keys[slot] = key;
        meta[slot] = entry;
        stored++;
    }

    private static int work(int m) {
        return m >>> 21 & 31;
    }
}
