package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.games.HackenbushPosition;

/** Blue-Red Hackenbush's drawing: its coloured edges, each matched to the move that removes it. */
final class HackenbushEdges {
    private HackenbushEdges() {
    }

    /** The edges of {@code words}, each matched to the move that names it ("remove 0-1:b"), first unmatched first. */
    static Optional<Board> draw(List<String> words, List<Move> moves, List<List<String>> reached) {
        List<HackenbushPosition.Edge> parsed = HackenbushPosition.parse(words).edges();
        if (parsed.size() > Boards.MOST_EDGES) {
            return Optional.empty();
        }
        List<Move> unmatched = new ArrayList<>(moves);
        List<Board.Edge> out = new ArrayList<>();
        for (HackenbushPosition.Edge e : parsed) {
            Move cut = unmatched.stream().filter(m -> m.text().equals("remove " + e)).findFirst().orElse(null);
            unmatched.remove(cut);
            String colour = e.color() == 'b' ? "blue" : e.color() == 'r' ? "red" : "green";
            out.add(new Board.Edge(Integer.toString(e.u()), Integer.toString(e.v()), colour,
                    cut == null ? null : cut.text()));
        }
        return Optional.of(new Board.Edges("0", out));
    }
}
