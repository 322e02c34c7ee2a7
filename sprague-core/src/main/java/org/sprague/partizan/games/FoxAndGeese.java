package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Fox and Geese as Winning Ways plays it (Berlekamp, Conway and Guy, <i>Winning Ways</i>, 2nd ed., vol. 3,
 * ch. 20): on the dark squares of a checkerboard, four (or any number of) geese and one fox move diagonally
 * one square onto an empty square; the geese only forward (towards row 1), the fox either way. Whoever cannot
 * move loses. The geese are Left and the fox Right, and squares are written {@code ROW,COL} with row 1 the
 * row the geese move towards and {@code ROW + COL} even, as in CGSuite's {@code game.grid.FoxAndGeese}, whose
 * board is 8 columns wide. Here the board has a height too (8 by default), so that every game is a finite graph:
 * a fox that has slipped behind the geese can still move to and fro for ever, as on an endless board. The fox
 * going back and forth repeats positions, so the game is loopy; the geese move finitely often, so it is a
 * stopper and has a value (Winning Ways: 2 + over for its 8x8 start, {@code 2over}).
 */
public final class FoxAndGeese implements PartizanRuleset<FoxAndGeese.Position> {
    /** The board's rows and columns unless given. */
    public static final int DEFAULT_SIZE = 8;
    /** The most squares a board may have (the geese are one bit a square). */
    public static final int MAX_SQUARES = 64;

    /**
     * A position: the board's size, the geese's squares as bits ({@code (row - 1) * columns + col - 1}) and the
     * fox's square.
     *
     * @param rows the board's rows
     * @param columns the board's columns
     * @param geese one bit a goose
     * @param fox the fox's square number
     */
    public record Position(int rows, int columns, long geese, int fox) {
        int square(int row, int col) {
            return (row - 1) * columns + col - 1;
        }

        int row(int square) {
            return square / columns + 1;
        }

        int col(int square) {
            return square % columns + 1;
        }

        boolean onBoard(int row, int col) {
            return row >= 1 && row <= rows && col >= 1 && col <= columns;
        }

        boolean goose(int square) {
            return (geese >>> square & 1) != 0;
        }

        String name(int square) {
            return row(square) + "," + col(square);
        }
    }

    /**
     * Parses {@code [RxC] GOOSE... fox FOX}, squares as {@code ROW,COL}.
     *
     * @param args the position's arguments
     * @return the position
     */
    public static Position parse(List<String> args) {
        List<String> rest = new ArrayList<>(args);
        int rows = DEFAULT_SIZE;
        int columns = DEFAULT_SIZE;
        if (!rest.isEmpty() && rest.get(0).matches("[0-9]{1,3}x[0-9]{1,3}")) {
            String[] rc = rest.remove(0).split("x");
            rows = Integer.parseInt(rc[0]);
            columns = Integer.parseInt(rc[1]);
            if (rows < 1 || columns < 1 || rows * columns > MAX_SQUARES) {
                throw new BadInputException("fox-and-geese board " + rows + "x" + columns + ": give at least one row"
                        + " and column and at most " + MAX_SQUARES + " squares");
            }
        }
        int at = rest.indexOf("fox");
        if (at < 0 || at != rest.size() - 2) {
            throw new BadInputException("fox-and-geese takes [RxC] GOOSE... fox FOX, squares as ROW,COL with"
                    + " ROW + COL even, e.g. 3,1 3,3 3,5 3,7 fox 1,1");
        }
        Position board = new Position(rows, columns, 0, 0);
        long geese = 0;
        for (String g : rest.subList(0, at)) {
            int s = square(board, g);
            if ((geese >>> s & 1) != 0) {
                throw new BadInputException("fox-and-geese: two geese on " + g);
            }
            geese |= 1L << s;
        }
        int fox = square(board, rest.get(at + 1));
        if ((geese >>> fox & 1) != 0) {
            throw new BadInputException("fox-and-geese: the fox and a goose on " + rest.get(at + 1));
        }
        return new Position(rows, columns, geese, fox);
    }

    private static int square(Position board, String text) {
        if (!text.matches("[0-9]{1,3},[0-9]{1,3}")) {
            throw new BadInputException("fox-and-geese square '" + text + "': write ROW,COL, such as 3,1");
        }
        String[] rc = text.split(",");
        int row = Integer.parseInt(rc[0]);
        int col = Integer.parseInt(rc[1]);
        if (!board.onBoard(row, col) || (row + col) % 2 != 0) {
            throw new BadInputException("fox-and-geese square " + text + " is not a dark square of the "
                    + board.rows() + "x" + board.columns() + " board (1 <= ROW <= " + board.rows() + ", 1 <= COL <= "
                    + board.columns() + ", ROW + COL even)");
        }
        return board.square(row, col);
    }

    @Override
    public List<PartizanMove<Position>> moves(Position p, boolean left) {
        List<PartizanMove<Position>> out = new ArrayList<>();
        if (left) {
            for (int s = 0; s < p.rows() * p.columns(); s++) {
                if (p.goose(s)) {
                    step(p, s, -1, -1, out);
                    step(p, s, -1, 1, out);
                }
            }
        } else {
            for (int dr : new int[] {1, -1}) {
                for (int dc : new int[] {-1, 1}) {
                    step(p, p.fox(), dr, dc, out);
                }
            }
        }
        return out;
    }

    private static void step(Position p, int from, int dr, int dc, List<PartizanMove<Position>> out) {
        int row = p.row(from) + dr;
        int col = p.col(from) + dc;
        if (!p.onBoard(row, col)) {
            return;
        }
        int to = p.square(row, col);
        if (p.goose(to) || to == p.fox()) {
            return;
        }
        boolean goose = from != p.fox();
        Position next = goose ? new Position(p.rows(), p.columns(), p.geese() & ~(1L << from) | 1L << to, p.fox())
                : new Position(p.rows(), p.columns(), p.geese(), to);
        out.add(new PartizanMove<>((goose ? "goose " : "fox ") + p.name(from) + " -> " + p.name(to), next));
    }

    @Override
    public List<String> format(Position p) {
        List<String> out = new ArrayList<>();
        if (p.rows() != DEFAULT_SIZE || p.columns() != DEFAULT_SIZE) {
            out.add(p.rows() + "x" + p.columns());
        }
        for (int s = p.rows() * p.columns() - 1; s >= 0; s--) {
            if (p.goose(s)) {
                out.add(p.name(s));
            }
        }
        out.add("fox");
        out.add(p.name(p.fox()));
        return out;
    }

    /**
     * The board as rows of characters, the highest row first: {@code G} a goose, {@code F} the fox, {@code .} an
     * empty dark square, {@code #} a light square (never used).
     *
     * @param p a position
     * @return one string a row
     */
    public static List<String> grid(Position p) {
        List<String> out = new ArrayList<>();
        for (int row = p.rows(); row >= 1; row--) {
            StringBuilder s = new StringBuilder();
            for (int col = 1; col <= p.columns(); col++) {
                int q = p.square(row, col);
                s.append((row + col) % 2 != 0 ? '#' : p.goose(q) ? 'G' : q == p.fox() ? 'F' : '.');
            }
            out.add(s.toString());
        }
        return out;
    }
}
