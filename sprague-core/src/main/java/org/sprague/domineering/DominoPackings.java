package org.sprague.domineering;

/**
 * A Domineering board of at most 64 cells in one {@code long}, bit {@code r * width + c} for cell (r, c), and what
 * each player's dominoes can do on a set of its cells: where they fit, which cells only one player can ever cover,
 * and the most disjoint dominoes a player can place there (greedy along its lines, which is optimal). The counts
 * of {@link CountedOutcome}, the areas of {@link ProtectiveAreas} and the move order of
 * {@link DomineeringBitboard} are taken from these.
 */
final class DominoPackings {
    /** The bits of even index. */
    private static final long EVEN_BITS = 0x5555555555555555L;

    final int width;
    final int height;
    final int cells;
    /** Every cell of the board. */
    final long all;
    final long notFirstColumn;
    final long notLastColumn;
    final long[] rowMasks;
    final long[] columnMasks;
    /** The cells of the even columns (from 0), and of the even rows. */
    final long evenColumns;
    final long evenRows;

    /** The board of {@code width x height} cells, at most 64. */
    DominoPackings(int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = width * height;
        this.all = cells == 64 ? -1L : (1L << cells) - 1;
        long row = width == 64 ? -1L : (1L << width) - 1;
        rowMasks = new long[height];
        for (int r = 0; r < height; r++) {
            rowMasks[r] = row << (r * width);
        }
        columnMasks = new long[width];
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                columnMasks[c] |= 1L << (r * width + c);
            }
        }
        long even = 0;
        for (int c = 0; c < width; c += 2) {
            even |= columnMasks[c];
        }
        evenColumns = even;
        even = 0;
        for (int r = 0; r < height; r += 2) {
            even |= rowMasks[r];
        }
        evenRows = even;
        notFirstColumn = all & ~columnMasks[0];
        notLastColumn = all & ~columnMasks[width - 1];
    }

    /** Left's moves: top cells of two vertically adjacent empty cells. */
    long verticalPairs(long empty) {
        return empty & (empty >>> width);
    }

    /** Right's moves: left cells of two horizontally adjacent empty cells. */
    long horizontalPairs(long empty) {
        return empty & (empty >>> 1) & notLastColumn;
    }

    /** The cells next to {@code cells}. */
    long neighbours(long cells) {
        return (((cells << 1) & notFirstColumn) | ((cells >>> 1) & notLastColumn) | (cells << width)
                | (cells >>> width)) & all;
    }

    /** Empty cells with no empty horizontal neighbour: Right can never cover them. */
    long protectedFromRight(long empty) {
        return empty & ~((empty << 1) & notFirstColumn) & ~((empty >>> 1) & notLastColumn);
    }

    /** Empty cells with no empty vertical neighbour: Left can never cover them. */
    long protectedFromLeft(long empty) {
        return empty & ~(empty << width) & ~(empty >>> width) & all;
    }

    /** The most disjoint vertical dominoes on {@code cells}: greedy from the top of each column, which is optimal. */
    int verticalCount(long cells) {
        return Long.bitCount(verticalTops(cells));
    }

    /** The cells of {@link #verticalCount}'s dominoes. */
    long verticalCells(long cells) {
        long tops = verticalTops(cells);
        return tops | (tops << width);
    }

    /**
     * The top cells of {@link #verticalCount}'s dominoes, taken greedily from the top of each column: in each run of
     * pairs (top cells of two empty cells one above the other) the pairs at an even distance from the run's start.
     * The runs that start on an even row are filled down from their starts by doubling shifts (a run of pairs is
     * shorter than the board's height).
     */
    private long verticalTops(long cells) {
        long pairs = verticalPairs(cells);
        long evenRuns = pairs & ~(pairs << width) & evenRows;
        long along = pairs;
        for (int shift = width; shift < this.cells; shift <<= 1) {
            evenRuns |= along & (evenRuns << shift);
            along &= along << shift;
        }
        return (evenRuns & evenRows) | (pairs & ~evenRuns & ~evenRows);
    }

    /** The cells of {@link #horizontalCount}'s dominoes. */
    long horizontalCells(long cells) {
        long lefts = horizontalLefts(cells);
        return lefts | (lefts << 1);
    }

    /**
     * The left cells of {@link #horizontalCount}'s dominoes, taken greedily from the left of each row: in each run of
     * pairs (left cells of two empty cells side by side) the pairs at an even distance from the run's start. No run
     * of pairs reaches the last column, so adding a run's first bit clears the run and carries into a cell outside
     * every run: that marks the runs that start on an even bit, with no carry past them.
     */
    private long horizontalLefts(long cells) {
        long pairs = horizontalPairs(cells);
        long starts = pairs & ~(pairs << 1);
        long evenRuns = pairs & ~(pairs + (starts & EVEN_BITS));
        return (evenRuns & EVEN_BITS) | (pairs & ~evenRuns & ~EVEN_BITS);
    }

    /**
     * The greedy packing of {@code left}'s dominoes on {@code cells} ({@link #verticalCount}, {@link
     * #horizontalCount}), each domino by its top (Left) or left (Right) cell.
     */
    long packing(long cells, boolean left) {
        return left ? verticalTops(cells) : horizontalLefts(cells);
    }

    /** The most disjoint horizontal dominoes on {@code cells}: greedy from the left of each row. */
    int horizontalCount(long cells) {
        return Long.bitCount(horizontalLefts(cells));
    }

    /**
     * The most disjoint dominoes of {@code left} on {@code cells} in every other column (Left) or row (Right),
     * the even or the odd ones, whichever holds more: no domino of the other direction meets two of them.
     */
    int apart(long cells, boolean left) {
        return apartOf(packing(cells, left), left);
    }

    /**
     * {@link #apart} from the greedy packing of the same cells: the packing is greedy in each line on its own, so
     * its dominoes on the even lines are the packing of the cells on the even lines.
     */
    int apartOf(long firsts, boolean left) {
        long even = left ? evenColumns : evenRows;
        return Math.max(Long.bitCount(firsts & even), Long.bitCount(firsts & ~even));
    }
}
