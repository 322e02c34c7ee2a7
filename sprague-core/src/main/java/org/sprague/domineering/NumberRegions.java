package org.sprague.domineering;

import org.sprague.game.BoardRegions;

/**
 * Sums on {@link DomineeringBitboard} (when it is asked for them): once the counts have not decided a position, the
 * small regions next to the move that reached it whose values are numbers leave the board, and their numbers join
 * the position's second word (in units of {@link DomineeringBitboard#UNIT}). A lone cell is 0 and a lone domino
 * one move of its player's; a larger region, of at most {@link DomineeringRegionValues#maxRegion()} cells, takes
 * its value from {@link DomineeringRegionValues}, kept by its cells in a direct-mapped cache.
 */
final class NumberRegions {
    private static final int FOLD_CACHE_BITS = 15;

    private final DomineeringBitboard board;
    private final DominoPackings packings;
    private final DomineeringRegionValues values;
    private final int width;
    /** Regions of at most this many cells that a move cuts off are valued. */
    private final int foldLimit;
    /**
     * Cut-off regions' numbers by their cells, direct-mapped; {@link DomineeringBitboard#NOT_NUMBER} for a region
     * left on the board.
     */
    private final long[] foldedCells = new long[1 << FOLD_CACHE_BITS];
    private final int[] foldedValues = new int[1 << FOLD_CACHE_BITS];

    /** The number regions of {@code board}, valued by {@code values}. */
    NumberRegions(DomineeringBitboard board, DominoPackings packings, DomineeringRegionValues values) {
        this.board = board;
        this.packings = packings;
        this.values = values;
        this.width = packings.width;
        this.foldLimit = values.maxRegion();
    }

    /**
     * The small regions next to {@code move}'s domino whose values are numbers leave the board, their numbers
     * added to the second word: the regions the move cut off, or left small.
     *
     * @param state the position
     * @param extra its second word
     * @param left whether Left is to move
     * @param move the board move (by the other player) that reached the position
     * @param settledExtra receives the second word of the form, in its element 0
     * @return the board of the form
     */
    long settled(long state, int extra, boolean left, int move, int[] settledExtra) {
        int sum = extra;
        // the move was the other player's
        long cells = 1L << move | 1L << (move + (left ? 1 : width));
        long seeds = packings.neighbours(cells) & state;
        while (seeds != 0) {
            long seed = Long.lowestOneBit(seeds);
            long around = packings.neighbours(seed) & state;
            if (around == 0) {
                // a lone cell: 0
                state &= ~seed;
                seeds &= ~seed;
                continue;
            }
            if ((around & (around - 1)) == 0 && (packings.neighbours(around) & state) == seed) {
                // a lone domino: one move of its player's, 1 or -1
                state &= ~(seed | around);
                seeds &= ~(seed | around);
                sum += around == seed << width || around == seed >>> width ? DomineeringBitboard.UNIT
                        : -DomineeringBitboard.UNIT;
                continue;
            }
            long region = BoardRegions.regionOf(state, seed, width, foldLimit);
            seeds &= ~region;
            if (Long.bitCount(region) > foldLimit) {
                continue;
            }
            int v = numberOf(region);
            if (v != DomineeringBitboard.NOT_NUMBER && Math.abs((long) sum + v) < Integer.MAX_VALUE / 2) {
                state &= ~region;
                sum += v;
            }
        }
        settledExtra[0] = sum;
        return state;
    }

    /**
     * A region's value in {@link DomineeringBitboard#UNIT}s when it is a number that fine, else
     * {@link DomineeringBitboard#NOT_NUMBER}; kept by cells.
     */
    private int numberOf(long region) {
        long h = region * 0x9E3779B97F4A7C15L;
        int slot = (int) (h >>> (64 - FOLD_CACHE_BITS));
        if (foldedCells[slot] == region) {
            return foldedValues[slot];
        }
        int v = values.numberOf(board, region, 16);
        foldedCells[slot] = region;
        foldedValues[slot] = v == DomineeringRegionValues.NOT_NUMBER ? DomineeringBitboard.NOT_NUMBER : v;
        return foldedValues[slot];
    }
}
