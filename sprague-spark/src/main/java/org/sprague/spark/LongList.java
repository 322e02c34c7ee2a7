package org.sprague.spark;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.util.Arrays;

/** A growable list of {@code long}s in one array: the compact form of everything the blocks ship and keep. */
final class LongList implements Serializable {
    private static final long serialVersionUID = 1L;

    private static final int CHUNK = 1 << 13;

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

    /**
     * Ships the values in blocks of bytes copied in bulk, where Java serialization's own array writing and reading
     * goes through one {@code long} at a time (a tenth of the job's samples at 10^6 moves).
     */
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.writeInt(size);
        byte[] bytes = new byte[8 * Math.min(size, CHUNK)];
        for (int from = 0; from < size; from += CHUNK) {
            int n = Math.min(CHUNK, size - from);
            ByteBuffer.wrap(bytes).asLongBuffer().put(values, from, n);
            out.write(bytes, 0, 8 * n);
        }
    }

    private void readObject(ObjectInputStream in) throws IOException {
        size = in.readInt();
        values = new long[Math.max(16, size)];
        byte[] bytes = new byte[8 * Math.min(size, CHUNK)];
        for (int from = 0; from < size; from += CHUNK) {
            int n = Math.min(CHUNK, size - from);
            in.readFully(bytes, 0, 8 * n);
            ByteBuffer.wrap(bytes).asLongBuffer().get(values, from, n);
        }
    }
}
