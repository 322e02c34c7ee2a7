package org.sprague.heap.sequence;

import java.util.function.LongToIntFunction;
import org.sprague.ResourceLimitException;
import org.sprague.heap.HeapValues;

/**
 * Grundy values G(0..size-1) in primitive arrays addressed by {@code long}: one byte a value while every value is
 * below 256, two bytes (then four) once a larger value is stored, in chunks of 2^30 entries so that 2^32 values
 * and more fit (the JVM limits one array to about 2^31 entries).
 *
 * <p>Widening copies the stored values once; the byte form is the one every known long run (Grundy's game to
 * 2^30, the octal games .16, .354, .376) keeps to the end.
 */
public final class ValueStore implements HeapValues {
    /** log2 of the entries in one chunk. */
    static final int CHUNK_BITS = 30;

    private final int chunkBits;
    private final int mask;

    private long size;
    private int width = 1;
    private byte[][] bytes;
    private char[][] chars;
    private int[][] ints;

    /**
     * Room for G(0..size-1), all 0, one byte each.
     *
     * @param size the number of values
     */
    public ValueStore(long size) {
        this(size, CHUNK_BITS);
    }

    /** With chunks of 2^chunkBits entries (tests use small ones to cover the chunked paths). */
    ValueStore(long size, int chunkBits) {
        if (size < 1 || chunkBits < 3 || chunkBits > CHUNK_BITS) {
            throw new IllegalArgumentException("size " + size + ", chunk bits " + chunkBits);
        }
        this.size = size;
        this.chunkBits = chunkBits;
        this.mask = (1 << chunkBits) - 1;
        int chunks = chunks(size, chunkBits);
        bytes = new byte[chunks][];
        for (int c = 0; c < chunks; c++) {
            bytes[c] = new byte[chunkLength(c)];
        }
    }

    /**
     * The memory of a store.
     *
     * @param count the number of values
     * @param width bytes a value: 1, 2 or 4
     * @return the bytes needed, array headers included
     */
    public static long bytesNeeded(long count, int width) {
        return count * width + 16L * chunks(count) + 64;
    }

    /**
     * Fails with a {@link ResourceLimitException} naming the figure when {@code count} values of one byte (plus
     * {@code extraBytes} of other state) do not fit in the memory this JVM may still use.
     *
     * @param count the number of values
     * @param extraBytes the memory of the rest of the run
     * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when they do not fit
     */
    public static void checkFits(long count, long extraBytes) {
        long need = bytesNeeded(count, 1) + extraBytes;
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (need > free * 0.9) {
            throw ResourceLimitException.memory(String.format("G(0..%d) needs about %d MiB (one byte a value), more"
                    + " than the %d MiB this JVM may still use; ask for fewer values", count - 1, need >> 20,
                    free >> 20), need, 0.9);
        }
    }

    private static int chunks(long size) {
        return chunks(size, CHUNK_BITS);
    }

    private static int chunks(long size, int bits) {
        return (int) ((size + (1L << bits) - 1) >>> bits);
    }

    private int chunkLength(int c) {
        long left = size - ((long) c << chunkBits);
        return (int) Math.min(1L << chunkBits, left);
    }

    /**
     * Makes room for G(0..newSize-1), keeping the values stored and the width: the last chunk is copied into a
     * longer one and new chunks are added; a store at least that long is left as it is. Arrays handed out before
     * ({@link #bytesBelow}, {@link #charChunk}, {@link #reader}) must not be used after a call.
     *
     * @param newSize the number of values wanted
     * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when the longer store does
     *     not fit in the memory this JVM may still use
     */
    public void grow(long newSize) {
        if (newSize <= size) {
            return;
        }
        int oldChunks = chunks(size, chunkBits);
        int lastOld = oldChunks - 1;
        long copied = (long) chunkLength(lastOld) * width;
        long need = (newSize - size) * width + copied;
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (need > free * 0.9) {
            throw ResourceLimitException.memory(String.format("G(0..%d) needs %d MiB more (%d bytes a value), and"
                    + " this JVM has %d MiB left", newSize - 1, need >> 20, width, free >> 20),
                    size * (long) width + need, 0.9);
        }
        size = newSize;
        int chunks = chunks(newSize, chunkBits);
        if (width == 1) {
            bytes = java.util.Arrays.copyOf(bytes, chunks);
        } else if (width == 2) {
            chars = java.util.Arrays.copyOf(chars, chunks);
        } else {
            ints = java.util.Arrays.copyOf(ints, chunks);
        }
        for (int c = lastOld; c < chunks; c++) {
            int length = chunkLength(c);
            if (width == 1) {
                bytes[c] = bytes[c] == null ? new byte[length] : java.util.Arrays.copyOf(bytes[c], length);
            } else if (width == 2) {
                chars[c] = chars[c] == null ? new char[length] : java.util.Arrays.copyOf(chars[c], length);
            } else {
                ints[c] = ints[c] == null ? new int[length] : java.util.Arrays.copyOf(ints[c], length);
            }
        }
    }

    /**
     * The number of values this store holds.
     *
     * @return the size given at construction
     */
    public long size() {
        return size;
    }

