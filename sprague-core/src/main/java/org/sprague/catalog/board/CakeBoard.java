package org.sprague.catalog.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.moves.Move;

/**
 * Cutcake's pieces (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 2) as rectangles of unit squares: a cut of
 * piece i along the line after a columns (or rows) is the move that puts pieces {@code a x h} and {@code (w-a) x h}
 * (or {@code w x a} and {@code w x (h-a)}) in its place, found among the listed moves by the pieces they leave.
 */
public final class CakeBoard {
    private CakeBoard() {
    }

    /**
     * The rectangles of {@code pieces} with their cuts.
     *
     * @param pieces the pieces, each {@code WxH} (W columns, H rows)
     * @param moves the listed moves
     * @param reached the pieces each move leaves
     * @return the board; empty when a piece is malformed or the squares are too many to draw
     */
    public static Optional<Board> of(List<String> pieces, List<Move> moves, List<List<String>> reached) {
        List<Board.Rectangle> out = new ArrayList<>();
        int squares = 0;
        for (int i = 0; i < pieces.size(); i++) {
            String piece = pieces.get(i);
            if (!piece.matches("[0-9]{1,3}x[0-9]{1,3}")) {
                return Optional.empty();
            }
            int w = Integer.parseInt(piece.substring(0, piece.indexOf('x')));
            int h = Integer.parseInt(piece.substring(piece.indexOf('x') + 1));
            squares += w * h;
            if (squares > Boards.MOST_CELLS) {
                return Optional.empty();
            }
            List<Board.Cut> cuts = new ArrayList<>();
            for (int a = 1; a < w; a++) {
                String m = cut(pieces, i, a + "x" + h, (w - a) + "x" + h, moves, reached);
                if (m != null) {
                    cuts.add(new Board.Cut(true, a, m));
                }
            }
            for (int a = 1; a < h; a++) {
                String m = cut(pieces, i, w + "x" + a, w + "x" + (h - a), moves, reached);
                if (m != null) {
                    cuts.add(new Board.Cut(false, a, m));
                }
            }
            out.add(new Board.Rectangle(w, h, cuts));
        }
        return Optional.of(new Board.Rectangles(out));
    }

    /** The move that puts {@code first} and {@code second} in the place of piece {@code i}, or {@code null}. */
    private static String cut(List<String> pieces, int i, String first, String second, List<Move> moves,
            List<List<String>> reached) {
        List<String> to = new ArrayList<>(pieces);
        to.set(i, first);
        to.add(i + 1, second);
        for (int m = 0; m < moves.size(); m++) {
            if (reached.get(m).equals(to)) {
                return moves.get(m).text();
            }
        }
        return null;
    }
}
