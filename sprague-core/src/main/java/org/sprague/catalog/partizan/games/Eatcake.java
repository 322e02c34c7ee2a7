package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.games.Cutcake.Piece;

/**
 * Eatcake (Berlekamp, Conway and Guy, <i>Winning Ways</i>), with the rules of CGSuite's {@code game.heap.Eatcake}
 * ({@code lib/core/src/main/resources/org/cgsuite/lang/resources/game/heap/constants.cgs}: {@code GenCutcake} with
 * the heap rule {@code 0.7}, which takes one token from a heap and leaves the rest as none, one or two heaps, for
 * either side): Left eats a whole column of a piece of cake, Right a whole row; what is left of the piece is none,
 * one or two pieces (a column from the middle leaves the columns on either side as two pieces). The pieces form a
 * disjunctive sum, each size valued once. When the last square is eaten the position is the empty cake
 * {@code 0x0}.
 */
public final class Eatcake extends PartizanRulesetGame<List<Piece>> {
    private static final List<Piece> EMPTY = List.of(new Piece(0, 0));

    @Override
    public String id() {
        return "eatcake";
    }

    @Override
    public String summary() {
        return "Eatcake: Left eats a whole column of a piece, Right a whole row; the rest may fall into two pieces";
    }

    @Override
    public String syntax() {
        return "PIECE... as WxH (W columns, H rows); 0x0 is the empty cake";
    }

    @Override
    public List<String> examples() {
        return List.of("3x2", "5x5", "8x3 2x2");
    }

    @Override
    public List<Piece> parse(List<String> position) {
        return StripsInput.pieces(id(), position, true);
    }

    @Override
    public List<PartizanMove<List<Piece>>> moves(List<Piece> pieces, boolean left) {
        List<PartizanMove<List<Piece>>> out = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            if (p.width() == 0 || p.height() == 0) {
                continue;
            }
            int side = left ? p.width() : p.height();
            for (int k = 1; k <= side; k++) {
                List<Piece> rest = new ArrayList<>();
                for (int part : new int[] {k - 1, side - k}) {
                    if (part > 0) {
                        rest.add(left ? new Piece(part, p.height()) : new Piece(p.width(), part));
                    }
                }
                List<Piece> next = StripsInput.replaced(pieces, i, rest);
                out.add(new PartizanMove<>(label(pieces.size(), i, k, left), next.isEmpty() ? EMPTY : next));
            }
        }
        return out;
    }

    /** The move that eats column (or row) k of piece i; the piece is named when there are several. */
    private static String label(int count, int i, int k, boolean left) {
        return (count > 1 ? "piece " + (i + 1) + ": " : "") + "eat " + (left ? "column " : "row ") + k;
    }

    @Override
    public List<String> format(List<Piece> pieces) {
        return StripsInput.format(pieces);
    }

    /** Each piece with a square. */
    @Override
    public List<List<Piece>> parts(List<Piece> pieces) {
        return pieces.stream().filter(p -> p.width() > 0 && p.height() > 0).map(List::of).toList();
    }

    /** The squares. */
    @Override
    public int size(List<Piece> part) {
        return part.get(0).width() * part.get(0).height();
    }

    @Override
    protected String valueNote() {
        return "each piece size valued once";
    }

    /**
     * The pieces side by side, a blocked column between two, as squares of a grid: a column is eaten by its top
     * square, a row by its leftmost one.
     */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        List<Piece> pieces = parse(position);
        int height = pieces.stream().mapToInt(Piece::height).max().orElse(0);
        int width = pieces.stream().mapToInt(p -> p.width() + 1).sum();
        if (height == 0 || (long) height * width > Boards.MOST_CELLS) {
            return Optional.empty();
        }
        Set<String> listed = StripsInput.labels(moves);
        List<StringBuilder> rows = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            rows.add(new StringBuilder());
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            int x = rows.get(0).length();
            for (int r = 0; r < height; r++) {
                rows.get(r).append((r < p.height() ? "." : "#").repeat(p.width())).append(i + 1 < pieces.size()
                        ? "#" : "");
            }
            for (int k = 1; k <= Math.max(p.width(), p.height()); k++) {
                if (k <= p.width() && listed.contains(label(pieces.size(), i, k, true))) {
                    spots.add(new Board.Spot(0, x + k - 1, 0, x + k - 1, label(pieces.size(), i, k, true)));
                }
                if (k <= p.height() && listed.contains(label(pieces.size(), i, k, false))) {
                    spots.add(new Board.Spot(k - 1, x, k - 1, x, label(pieces.size(), i, k, false)));
                }
            }
        }
        List<String> cells = rows.stream().map(StringBuilder::toString).toList();
        return Optional.of(new Board.Grid("domino", StripsInput.cells(cells), spots,
                "a column is eaten by its top square, a row by its leftmost square"));
    }
}
