package org.sprague.partizan;

import java.util.Arrays;

/**
 * An open-addressing hash table from {@code long} keys to {@code int} values, without boxing: the caches of
 * sums and comparisons are hit millions of times in a Domineering search.
 */
final class LongIntTable {
    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private int[] values;
    private int size;

    LongIntTable() {
        keys = new long[1 << 10];
        Arrays.fill(keys, EMPTY);
        values = new int[keys.length];
    }

    /** The value stored at {@code key}, or {@code missing}. */
    int get(long key, int missing) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                return missing;
            }
        }
    }

    /** Stores {@code value} at {@code key}; {@code key} must not be {@link Long#MIN_VALUE}. */
    void put(long key, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            if (keys[i] == EMPTY) {
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
        }
    }

    int size() {
        return size;
    }

    /** Whether the next {@link #put} of a new key copies the table into one twice as large. */
    boolean full() {
        return 2 * (size + 1) > keys.length;
    }

    /** The bytes of the table's arrays. */
    long bytes() {
        return 12L * keys.length;
    }

    private static int slot(long key, int mask) {
        return (int) Hashing.mix(key) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        values = new int[keys.length];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
