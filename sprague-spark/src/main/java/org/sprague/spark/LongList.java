package org.sprague.spark;

import java.io.Serializable;
import java.util.Arrays;

/** A growable list of {@code long}s in one array: the compact form of everything the blocks ship and keep. */
final class LongList implements Serializable {
    private static final long serialVersionUID = 1L;

    private long[] values = new long[16];
    private int size;

    void add(long v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, 2 * size);
        }
        values[size++] = v;
    }

    void addAll(LongList other) {
        if (size + other.size > values.length) {
            values = Arrays.copyOf(values, Math.max(2 * values.length, size + other.size));
        }
        System.arraycopy(other.values, 0, values, size, other.size);
        size += other.size;
    }

    long get(int i) {
        return values[i];
    }

    int size() {
        return size;
    }

    /** The values in a new array of exactly {@link #size()}. */
    long[] toArray() {
        return Arrays.copyOf(values, size);
    }

    /** Drops the spare capacity before the list is shipped. */
    private Object writeReplace() {
        values = Arrays.copyOf(values, size);
        return this;
    }
}
