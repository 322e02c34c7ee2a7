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
 * learnt that the region's value is at least it, not what it is); beside a lower bound, a second int holds the values
 * below 32 that the region is known not to have (a search that answered "not in {@code R}" learnt that the value is
 * not in {@code R}, which a bound alone forgets when {@code R} lies above it). A bucket is four adjacent
 * {@code long}s of one array, its two keys, their two ints packed in one word and their two sets in another, so that a look-up touches one place in memory (most
 * often one cache line) rather than one in an array of keys and another in an array of ints: the look-ups are most
 * of the search's time on large tables, each one a miss of the processor's caches.
 */
final class RegionCache {
    /** Bytes per entry: a long key and two ints. */
    static final int ENTRY_BYTES = 16;

    private static final int USED = 1 << 26;
    private static final int BOUND = 1 << 27;
    /** What {@link #get} adds to a lower bound, to tell it from an exact value. */
    static final int LOWER_BOUND = 128;

    /**
     * Bucket {@code b} at {@code 4b}: key of entry 0, key of entry 1, int of entry 0 (low half) and 1 (high), the
     * values excluded of entry 0 (low half) and 1 (high).
     */
    private final long[] slots;
    private final int buckets;
    private long replaced;
    private long stored;
    /** The values below 32 excluded for the region {@link #get} found last with a lower bound; 0 otherwise. */
    private int excluded;

    /** A table of {@code capacity} entries, a power of two of at least 2. */
    RegionCache(int capacity) {
        if (capacity < 2 || Integer.bitCount(capacity) != 1) {
            throw new IllegalArgumentException("capacity must be a power of two >= 2, got " + capacity);
        }
        buckets = capacity / 2;
        slots = new long[4 * buckets];
    }

    int capacity() {
        return 2 * buckets;
    }

    /** Entries that replaced another (the table was full there). */
    long replaced() {
        return replaced;
    }

    /** Entries written. */
    long stored() {
        return stored;
    }

    /** The index of the bucket's first word. */
    private int bucket(int shape, long key) {
        // MurmurHash3's 64-bit finalizer: every bit of the key reaches the low bits the index takes
        long h = key ^ shape * 0x9E3779B97F4A7C15L;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return 4 * ((int) h & (buckets - 1));
    }

    /**
     * The value stored for the region, or {@link #LOWER_BOUND} plus a lower bound of it (the values it is known not
     * to have then in {@link #excluded}), or -1 when nothing is stored.
     */
    int get(int shape, long key) {
        int b = bucket(shape, key);
        long metas = slots[b + 2];
        int m0 = (int) metas;
        excluded = 0;
        if (slots[b] == key && matches(m0, shape)) {
            excluded = (int) slots[b + 3];
            return read(m0);
        }
        int m1 = (int) (metas >>> 32);
        if (slots[b + 1] == key && matches(m1, shape)) {
            excluded = (int) (slots[b + 3] >>> 32);
            return read(m1);
        }
        return -1;
    }

    /**
     * The values below 32 (bit {@code v} for {@code v}) that the region {@link #get} found last is known not to
     * have, when it found a lower bound; 0 after an exact value or nothing.
     */
    int excluded() {
        return excluded;
    }

    private static int read(int m) {
        return (m >>> 14 & 127) + ((m & BOUND) != 0 ? LOWER_BOUND : 0);
    }

    private static boolean matches(int m, int shape) {
        return (m & USED) != 0 && (m & 0x3FFF) == shape;
    }

    /** Stores a value, with the number of nodes its search took (which decides what a full bucket keeps). */
    void put(int shape, long key, int value, long nodes) {
        store(shape, key, value, nodes, 0, 0);
    }

    /**
     * Stores a lower bound of a region's value and the values below 32 it is known not to have (an entry of the
     * region already there, a bound or its value, is replaced: a bound is stored only when the table held no value
     * for the region).
     */
    void putLowerBound(int shape, long key, int bound, int excludedValues, long nodes) {
        store(shape, key, bound, nodes, BOUND, excludedValues);
    }

    private void store(int shape, long key, int value, long nodes, int bound, int excludedValues) {
        int work = Math.min(31, 63 - Long.numberOfLeadingZeros(Math.max(1, nodes)));
        int entry = USED | bound | work << 21 | value << 14 | shape;
        int b = bucket(shape, key);
        long metas = slots[b + 2];
        int m0 = (int) metas;
        int m1 = (int) (metas >>> 32);
        int slot;
        if (slots[b] == key && matches(m0, shape)) {
            slot = 0;
        } else if (slots[b + 1] == key && matches(m1, shape)) {
            slot = 1;
        } else if ((m0 & USED) == 0) {
            slot = 0;
        } else if ((m1 & USED) == 0) {
            slot = 1;
        } else {
            slot = work(m0) <= work(m1) ? 0 : 1;
            replaced++;
        }
        slots[b + slot] = key;
        long sets = slots[b + 3];
        if (slot == 0) {
            slots[b + 2] = (metas & 0xFFFFFFFF00000000L) | (entry & 0xFFFFFFFFL);
            slots[b + 3] = (sets & 0xFFFFFFFF00000000L) | (excludedValues & 0xFFFFFFFFL);
        } else {
            slots[b + 2] = (metas & 0xFFFFFFFFL) | (long) entry << 32;
            slots[b + 3] = (sets & 0xFFFFFFFFL) | (long) excludedValues << 32;
        }
        stored++;
    }

    private static int work(int m) {
        return m >>> 21 & 31;
    }
}
