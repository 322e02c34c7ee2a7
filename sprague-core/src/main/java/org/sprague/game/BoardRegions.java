package org.sprague.game;

import java.util.ArrayList;
import java.util.List;
import org.sprague.ResourceLimitException;

/**
 * The empty regions of a board of squares (Cram, Domineering): the 4-connected sets of empty squares. Both games
 * split a board this way because a move (a domino on two adjacent empty squares) never joins or touches two
 * regions, so the board is the disjunctive sum of its regions. The one flood fill of the grid games, in two forms:
 * on a board of any size square by square ({@link #of}, {@link #largest}), and on a board of at most 64 squares
 * held in one {@code long} (bit {@code r * width + c}) by word-wide shifts ({@link #regionOf}), which the searches
 * call in every position they value.
 */
public final class BoardRegions {
    /** The most squares a region's bounding box may have: one bit each in a {@code long}. */
    public static final int MAX_BOX_CELLS = 64;
    /** {@code NOT_FIRST_COLUMN[w]}: every bit of a word whose square, on a board {@code w} wide, is not in column 0. */
    private static final long[] NOT_FIRST_COLUMN = new long[MAX_BOX_CELLS + 1];
    /** {@code NOT_LAST_COLUMN[w]}: every bit whose square is not in the last column. */
    private static final long[] NOT_LAST_COLUMN = new long[MAX_BOX_CELLS + 1];

    static {
        for (int w = 1; w <= MAX_BOX_CELLS; w++) {
            for (int i = 0; i < MAX_BOX_CELLS; i++) {
                NOT_FIRST_COLUMN[w] |= i % w > 0 ? 1L << i : 0;
                NOT_LAST_COLUMN[w] |= i % w < w - 1 ? 1L << i : 0;
            }
        }
    }

    /** Which squares of the board are empty. */
    @FunctionalInterface
    public interface Squares {
        /**
         * Whether a square is on the board and empty.
         *
         * @param r the row, from 0
         * @param c the column, from 0
         * @return true for an empty square of the board
         */
        boolean empty(int r, int c);
    }

    /**
     * A region in its bounding box, placed on the board.
     *
     * @param top the box's first row on the board
     * @param left the box's first column on the board
     * @param width the box's columns
     * @param height the box's rows
     * @param mask the squares, bit {@code r * width + c} for box row {@code r}, column {@code c}
     */
    public record Box(int top, int left, int width, int height, long mask) {
    }

    private BoardRegions() {
    }

    /**
     * The empty regions of a board of {@code rows} by {@code columns}, in reading order of their first square.
     *
     * @param rows the board's rows
     * @param columns the board's columns
     * @param squares which squares are empty
     * @param game the game's id, for the message
     * @return the regions
     * @throws ResourceLimitException when a region's bounding box has more than {@link #MAX_BOX_CELLS} squares
     */
    public static List<Box> of(int rows, int columns, Squares squares, String game) {
        List<Box> out = new ArrayList<>();
        boolean[][] seen = new boolean[rows][columns];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (squares.empty(r, c) && !seen[r][c]) {
                    out.add(box(fill(squares, r, c, seen), game));
                }
            }
        }
        return out;
    }

    /**
     * The number of squares of the largest empty region of a board of {@code rows} by {@code columns}.
     *
     * @param rows the board's rows
     * @param columns the board's columns
     * @param squares which squares are empty
     * @return the size of the largest region, 0 on a full board
     */
    public static int largest(int rows, int columns, Squares squares) {
        boolean[][] seen = new boolean[rows][columns];
        int largest = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (squares.empty(r, c) && !seen[r][c]) {
                    largest = Math.max(largest, fill(squares, r, c, seen).size());
                }
            }
        }
        return largest;
    }

    /**
     * The region of {@code cells} (a board of at most 64 squares, {@code width} to a row, square (r, c) at bit
     * {@code r * width + c}) that holds {@code seed}, grown by word-wide shifts; or, as soon as more than
     * {@code cap} squares of it are found, that part of it (more than {@code cap} squares), which is all a caller
     * that values small regions only needs.
     *
     * @param cells the empty squares
     * @param seed one or more squares of the region
     * @param width the board's columns
     * @param cap the most squares of interest ({@link #MAX_BOX_CELLS} for the whole region)
     * @return the region, or more than {@code cap} squares of it
     */
    public static long regionOf(long cells, long seed, int width, int cap) {
        long notFirst = NOT_FIRST_COLUMN[width];
        long notLast = NOT_LAST_COLUMN[width];
        long region = seed;
        while (true) {
            long grown = (region | ((region << 1) & notFirst) | ((region >>> 1) & notLast) | (region << width)
                    | (region >>> width)) & cells;
            if (grown == region || Long.bitCount(grown) > cap) {
                return grown;
            }
            region = grown;
        }
    }

    /** The squares of the region of (r0, c0), each as {row, column}, marked seen (depth first). */
    private static List<int[]> fill(Squares squares, int r0, int c0, boolean[][] seen) {
        List<int[]> cells = new ArrayList<>();
        List<int[]> stack = new ArrayList<>(List.of(new int[] {r0, c0}));
        seen[r0][c0] = true;
        while (!stack.isEmpty()) {
            int[] cell = stack.remove(stack.size() - 1);
            cells.add(cell);
            int[][] steps = {{cell[0] - 1, cell[1]}, {cell[0] + 1, cell[1]}, {cell[0], cell[1] - 1},
                {cell[0], cell[1] + 1}};
            for (int[] s : steps) {
                if (squares.empty(s[0], s[1]) && !seen[s[0]][s[1]]) {
                    seen[s[0]][s[1]] = true;
                    stack.add(s);
                }
            }
        }
        return cells;
    }

    /** A region's squares in its bounding box. */
    private static Box box(List<int[]> cells, String game) {
        int minR = Integer.MAX_VALUE;
        int maxR = Integer.MIN_VALUE;
        int minC = Integer.MAX_VALUE;
        int maxC = Integer.MIN_VALUE;
        for (int[] cell : cells) {
            minR = Math.min(minR, cell[0]);
            maxR = Math.max(maxR, cell[0]);
            minC = Math.min(minC, cell[1]);
            maxC = Math.max(maxC, cell[1]);
        }
        int width = maxC - minC + 1;
        int height = maxR - minR + 1;
        if ((long) width * height > MAX_BOX_CELLS) {
            throw new ResourceLimitException("a " + game + " region spans " + height + " rows and " + width
                    + " columns; regions of up to " + MAX_BOX_CELLS + " cells in their bounding box are solved (fill"
                    + " cells to split it)");
        }
        long mask = 0;
        for (int[] cell : cells) {
            mask |= 1L << ((cell[0] - minR) * width + cell[1] - minC);
        }
        return new Box(minR, minC, width, height, mask);
    }
}
