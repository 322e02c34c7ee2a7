package org.sprague.cram;

import java.util.Locale;
import org.sprague.ResourceLimitException;
import org.sprague.game.BoardRegions;
import org.sprague.solve.Budget;

/**
 * Grundy values of Cram positions by memoised search. A position is the disjunctive sum of its 4-connected empty
 * regions, so its value is the nim-sum of theirs (Sprague 1935, Grundy 1939); a region's value is the mex of its
 * options' values, each again a nim-sum over the regions a domino leaves. Regions are cropped to their bounding box
 * and keyed in one canonical orientation under the symmetries of the box (8 for a square, 4 otherwise: a Cram
 * region and its mirror images and transpositions have the same options up to that map, so the same value), in a
 * {@link RegionCache} of fixed size.
 *
 * <p>Regions of fewer than four cells are settled without search: one cell has no move (value 0); two or three
 * connected cells have moves only to positions without moves (value 1).
 *
 * <p>Not thread-safe: one search per thread. The search counts the regions it solves ({@link #nodes()}) and stops
 * with a {@link ResourceLimitException} past its node limit or its deadline.
 */
public final class RegionSearch {
    /** Every node's children are searched depth-first; a region of 64 cells is at most 32 dominoes deep. */
    private static final int MAX_DEPTH = Cells.MAX_CELLS / 2 + 2;
    private static final int CHECK_EVERY = 1 << 14;

    /**
     * Search steps charged per region solved, so that the standard search budget (about a second) is about a
     * second of this search on one core (docs/BENCHMARKS.md).
     */
    public static final double STEPS_PER_NODE = 400;

    private final RegionCache cache;
    private final Budget.Deadline deadline;
    private final double stepLimit;
    private final long nodeLimit;
    /** Transposition tables by box: {@code transpositions[w * 65 + h]}, filled when first needed. */
    private final int[][] transpositions = new int[65 * 65][];
    /** Scratch lists of components, one per depth of the search. */
    private final long[][] parts = new long[MAX_DEPTH + 1][Cells.MAX_CELLS / 2 + 1];
    private int depth;
    private long nodes;
    private long hits;

    /**
     * A search with its own table.
     *
     * @param capacity entries of the table, a power of two of at least 2
     * @param budget the search steps ({@link #STEPS_PER_NODE} per region solved) and the time this search may take
     */
    public RegionSearch(int capacity, Budget budget) {
        this.cache = new RegionCache(capacity);
        this.deadline = budget.start();
        this.stepLimit = budget.searchSteps();
        this.nodeLimit = (long) Math.min(Long.MAX_VALUE, stepLimit / STEPS_PER_NODE);
    }

    /**
     * Bytes a table of {@code capacity} entries takes.
     *
     * @param capacity the entries of the table
     * @return the bytes
     */
    public static long tableBytes(int capacity) {
        return (long) capacity * RegionCache.ENTRY_BYTES;
    }

    /**
     * Regions solved by search so far (the table's misses).
     *
     * @return the regions searched
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Regions whose value the table held.
     *
     * @return the regions read from the table
     */
    public long hits() {
        return hits;
    }

    /**
     * Entries of the table.
     *
     * @return the entries
     */
    public int capacity() {
        return cache.capacity();
    }

    /**
     * Entries written over another (0 while the table never filled a bucket).
     *
     * @return the entries replaced
     */
    public long replaced() {
        return cache.replaced();
    }

    /**
     * The Grundy value of the empty cells {@code mask} of a {@code width x height} box: the nim-sum over its
     * regions.
     *
     * @param width columns, 1 to 64
     * @param height rows, with {@code width * height <= 64}
     * @param mask the empty cells, bit {@code r * width + c}
     * @return the Grundy value
     * @throws ResourceLimitException past the node limit or the deadline
     */
    public int value(int width, int height, long mask) {
        if (width < 1 || height < 1 || width * height > Cells.MAX_CELLS) {
            throw new IllegalArgumentException("a box of 1 to 64 cells, got " + width + "x" + height);
        }
        return sum(width, height, mask);
    }

