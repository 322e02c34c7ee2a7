package org.sprague.game;

import java.util.ArrayList;
import java.util.List;
import org.sprague.ResourceLimitException;

/**
 * The empty regions of a board of squares (Cram, Domineering): the 4-connected sets of empty squares, each as a
 * bit mask over its bounding box, so that a game on regions keys and searches each one in a single {@code long}.
 * Both games split a board this way because a move (a domino on two adjacent empty squares) never joins or touches
 * two regions, so the board is the disjunctive sum of its regions.
 */
public final class BoardRegions {
    /** The most squares a region's bounding box may have: one bit each in a {@code long}. */
    public static final int MAX_BOX_CELLS = 64;

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
                    out.add(region(squares, r, c, seen, game));
                }
            }
        }
        return out;
    }

    private static Box region(Squares squares, int r0, int c0, boolean[][] seen, String game) {
        List<int[]> cells = new ArrayList<>();
        List<int[]> stack = new ArrayList<>(List.of(new int[] {r0, c0}));
        seen[r0][c0] = true;
        int minR = r0;
        int maxR = r0;
        int minC = c0;
        int maxC = c0;
        while (!stack.isEmpty()) {
            int[] cell = stack.remove(stack.size() - 1);
            cells.add(cell);
            minR = Math.min(minR, cell[0]);
            maxR = Math.max(maxR, cell[0]);
            minC = Math.min(minC, cell[1]);
            maxC = Math.max(maxC, cell[1]);
            int[][] steps = {{cell[0] - 1, cell[1]}, {cell[0] + 1, cell[1]}, {cell[0], cell[1] - 1},
                {cell[0], cell[1] + 1}};
            for (int[] s : steps) {
                if (squares.empty(s[0], s[1]) && !seen[s[0]][s[1]]) {
                    seen[s[0]][s[1]] = true;
                    stack.add(s);
                }
            }
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
