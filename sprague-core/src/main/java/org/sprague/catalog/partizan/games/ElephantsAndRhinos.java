package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * Elephants and Rhinos, CGSuite's {@code game.strip.ElephantsAndRhinos}: Toads and Frogs without jumps
 * ({@code lib/core/src/main/resources/org/cgsuite/lang/resources/game/strip/constants.cgs}, which makes it
 * {@code GenToadsAndFrogs(0)}, whose letters are {@code t} and {@code f}). A row of squares holds elephants
 * {@code T} (Left's) and rhinos {@code F} (Right's); an elephant moves one square right onto an empty square, a
 * rhino one square left. Lower-case {@code t} and {@code f}, as CGSuite writes them, are read as the same.
 *
 * <p>The row splits into independent parts wherever a rhino has an elephant as the next piece to its right (empty
 * squares between them aside). Proof: no piece ever passes another (there are no jumps), a rhino only moves left
 * and an elephant only right; so the rhino and every piece left of it stay left of the rhino's square, the
 * elephant and every piece right of it stay right of the elephant's square, and the empty squares between the two
 * are never entered. Empty squares left of a row's first piece when that is an elephant, and right of its last
 * piece when that is a rhino, are never entered either, and are left out of a part.
 */
public final class ElephantsAndRhinos extends PartizanRulesetGame<String> {
    @Override
    public String id() {
        return "elephants-and-rhinos";
    }

    @Override
    public String summary() {
        return "Elephants and Rhinos: elephants (Left) step right, rhinos (Right) left, onto an empty square; no"
                + " jumps";
    }

    @Override
    public String syntax() {
        return "ROW of T (elephant), F (rhino) and . (empty); t and f are read as T and F";
    }

    @Override
    public List<String> examples() {
        return List.of("T.F", "TT..FF", "T..F.T.F", "TT.T..F.FF");
    }

    @Override
    public String parse(List<String> position) {
        List<String> rows = StripsInput.rows(id(), position, "TFtf.", false, "TT..FF");
        if (rows.size() != 1) {
            throw new BadInputException(id() + " takes one row, e.g. TT..FF");
        }
        return rows.get(0).toUpperCase(Locale.ROOT);
    }

    @Override
    public List<PartizanMove<String>> moves(String row, boolean left) {
        List<PartizanMove<String>> out = new ArrayList<>();
        char mine = left ? 'T' : 'F';
        int step = left ? 1 : -1;
        for (int i = 0; i < row.length(); i++) {
            int to = i + step;
            if (row.charAt(i) == mine && to >= 0 && to < row.length() && row.charAt(to) == '.') {
                char[] next = row.toCharArray();
                next[i] = '.';
                next[to] = mine;
                out.add(new PartizanMove<>((left ? "elephant" : "rhino") + " moves " + (i + 1) + " -> " + (to + 1),
                        new String(next)));
            }
        }
        return out;
    }

    @Override
    public List<String> format(String row) {
        return List.of(row);
    }

    /** The row cut between each rhino and an elephant next to its right, without squares no piece enters. */
    @Override
    public List<String> parts(String row) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int lastPiece = -1;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c == '.') {
                continue;
            }
            if (c == 'T' && lastPiece >= 0 && row.charAt(lastPiece) == 'F') {
                add(out, row.substring(start, lastPiece + 1));
                start = i;
            }
            lastPiece = i;
        }
        add(out, row.substring(start));
        return out;
    }

    /** Adds a part without its dead ends, if any piece is left in it. */
    private static void add(List<String> parts, String part) {
        String p = part;
        int first = firstPiece(p);
        if (first < 0) {
            return;
        }
        if (p.charAt(first) == 'T') {
            p = p.substring(first);
        }
        int last = p.length() - 1;
        while (p.charAt(last) == '.') {
            last--;
        }
        if (p.charAt(last) == 'F') {
            p = p.substring(0, last + 1);
        }
        parts.add(p);
    }

    private static int firstPiece(String part) {
        for (int i = 0; i < part.length(); i++) {
            if (part.charAt(i) != '.') {
                return i;
            }
        }
        return -1;
    }

    /** The empty squares: a part's moves are at most one per piece and empty square. */
    @Override
    public int size(String part) {
        return part.length();
    }

    @Override
    protected String valueNote() {
        return "the row cut into parts no move joins, each valued once";
    }

    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        return Boards.cells("pieces", List.of(parse(position)), moves, reached);
    }
}