    /**
     * Bytes a value.
     *
     * @return 1, 2 or 4; it only grows
     */
    @Override
    public int width() {
        return width;
    }

    /**
     * A value.
     *
     * @param i the heap, {@code 0 <= i < size()}
     * @return G(i)
     */
    @Override
    public int get(long i) {
        int c = (int) (i >>> chunkBits);
        int j = (int) i & mask;
        if (width == 1) {
            return bytes[c][j] & 0xFF;
        }
        return width == 2 ? chars[c][j] : ints[c][j];
    }

    /**
     * Stores G(i) = v, widening the store when v does not fit its width.
     *
     * @param i the heap, {@code 0 <= i < size()}
     * @param v the value, {@code v >= 0}
     * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when the wider store does
     *     not fit
     */
    public void set(long i, int v) {
        int c = (int) (i >>> chunkBits);
        int j = (int) i & mask;
        if (width == 1 && v < 256) {
            bytes[c][j] = (byte) v;
            return;
        }
        if (v >= 256 && width == 1 || v >= 65536 && width == 2) {
            widen(v < 65536 ? 2 : 4);
        }
        if (width == 2) {
            chars[c][j] = (char) v;
        } else {
            ints[c][j] = v;
        }
    }

    /**
     * G(0..upto) for readers that take a function (the period detector, the table's facts): straight from the byte
     * array when it holds them all, else through {@link #get}. A whole pass of such a reader runs mostly before
     * the JIT compiles it, where each call it saves counts.
     *
     * @param upto the largest index that will be read
     * @return i -&gt; G(i), for {@code 0 <= i <= upto}; to be used at once: a reader kept across a widening of
     *     the store would read the old bytes
     */
    @Override
    public LongToIntFunction reader(long upto) {
        byte[] b = bytesBelow(upto + 1);
        return b != null ? i -> b[(int) i] & 0xFF : this::get;
    }

    /**
     * The first chunk of a one-byte store when it holds every index below {@code end} (the fast paths read it
     * directly), else {@code null}.
     *
     * @param end the indices needed, {@code 0 .. end-1}
     * @return the chunk, shared, or {@code null}
     */
    @Override
    public byte[] bytesBelow(long end) {
        return width == 1 && end <= bytes[0].length ? bytes[0] : null;
    }

    /**
     * The chunk that holds heap {@code i} when the store is two bytes wide, else {@code null}: the fast paths
     * read it directly once a value above 255 has widened the store; its first heap is {@link #chunkStart}. The
     * values are {@code char}s, Java's unsigned 16-bit type, so that a load needs no mask (the plain mex on .007
     * to 2*10^5 takes about a quarter less time on them than on {@code short}s).
     *
     * @param i a heap, {@code 0 <= i < size()}
     * @return the chunk, shared, or {@code null}
     */
    public char[] charChunk(long i) {
        return width == 2 ? chars[(int) (i >>> chunkBits)] : null;
    }

    /**
     * The first heap of the chunk that holds heap {@code i}.
     *
     * @param i a heap, {@code 0 <= i < size()}
     * @return {@code i} rounded down to a multiple of the chunk length
     */
    public long chunkStart(long i) {
        return i & ~(long) mask;
    }

    private void widen(int to) {
        long need = size * to;
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (need > free * 0.9) {
            throw ResourceLimitException.memory(String.format("a value above %d needs %d bytes a value: %d MiB more"
                    + " for G(0..%d), and this JVM has %d MiB left", width == 1 ? 255 : 65535, to, need >> 20,
                    size - 1, free >> 20), need, 0.9);
        }
        int chunks = chunks(size, chunkBits);
        if (to == 2) {
            chars = new char[chunks][];
            for (int c = 0; c < chunks; c++) {
                chars[c] = new char[chunkLength(c)];
                byte[] from = bytes[c];
                for (int j = 0; j < from.length; j++) {
                    chars[c][j] = (char) (from[j] & 0xFF);
                }
                bytes[c] = null;
            }
            bytes = null;
        } else {
            ints = new int[chunks][];
            for (int c = 0; c < chunks; c++) {
                ints[c] = new int[chunkLength(c)];
                for (int j = 0; j < ints[c].length; j++) {
                    ints[c][j] = width == 1 ? bytes[c][j] & 0xFF : chars[c][j];
                }
                if (width == 1) {
                    bytes[c] = null;
                } else {
                    chars[c] = null;
                }
            }
            bytes = null;
            chars = null;
        }
        width = to;
    }

    /**
     * The values copied into an int array (for the analysis of runs that fit one array).
     *
     * @param upto the largest heap copied
     * @return G(0..upto)
     * @throws ResourceLimitException when they do not fit one array
     */
    @Override
    public int[] toIntArray(long upto) {
        if (upto >= Integer.MAX_VALUE - 16) {
            throw new ResourceLimitException("G(0.." + upto + ") does not fit one int array; ask for their statistics"
                    + " or a file of the values instead");
        }
        int[] g = new int[(int) upto + 1];
        for (int i = 0; i <= upto; i++) {
            g[i] = get(i);
        }
        return g;
    }
}
