package org.sprague.partizan.ruleset;

/**
 * The values engine's table from parts to their values' ids, by open addressing (linear probing, Knuth's
 * multiplicative hashing of {@code hashCode}) in three arrays: no entry objects and no boxed values, so a lookup
 * reads the key it compares and nothing else. Entries are never removed.
 *
 * @param <P> the part type
 */
final class PartValues<P> {
    /** What {@link #get} returns for a part not held (ids are at least 0). */
    static final int MISSING = -1;

    private int[] hashes = new int[1 << 10];
    private Object[] keys = new Object[hashes.length];
    private int[] values = new int[hashes.length];
    private int bits = 10;
    private int size;

    /** The value's id held for {@code part}, or {@link #MISSING}. */
    int get(P part) {
        int h = part.hashCode();
        int m = keys.length - 1;
        for (int i = slot(h); ; i = (i + 1) & m) {
            Object k = keys[i];
            if (k == null) {
                return MISSING;
            }
            if (hashes[i] == h && k.equals(part)) {
                return values[i];
            }
        }
    }

    /** Holds {@code value} for {@code part}, which is not yet held. */
    void put(P part, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(part.hashCode(), part, value);
        size++;
    }

    int size() {
        return size;
    }

    private int slot(int h) {
        return (h * 0x9E3779B9) >>> (32 - bits);
    }

    private void insert(int h, Object part, int value) {
        int m = keys.length - 1;
        int i = slot(h);
        while (keys[i] != null) {
            i = (i + 1) & m;
        }
        hashes[i] = h;
        keys[i] = part;
        values[i] = value;
    }

    private void grow() {
        int[] oldHashes = hashes;
        Object[] oldKeys = keys;
        int[] oldValues = values;
        bits++;
        hashes = new int[1 << bits];
        keys = new Object[hashes.length];
        values = new int[hashes.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                insert(oldHashes[i], oldKeys[i], oldValues[i]);
            }
        }
    }
}