    private int sum(int width, int height, long mask) {
        long[] list = parts[depth];
        int n = 0;
        for (long rest = mask; rest != 0; ) {
            long comp = BoardRegions.regionOf(rest, Long.lowestOneBit(rest), width, BoardRegions.MAX_BOX_CELLS);
            rest &= ~comp;
            if (Long.bitCount(comp) >= 2) {
                list[n++] = comp;
            }
        }
        int x = 0;
        for (int i = 0; i < n; i++) {
            long comp = list[i];
            int size = Long.bitCount(comp);
            if (size <= 3) {
                x ^= 1;
                continue;
            }
            int box = Cells.box(width, height, comp);
            x ^= region(Cells.width(box), Cells.height(box), Cells.crop(width, comp, box));
        }
        return x;
    }

    /**
     * The least of {@code least} and the four images of {@code mask} under the mirrors of its box: the half-turn
     * is the reversal of the box's bits, a mirror of the rows moves whole rows, and the mirror of the columns is
     * the two together.
     */
    private static long leastFlip(int width, int height, long mask, long least) {
        int shift = 64 - width * height;
        long rowBits = width == 64 ? -1L : (1L << width) - 1;
        long rows = 0;
        for (int r = 0; r < height; r++) {
            rows |= ((mask >>> (r * width)) & rowBits) << ((height - 1 - r) * width);
        }
        long turned = Long.reverse(mask) >>> shift;
        long columns = Long.reverse(rows) >>> shift;
        long a = Long.compareUnsigned(mask, turned) < 0 ? mask : turned;
        long b = Long.compareUnsigned(rows, columns) < 0 ? rows : columns;
        long m = Long.compareUnsigned(a, b) < 0 ? a : b;
        return Long.compareUnsigned(m, least) < 0 ? m : least;
    }

    /** The value of one connected region of at least four cells, cropped to its box. */
    private int region(int width, int height, long mask) {
        // the key: the least image, as an unsigned number, among those at least as wide as high
        int keyShape = Cells.shape(Math.max(width, height), Math.min(width, height));
        long key = -1;
        if (width >= height) {
            key = leastFlip(width, height, mask, key);
        }
        if (width <= height) {
            int at = width * 65 + height;
            int[] table = transpositions[at];
            if (table == null) {
                table = Cells.symmetryTable(width, height, 4);
                transpositions[at] = table;
            }
            key = leastFlip(height, width, Cells.transform(mask, table), key);
        }
        int known = cache.get(keyShape, key);
        if (known >= 0) {
            hits++;
            return known;
        }
        long before = nodes++;
        if ((nodes & (CHECK_EVERY - 1)) == 0) {
            deadline.check(String.format(Locale.ROOT, "%d regions of cram searched", nodes));
        }
        if (nodes > nodeLimit) {
            // the size of the rest of the search is unknown: ten times the limit is a guess, said as one
            throw new ResourceLimitException(String.format(Locale.ROOT, "this cram board needs more than the search"
                    + " budget of %.0e steps (%d regions solved; more steps, perhaps ten times as many, may do)",
                    stepLimit, nodeLimit), ResourceLimitException.Resource.STEPS, stepLimit * 10);
        }
        long seenLow = 0;
        long seenHigh = 0;
        depth++;
        for (long pairs = Cells.horizontalPairs(width, mask); pairs != 0; pairs &= pairs - 1) {
            int i = Long.numberOfTrailingZeros(pairs);
            int v = sum(width, height, mask & ~(3L << i));
            if (v < 64) {
                seenLow |= 1L << v;
            } else {
                seenHigh |= 1L << v;
            }
        }
        for (long pairs = Cells.verticalPairs(width, height, mask); pairs != 0; pairs &= pairs - 1) {
            int i = Long.numberOfTrailingZeros(pairs);
            int v = sum(width, height, mask & ~(1L << i) & ~(1L << (i + width)));
            if (v < 64) {
                seenLow |= 1L << v;
            } else {
                seenHigh |= 1L << v;
            }
        }
        depth--;
        int value = ~seenLow != 0 ? Long.numberOfTrailingZeros(~seenLow) : 64 + Long.numberOfTrailingZeros(~seenHigh);
        cache.put(keyShape, key, value, nodes - before);
        return value;
    }
}
