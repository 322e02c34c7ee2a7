package org.sprague.catalog.partizan.games;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.PartizanMove;

/**
 * Grids of stones in CGSuite's notation, shared by Clobber and Konane: {@code x} a stone of Left's, {@code o} one
 * of Right's, {@code .} an empty cell and {@code #} a blocked cell (off the board), rows top first, joined by
 * {@code |} in one argument or given as separate arguments. Cells are named as on a chess board turned upside
 * down: column letters from {@code a} at the left (after {@code z}, {@code A} to {@code Z}), row numbers from 1 at
 * the top ({@code b1} is the second cell of
 * the first row); moves are labelled {@code x a1-b1}, which is also how their spots are drawn.
 */
final class ClobberGrids {
    /** Most cells of a grid read: more than any value or search reaches, fewer than letters name columns. */
    static final int MOST_CELLS = 400;
    /** Most columns: one letter each, a to z and then A to Z. */
    static final int MOST_COLUMNS = 52;
    /** The four orthogonal steps, as (row, column) pairs. */
    static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final Pattern LABEL = Pattern.compile("[xo] ([a-zA-Z])([0-9]+)-([a-zA-Z])([0-9]+)");

    private ClobberGrids() {
    }

    /**
     * A grid of cells, row by row.
     *
     * @param rows the number of rows
     * @param cols the number of columns
     * @param cells the cells, row-major, each {@code x}, {@code o}, {@code .} or {@code #}
     */
    record Grid(int rows, int cols, String cells) implements Comparable<Grid> {
        char at(int r, int c) {
            return r < 0 || c < 0 || r >= rows || c >= cols ? '#' : cells.charAt(r * cols + c);
        }

        /** How many cells hold {@code ch}. */
        int count(char ch) {
            int n = 0;
            for (int i = 0; i < cells.length(); i++) {
                n += cells.charAt(i) == ch ? 1 : 0;
            }
            return n;
        }

        /** The rows, as the syntax writes them. */
        List<String> rowList() {
            List<String> out = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                out.add(cells.substring(r * cols, (r + 1) * cols));
            }
            return out;
        }

        @Override
        public int compareTo(Grid o) {
            int by = Integer.compare(rows, o.rows);
            by = by != 0 ? by : Integer.compare(cols, o.cols);
            return by != 0 ? by : cells.compareTo(o.cells);
        }

