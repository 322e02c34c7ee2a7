package org.sprague.cram;

import java.util.ArrayList;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.game.BoardRegions;

/**
 * A Cram board: rows of {@code '.'} (empty) and {@code '#'} (filled), all of one length, checked by the caller. A
 * move places a domino on two empty cells next to each other in a row or a column; the board is the disjunctive sum
 * of its 4-connected empty {@link Region}s.
 */
public final class CramBoard {
    private final List<String> rows;
    private final int width;
    private final int height;

    private CramBoard(List<String> rows) {
        this.rows = List.copyOf(rows);
        this.height = rows.size();
        this.width = rows.get(0).length();
    }

    /**
     * The board of these rows.
     *
     * @param rows one or more rows of '.' and '#', all of one length (not checked here)
     * @return the board
     */
    public static CramBoard of(List<String> rows) {
        return new CramBoard(rows);
    }

    /**
     * The rows.
     *
     * @return the rows, as given
     */
    public List<String> rows() {
        return rows;
    }

    /**
     * Whether a cell is on the board and empty.
     *
     * @param r row from 0
     * @param c column from 0
     * @return true for an empty cell
     */
    public boolean empty(int r, int c) {
        return r >= 0 && r < height && c >= 0 && c < width && rows.get(r).charAt(c) == '.';
    }

    /**
     * The empty cells.
     *
     * @return how many cells are '.'
     */
    public int emptyCells() {
        int n = 0;
        for (String row : rows) {
            for (int c = 0; c < width; c++) {
                n += row.charAt(c) == '.' ? 1 : 0;
            }
        }
        return n;
    }

    /**
     * A domino's place: its upper or left cell and its direction.
     *
     * @param row the first cell's row, from 0
     * @param col the first cell's column, from 0
     * @param vertical true when the second cell is below the first, false when it is to its right
     */
    public record Domino(int row, int col, boolean vertical) {
        /**
         * The second cell's row.
         *
         * @return the row, from 0
         */
        public int row2() {
            return vertical ? row + 1 : row;
        }

        /**
         * The second cell's column.
         *
         * @return the column, from 0
         */
        public int col2() {
            return vertical ? col : col + 1;
        }

        /**
         * The move in words, cells counted from 1 as (row,column).
         *
         * @return such as {@code (1,1)-(1,2)}
         */
        public String text() {
            return "(" + (row + 1) + "," + (col + 1) + ")-(" + (row2() + 1) + "," + (col2() + 1) + ")";
        }
    }

    /**
     * Every legal move, by the first cell in reading order, the horizontal domino before the vertical one.
     *
     * @return the moves; empty when the game is over
     */
    public List<Domino> moves() {
        List<Domino> out = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (empty(r, c) && empty(r, c + 1)) {
                    out.add(new Domino(r, c, false));
                }
                if (empty(r, c) && empty(r + 1, c)) {
                    out.add(new Domino(r, c, true));
                }
            }
        }
        return out;
    }

    /**
     * The board after a move.
     *
     * @param d a legal move
     * @return the board with the domino's two cells filled
     */
    public CramBoard place(Domino d) {
        List<String> out = new ArrayList<>(rows);
        out.set(d.row(), fill(out.get(d.row()), d.col()));
        out.set(d.row2(), fill(out.get(d.row2()), d.col2()));
        return new CramBoard(out);
    }

    private static String fill(String row, int c) {
        return row.substring(0, c) + '#' + row.substring(c + 1);
    }

    /**
     * A 4-connected set of empty cells in its bounding box, placed on the board.
     *
     * @param top the box's first row on the board
     * @param left the box's first column on the board
     * @param width the box's columns
     * @param height the box's rows
     * @param mask the cells, bit {@code r * width + c} for box row {@code r}, column {@code c}
     */
    public record Region(int top, int left, int width, int height, long mask) {
        /**
         * Whether the region holds a board cell.
         *
         * @param r the board row
         * @param c the board column
         * @return true when the cell is one of the region's
         */
        public boolean has(int r, int c) {
            int rr = r - top;
            int cc = c - left;
            return rr >= 0 && rr < height && cc >= 0 && cc < width && (mask >>> (rr * width + cc) & 1) != 0;
        }

        /**
         * The region's cells less a domino's.
         *
         * @param d a move inside the region
         * @return the mask without its two cells
         */
        public long without(Domino d) {
            return mask & ~(1L << ((d.row() - top) * width + d.col() - left))
                    & ~(1L << ((d.row2() - top) * width + d.col2() - left));
        }
    }

    /**
     * The empty regions of two cells or more, in reading order of their first cell.
     *
     * @return the regions
     * @throws ResourceLimitException when a region's bounding box has more than 64 cells
     */
    public List<Region> regions() {
        List<Region> out = new ArrayList<>();
        for (BoardRegions.Box box : BoardRegions.of(height, width, this::empty, "cram")) {
            if (Long.bitCount(box.mask()) >= 2) {
                out.add(new Region(box.top(), box.left(), box.width(), box.height(), box.mask()));
            }
        }
        return out;
    }
}
