package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.games.Cutcake.Piece;

/**
 * Maundy Cake (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 2), with the rules of CGSuite's
 * {@code game.heap.MaundyCake} ({@code lib/core/src/main/resources/org/cgsuite/lang/resources/game/heap/
 * constants.cgs}: {@code GenCutcake} with the heap rule {@code {2+}=.0}, which splits a heap into two or more equal
 * heaps, for either side): Left cuts a piece of cake into k equal pieces along vertical lines, for any k > 1 that
 * divides its width; Right cuts one into k equal pieces along horizontal lines, k dividing its height. The pieces
 * form a disjunctive sum, each size valued once; every value is an integer (Winning Ways).
 */
public final class MaundyCake extends PartizanRulesetGame<List<Piece>> {
    @Override
    public String id() {
        return "maundy-cake";
    }

    @Override
    public String summary() {
        return "Maundy Cake: Left cuts a piece into equal parts along vertical lines, Right along horizontal ones";
    }

    @Override
    public String syntax() {
        return "PIECE... as WxH (W columns, H rows)";
    }

    @Override
    public List<String> examples() {
        return List.of("6x2", "12x8", "5x3 4x4");
    }

    @Override
    public List<Piece> parse(List<String> position) {
        return StripsInput.pieces(id(), position, false);
    }

    @Override
    public List<PartizanMove<List<Piece>>> moves(List<Piece> pieces, boolean left) {
        List<PartizanMove<List<Piece>>> out = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            int side = left ? p.width() : p.height();
            for (int k = 2; k <= side; k++) {
                if (side % k == 0) {
                    Piece part = left ? new Piece(side / k, p.height()) : new Piece(p.width(), side / k);
                    out.add(new PartizanMove<>(label(pieces.size(), i, p, k, part),
                            StripsInput.replaced(pieces, i, Collections.nCopies(k, part))));
                }
            }
        }
        return out;
    }

    /** The move that cuts piece i into k pieces {@code part}; the piece is named when there are several. */
    private static String label(int count, int i, Piece p, int k, Piece part) {
        return (count > 1 ? "piece " + (i + 1) + ": " : "") + p + " -> " + k + " x " + part;
    }

    @Override
    public List<String> format(List<Piece> pieces) {
        return StripsInput.format(pieces);
    }

    /** Each piece with a move (a 1x1 piece has none). */
    @Override
    public List<List<Piece>> parts(List<Piece> pieces) {
        return pieces.stream().filter(p -> p.width() > 1 || p.height() > 1).map(List::of).toList();
    }

    @Override
    protected String valueNote() {
        return "each piece size valued once; every value is an integer";
    }

    /**
     * Cutcake's rectangles: cutting a piece into k equal pieces is the first of its k - 1 lines, the one after
     * 1/k of its width (or height); these lines differ for each k.
     */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        List<Piece> pieces = parse(position);
        long squares = 0;
        List<Board.Rectangle> out = new ArrayList<>();
        List<String> listed = moves.stream().map(Move::text).toList();
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            squares += (long) p.width() * p.height();
            if (squares > Boards.MOST_CELLS) {
                return Optional.empty();
            }
            List<Board.Cut> cuts = new ArrayList<>();
            for (boolean vertical : new boolean[] {true, false}) {
                int side = vertical ? p.width() : p.height();
                for (int k = 2; k <= side; k++) {
                    Piece part = vertical ? new Piece(side / k, p.height()) : new Piece(p.width(), side / k);
                    String text = label(pieces.size(), i, p, k, part);
                    if (side % k == 0 && listed.contains(text)) {
                        cuts.add(new Board.Cut(vertical, side / k, text));
                    }
                }
            }
            out.add(new Board.Rectangle(p.width(), p.height(), cuts));
        }
        return Optional.of(new Board.Rectangles(out));
    }
}
