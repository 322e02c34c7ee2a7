package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.games.Cutcake.Piece;

/**
 * Reading the positions of the strip, grid and cake games of this package: rows of one character a cell in
 * CGSuite's notation (rows joined by {@code |} in one argument, or given as separate arguments), and cake pieces
 * {@code WxH}. Every malformed position is bad input with one line naming the game; a position past what is read
 * at all is a resource limit naming its size.
 */
final class StripsInput {
    /** The most cells a strip or grid position may have. */
    static final int MOST_CELLS = 10_000;
    /** The largest side of a cake piece. */
    static final int MOST_SIDE = 1_000;
    private static final Pattern PIECE = Pattern.compile("([0-9]{1,9})x([0-9]{1,9})");

    private StripsInput() {
    }

    /**
     * The rows of a position: each argument one row, or several rows joined by {@code |}.
     *
     * @param game the game's id, for messages
     * @param args the arguments
     * @param cells the characters a cell may hold
     * @param grid whether the rows must be of one length (a grid) rather than each a strip of its own
     * @param example an example position, for messages
     * @return the rows, each non-empty
     */
    static List<String> rows(String game, List<String> args, String cells, boolean grid, String example) {
        List<String> rows = new ArrayList<>();
        long count = 0;
        for (String arg : args) {
            for (String row : arg.split("\\|", -1)) {
                count += row.length();
                if (count > MOST_CELLS) {
                    throw new ResourceLimitException(game + ": more than " + MOST_CELLS + " cells");
                }
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            throw new BadInputException(game + " needs a position, e.g. " + example);
        }
        for (String row : rows) {
            if (row.isEmpty()) {
                throw new BadInputException(game + ": an empty row; write e.g. " + example);
            }
            for (char c : row.toCharArray()) {
                if (cells.indexOf(c) < 0) {
                    throw new BadInputException(game + ": '" + c + "' is not a cell; cells are " + spelled(cells)
                            + ", e.g. " + example);
                }
            }
            if (grid && row.length() != rows.get(0).length()) {
                throw new BadInputException(game + ": rows of unequal length (" + rows.get(0).length() + " and "
                        + row.length() + ")");
            }
        }
        return List.copyOf(rows);
    }

    private static String spelled(String cells) {
        List<String> each = new ArrayList<>();
        for (char c : cells.toCharArray()) {
            each.add(String.valueOf(c));
        }
        return String.join(" ", each);
    }

    /**
     * Cake pieces {@code WxH} (W columns, H rows).
     *
     * @param game the game's id, for messages
     * @param args the pieces
     * @param empty whether a piece with no squares ({@code 0x0}, a side 0) is allowed
     * @return the pieces
     */
    static List<Piece> pieces(String game, List<String> args, boolean empty) {
        if (args.isEmpty()) {
            throw new BadInputException(game + " needs at least one piece WxH (W columns, H rows), e.g. 4x2");
        }
        if (args.size() > MOST_CELLS) {
            throw new ResourceLimitException(game + ": more than " + MOST_CELLS + " pieces");
        }
        List<Piece> out = new ArrayList<>();
        for (String arg : args) {
            Matcher m = PIECE.matcher(arg);
            if (!m.matches()) {
                throw new BadInputException(game + ": bad piece '" + arg + "'; write WxH, e.g. 4x2 (4 columns, 2"
                        + " rows)");
            }
            int w = Integer.parseInt(m.group(1));
            int h = Integer.parseInt(m.group(2));
            if (!empty && (w < 1 || h < 1)) {
                throw new BadInputException(game + ": piece " + arg + " has no squares; sides start at 1");
            }
            if (w > MOST_SIDE || h > MOST_SIDE) {
                throw new ResourceLimitException(game + ": piece " + arg + " has a side past " + MOST_SIDE);
            }
            out.add(new Piece(w, h));
        }
        return List.copyOf(out);
    }

    /** The pieces as arguments, {@code WxH} each. */
    static List<String> format(List<Piece> pieces) {
        return pieces.stream().map(Piece::toString).toList();
    }

    /** The pieces with piece {@code i} replaced by {@code by}. */
    static List<Piece> replaced(List<Piece> pieces, int i, List<Piece> by) {
        List<Piece> next = new ArrayList<>(pieces.subList(0, i));
        next.addAll(by);
        next.addAll(pieces.subList(i + 1, pieces.size()));
        return List.copyOf(next);
    }

    /** How many cells of {@code rows} hold something other than {@code other}. */
    static int cellsOtherThan(List<String> rows, char other) {
        return (int) rows.stream().flatMapToInt(String::chars).filter(c -> c != other).count();
    }

    /** Whether a grid of {@code rows} is small enough to draw. */
    static boolean drawable(List<String> rows) {
        return (long) rows.size() * rows.get(0).length() <= Boards.MOST_CELLS;
    }

    /** The labels of {@code moves}, to find a drawn part's move by. */
    static Set<String> labels(List<Move> moves) {
        return moves.stream().map(Move::text).collect(Collectors.toSet());
    }

    /** The cells of each row, one string a cell, as a board's grid holds them. */
    static List<List<String>> cells(List<String> rows) {
        List<List<String>> out = new ArrayList<>();
        for (String row : rows) {
            List<String> line = new ArrayList<>();
            for (char c : row.toCharArray()) {
                line.add(String.valueOf(c));
            }
            out.add(line);
        }
        return out;
    }
}
