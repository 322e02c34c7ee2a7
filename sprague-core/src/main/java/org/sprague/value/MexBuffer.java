package org.sprague.value;

import java.util.Arrays;

/**
 * A reusable mark array for computing many mex values in a row without allocating or clearing per call.
 *
 * <p>Each round stamps marks with a fresh generation number, so starting a round costs O(1) instead of a fill.
 * Values larger than the buffer's capacity grow it; negative values are ignored.
 */
public final class MexBuffer {
    private int[] stamp;
    private int generation = 1;

    /** A buffer for values below 64 at first; it grows as larger values are added. */
    public MexBuffer() {
        this(64);
    }

    /**
     * A buffer sized for values below {@code initialCapacity} at first.
     *
     * @param initialCapacity the values the buffer holds before it grows (at least 1 is used)
     */
    public MexBuffer(int initialCapacity) {
        stamp = new int[Math.max(1, initialCapacity)];
    }

    /** Starts a new set of values. */
    public void clear() {
        generation++;
        if (generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
    }

    /**
     * Adds a value to the current set.
     *
     * @param value the value; a negative one is ignored
     */
    public void add(int value) {
        if (value < 0) {
            return;
        }
        if (value >= stamp.length) {
            stamp = Arrays.copyOf(stamp, Math.max(value + 1, stamp.length * 2));
        }
        stamp[value] = generation;
    }

    /**
     * Whether the current set holds a value.
     *
     * @param value any int
     * @return whether {@code value} was added since the last {@link #clear()} (never for a negative one)
     */
    public boolean contains(int value) {
        return value >= 0 && value < stamp.length && stamp[value] == generation;
    }

    /**
     * The minimum excludant of the current set.
     *
     * @return the least non-negative integer not added since the last {@link #clear()}
     */
    public int mex() {
        int m = 0;
        while (m < stamp.length && stamp[m] == generation) {
            m++;
        }
        return m;
    }
}
