package org.sprague.heap;

import java.util.Arrays;
import java.util.function.LongToIntFunction;

/**
 * The values G(0..) a {@link GrundyValues} answer holds, read by heap: the int array of a {@link GrundyTable} (the
 * general mex algorithm, rule files, misère tables) or the byte-wide store of the long runs
 * ({@code org.sprague.heap.sequence.ValueStore}). Printers, statistics, plots and value files read them through
 * this view only, so one answer type serves every engine.
 */
public interface HeapValues {
    /**
     * A value.
     *
     * @param n the heap, within the computed range
     * @return G(n)
     */
    int get(long n);

    /**
     * Bytes a value as stored.
     *
     * @return 1, 2 or 4 (an int array: 4)
     */
    int width();

    /**
     * G(0..upto) for readers that take a function (the period detector, the table's facts), as fast as the
     * storage allows.
     *
     * @param upto the largest heap that will be read
     * @return n -&gt; G(n), for {@code 0 <= n <= upto}
     */
    default LongToIntFunction reader(long upto) {
        return this::get;
    }

    /**
     * The values as one byte array when they are stored so and it holds every heap below {@code end} (the fast
     * paths read it directly), else {@code null}.
     *
     * @param end the heaps needed, {@code 0 .. end-1}
     * @return the array, shared, or {@code null}
     */
    default byte[] bytesBelow(long end) {
        return null;
    }

    /**
     * The values copied into an int array.
     *
     * @param upto the largest heap copied
     * @return G(0..upto)
     * @throws org.sprague.ResourceLimitException when they do not fit one array
     */
    int[] toIntArray(long upto);

    /**
     * A view of an int array, not copied.
     *
     * @param g the values, G(n) at index n
     * @return the view
     */
    static HeapValues of(int[] g) {
        return new HeapValues() {
            @Override
            public int get(long n) {
                return g[(int) n];
            }

            @Override
            public int width() {
                return 4;
            }

            @Override
            public LongToIntFunction reader(long upto) {
                return n -> g[(int) n];
            }

            @Override
            public int[] toIntArray(long upto) {
                return Arrays.copyOf(g, (int) upto + 1);
            }
        };
    }
}