        @Override
        public String toString() {
            return String.join("|", rowList());
        }
    }

    /**
     * Reads a grid.
     *
     * @param game the game's id, for messages
     * @param args rows joined by {@code |} in one argument, or one row an argument
     * @return the grid
     * @throws BadInputException for an empty grid, rows of unequal length or another character
     * @throws ResourceLimitException past {@link #MOST_CELLS} cells or {@link #MOST_COLUMNS} columns
     */
    static Grid parse(String game, List<String> args) {
        List<String> rows = new ArrayList<>();
        for (String a : args) {
            rows.addAll(List.of(a.split("\\|", -1)));
        }
        if (rows.isEmpty() || rows.stream().allMatch(String::isEmpty)) {
            throw new BadInputException(game + " takes a grid of x, o, . and # in rows joined by |, e.g. xox|o.x");
        }
        long cells = 0;
        for (String row : rows) {
            cells += row.length();
            if (!row.matches("[xo.#]+")) {
                throw new BadInputException(game + ": rows hold x (Left's stone), o (Right's), . (empty) and #"
                        + " (blocked) only, not '" + excerpt(row) + "'");
            }
            if (row.length() != rows.get(0).length()) {
                throw new BadInputException(game + ": every row must be as long as the first (" + rows.get(0).length()
                        + " cells), not " + row.length() + " as in '" + excerpt(row) + "'");
            }
        }
        if (cells > MOST_CELLS || rows.get(0).length() > MOST_COLUMNS) {
            throw new ResourceLimitException(game + ": the grid has " + cells + " cells and " + rows.get(0).length()
                    + " columns; at most " + MOST_CELLS + " cells and " + MOST_COLUMNS + " columns are read");
        }
        return new Grid(rows.size(), rows.get(0).length(), String.join("", rows));
    }

    private static String excerpt(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    /** The name of a cell: its column's letter (a to z, then A to Z) and its row's number, from 1 at the top. */
    static String cell(int r, int c) {
        return (char) (c < 26 ? 'a' + c : 'A' + c - 26) + Integer.toString(r + 1);
    }

    /** The column a letter of {@link #cell} names. */
    private static int column(char letter) {
        return letter >= 'a' ? letter - 'a' : letter - 'A' + 26;
    }

    /** The label of a move of the stone {@code stone} from one cell to another. */
    static String label(char stone, int r, int c, int r2, int c2) {
        return stone + " " + cell(r, c) + "-" + cell(r2, c2);
    }

    /** {@code grid} with the given cells (index, character pairs) changed. */
    static Grid with(Grid grid, int... indexAndChar) {
        char[] a = grid.cells().toCharArray();
        for (int i = 0; i < indexAndChar.length; i += 2) {
            a[indexAndChar[i]] = (char) indexAndChar[i + 1];
        }
        return new Grid(grid.rows(), grid.cols(), new String(a));
    }

    /**
     * The 4-connected components of the cells {@code inside} accepts (by row-major index), each a list of indices.
     */
    static List<List<Integer>> components(Grid grid, IntPredicate inside) {
        int n = grid.rows() * grid.cols();
        boolean[] seen = new boolean[n];
        List<List<Integer>> out = new ArrayList<>();
        for (int start = 0; start < n; start++) {
            if (seen[start] || !inside.test(start)) {
                continue;
            }
            List<Integer> component = new ArrayList<>();
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
            seen[start] = true;
            while (!queue.isEmpty()) {
                int i = queue.poll();
                component.add(i);
                int r = i / grid.cols();
                int c = i % grid.cols();
                for (int[] s : STEPS) {
                    int r2 = r + s[0];
                    int c2 = c + s[1];
                    int j = r2 * grid.cols() + c2;
                    if (r2 >= 0 && c2 >= 0 && r2 < grid.rows() && c2 < grid.cols() && !seen[j] && inside.test(j)) {
                        seen[j] = true;
                        queue.add(j);
                    }
                }
            }
            out.add(component);
        }
        return out;
    }

    /**
     * The grid cut to the bounding box of {@code keep} (row-major indices), the cells of {@code keep} as they are
     * and every other cell {@code outside}.
     */
    static Grid crop(Grid grid, List<Integer> keep, char outside) {
        int top = grid.rows();
        int bottom = -1;
        int leftmost = grid.cols();
        int rightmost = -1;
        for (int i : keep) {
            top = Math.min(top, i / grid.cols());
            bottom = Math.max(bottom, i / grid.cols());
            leftmost = Math.min(leftmost, i % grid.cols());
            rightmost = Math.max(rightmost, i % grid.cols());
        }
        int rows = bottom - top + 1;
        int cols = rightmost - leftmost + 1;
        char[] a = new char[rows * cols];
        java.util.Arrays.fill(a, outside);
        for (int i : keep) {
            a[(i / grid.cols() - top) * cols + i % grid.cols() - leftmost] = grid.cells().charAt(i);
        }
        return new Grid(rows, cols, new String(a));
    }

    /**
     * The least of the grid's images under the symmetries of the square (turns, mirrors, the transpose), and also
     * under swapping the colours of the stones when {@code swapColours}. Images are compared cell by cell where they
     * are read, and only the least is written out (the search asks this of every part it meets).
     */
    static Grid least(Grid grid, boolean swapColours) {
        int best = 0;
        for (int k = 1; k < (swapColours ? 16 : 8); k++) {
            if (compare(grid, k, best) < 0) {
                best = k;
            }
        }
        if (best == 0) {
            return grid;
        }
        int rows = (best & 4) != 0 ? grid.cols() : grid.rows();
        int cols = (best & 4) != 0 ? grid.rows() : grid.cols();
        char[] a = new char[rows * cols];
        for (int i = 0; i < a.length; i++) {
            a[i] = cell(grid, best, i, cols);
        }
        return new Grid(rows, cols, new String(a));
    }

    /** Images j and k of the grid compared as {@link Grid#compareTo} compares grids. */
    private static int compare(Grid grid, int j, int k) {
        int rowsJ = (j & 4) != 0 ? grid.cols() : grid.rows();
        int rowsK = (k & 4) != 0 ? grid.cols() : grid.rows();
        if (rowsJ != rowsK) {
            return Integer.compare(rowsJ, rowsK);
        }
        int cols = grid.rows() * grid.cols() / rowsJ;
        for (int i = 0; i < grid.cells().length(); i++) {
            int by = Character.compare(cell(grid, j, i, cols), cell(grid, k, i, cols));
            if (by != 0) {
                return by;
            }
        }
        return 0;
    }

    /**
     * Cell i (row-major, {@code cols} columns) of image k of 16: bit 0 mirrors columns, bit 1 mirrors rows, bit 2
     * transposes after, bit 3 swaps the colours.
     */
    private static char cell(Grid grid, int k, int i, int cols) {
        int r = i / cols;
        int c = i % cols;
        int sr = (k & 4) != 0 ? c : r;
        int sc = (k & 4) != 0 ? r : c;
        sr = (k & 2) != 0 ? grid.rows() - 1 - sr : sr;
        sc = (k & 1) != 0 ? grid.cols() - 1 - sc : sc;
        char ch = grid.cells().charAt(sr * grid.cols() + sc);
        return (k & 8) == 0 ? ch : ch == 'x' ? 'o' : ch == 'o' ? 'x' : ch;
    }

    /**
     * The moves in the order a search should try them: fewest {@code replies} first (the opponent's moves after
     * the move), then most {@code own} (the mover's); the order is a heuristic and changes no answer.
     */
    static <P> List<PartizanMove<P>> ordered(List<PartizanMove<P>> moves, ToIntFunction<P> replies,
            ToIntFunction<P> own) {
        if (moves.size() < 2) {
            return moves;
        }
        long[] keys = new long[moves.size()];
        for (int i = 0; i < keys.length; i++) {
            P to = moves.get(i).to();
            keys[i] = ((long) replies.applyAsInt(to) << 32) - own.applyAsInt(to) << 16 | i;
        }
        java.util.Arrays.sort(keys);
        List<PartizanMove<P>> out = new ArrayList<>(moves.size());
        for (long k : keys) {
            out.add(moves.get((int) (k & 0xFFFF)));
        }
        return out;
    }

    /**
     * The board of a position for the web page, in the grid style {@code xo}: each move's spot is the cell its
     * stone leaves and the cell it ends on, read back from the move's label ({@link #label}).
     */
    static Optional<Board> draw(List<String> position, List<Move> moves) {
        Grid grid;
        try {
            grid = parse("", position);
        } catch (BadInputException | ResourceLimitException e) {
            return Optional.empty();
        }
        if (grid.rows() * grid.cols() > Boards.MOST_CELLS) {
            return Optional.empty();
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (Move m : moves) {
            Matcher l = LABEL.matcher(m.text());
            if (l.matches()) {
                spots.add(new Board.Spot(Integer.parseInt(l.group(2)) - 1, column(l.group(1).charAt(0)),
                        Integer.parseInt(l.group(4)) - 1, column(l.group(3).charAt(0)), m.text()));
            }
        }
        List<List<String>> cells = new ArrayList<>();
        for (String row : grid.rowList()) {
            List<String> line = new ArrayList<>();
            for (char c : row.toCharArray()) {
                line.add(String.valueOf(c));
            }
            cells.add(line);
        }
        return Optional.of(new Board.Grid("xo", cells, spots));
    }
}
