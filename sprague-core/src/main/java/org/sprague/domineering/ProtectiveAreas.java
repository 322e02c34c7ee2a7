package org.sprague.domineering;

/**
 * Domineering's protective blocks and areas: 2x2 squares of empty cells walled across one player's direction,
 * which that player claims with one move (it leaves a safe move of its own and takes the opponent's moves there).
 * The blocks (walls on both sides) are Breuker, Uiterwijk and van den Herik's ("Solving 8x8 Domineering",
 * Theoretical Computer Science 230, 2000); the areas with a wall on one side follow the protective areas of
 * Bullock's thesis cited in {@link SureMoveCount}. {@link CountedOutcome} counts them as sure moves.
 */
final class ProtectiveAreas {
    private final DominoPackings packings;
    private final int width;
    private final int height;
    private final long all;
    private final long notFirstColumn;
    private final long notLastColumn;
    private final long[] rowMasks;
    private final long[] columnMasks;

    /** The areas of a board of {@code packings}' size. */
    ProtectiveAreas(DominoPackings packings) {
        this.packings = packings;
        this.width = packings.width;
        this.height = packings.height;
        this.all = packings.all;
        this.notFirstColumn = packings.notFirstColumn;
        this.notLastColumn = packings.notLastColumn;
        this.rowMasks = packings.rowMasks;
        this.columnMasks = packings.columnMasks;
    }

    /**
     * Left's protective blocks: 2x2 squares of empty cells whose left and right neighbours are all filled (or off
     * the board), so that Right can cover their cells only by one of its two dominoes inside the square. Left's
     * move in one column of a block leaves the other column a safe move of Left's and ends Right's two there.
     * Chosen disjoint, from the top; each block by its top-left cell.
     *
     * @param empty the empty cells
     * @return the blocks' top-left cells
     */
    long verticalBlocks(long empty) {
        long bothRows = packings.horizontalPairs(empty) & (packings.horizontalPairs(empty) >>> width);
        long wallLeft = ~((empty << 1) & notFirstColumn);
        long wallRight = ~((empty >>> 2) & notLastColumn & (notLastColumn >>> 1));
        long tops = bothRows & wallLeft & (wallLeft >>> width) & wallRight & (wallRight >>> width);
        long chosen = 0;
        for (int r = 0; r < height - 1; r++) {
            // a block overlaps only the block right above it in the same columns
            chosen |= tops & rowMasks[r] & ~(chosen << width);
        }
        return chosen;
    }

    /** Right's protective blocks, as {@link #verticalBlocks} turned: walls above and below, chosen from the left. */
    long horizontalBlocks(long empty) {
        long bothColumns = packings.verticalPairs(empty) & (packings.verticalPairs(empty) >>> 1) & notLastColumn;
        long wallAbove = ~(empty << width);
        // (a shift by 64 would be none in Java: a board of two rows has nothing below its top row's blocks)
        long wallBelow = 2 * width >= 64 ? -1L : ~(empty >>> (2 * width));
        long tops = bothColumns & wallAbove & (wallAbove >>> 1) & wallBelow & (wallBelow >>> 1);
        long chosen = 0;
        for (int c = 0; c < width - 1; c++) {
            chosen |= tops & columnMasks[c] & ~(chosen << 1);
        }
        return chosen;
    }

    /**
     * Left's protective areas, besides its blocks (derived here, after the protective areas of Bullock's thesis
     * cited in {@link SureMoveCount}, which need a wall on one side only): 2x2 squares of empty cells, off the
     * {@code taken} cells, with the left or the right neighbours of both rows filled (or off the board). Left's
     * move in the column away from the wall leaves the other column a safe move of Left's and takes the second
     * cell of the run from each of Right's two rows, so one move fewer in each. Right's dominoes that touch an
     * area lie in its two rows, on its cells and the cells beside its open side ({@link #areaSides}); the areas
     * are chosen disjoint and apart, so that no domino of Right's touches two of them. Each area by its top-left
     * cell.
     *
     * @param empty the empty cells
     * @param taken cells no area may use (the blocks')
     * @return the areas' top-left cells
     */
    long verticalAreas(long empty, long taken) {
        long square = packings.horizontalPairs(empty) & (packings.horizontalPairs(empty) >>> width);
        long wallLeft = ~((empty << 1) & notFirstColumn);
        long wallRight = ~((empty >>> 2) & notLastColumn & (notLastColumn >>> 1));
        long tops = square & ((wallLeft & (wallLeft >>> width)) | (wallRight & (wallRight >>> width)));
        return chosenApart(tops & ~blockTops(taken), taken, true);
    }

    /** Right's protective areas, as {@link #verticalAreas} turned: a wall above or below. */
    long horizontalAreas(long empty, long taken) {
        long square = packings.verticalPairs(empty) & (packings.verticalPairs(empty) >>> 1) & notLastColumn;
        long wallAbove = ~(empty << width);
        long wallBelow = 2 * width >= 64 ? -1L : ~(empty >>> (2 * width));
        long tops = square & ((wallAbove & (wallAbove >>> 1)) | (wallBelow & (wallBelow >>> 1)));
        return chosenApart(tops & ~blockTops(taken), taken, false);
    }

    /** The top-left cells of the 2x2 squares that meet {@code cells}. */
    private long blockTops(long cells) {
        long rows = cells | (cells >>> width);
        return (rows | ((rows >>> 1) & notLastColumn)) & all;
    }

    /**
     * Of candidate areas, a set chosen lowest first, each off the cells of the others and of the cells beside
     * them (a cell beside one area and in another is a cell of the second beside the first, so one test suffices).
     */
    private long chosenApart(long candidates, long taken, boolean left) {
        long chosen = 0;
        long used = taken;
        for (long rest = candidates; rest != 0; rest &= rest - 1) {
            long top = rest & -rest;
            long cells = blockCells(top);
            if (((cells | areaSides(cells, left)) & used) == 0) {
                chosen |= top;
                used |= cells;
            }
        }
        return chosen;
    }

    /** The cells beside areas across the player's direction: where the opponent's dominoes into them come from. */
    long areaSides(long cells, boolean left) {
        if (left) {
            return (((cells << 1) & notFirstColumn) | ((cells >>> 1) & notLastColumn)) & ~cells & all;
        }
        return ((cells << width) | (cells >>> width)) & ~cells & all;
    }

    /** The four cells of each block given by its top-left cell. */
    long blockCells(long blocks) {
        long row = blocks | (blocks << 1);
        return row | (row << width);
    }
}
