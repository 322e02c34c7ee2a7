package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;

/**
 * Cat and Mouse's graph (LeetCode 913) drawn with the hole, the mouse and the cat marked on their nodes and the
 * player to move as the token; a node is the move of that player to it, found among the listed moves by where
 * the position they reach puts the mover.
 */
final class CatMouseBoard {
    private CatMouseBoard() {
    }

    /**
     * The board of {@code position}.
     *
     * @param position the position as written
     * @param moves its listed moves
     * @return the graph; empty when its edges are too many to draw
     */
    static Optional<Board> of(List<String> position, List<Move> moves) {
        CatMousePosition at = CatMousePosition.parse(position);
        int[][] graph = at.graph();
        List<Board.Edge> edges = new ArrayList<>();
        for (int u = 0; u < graph.length; u++) {
            for (int v : graph[u]) {
                if (u < v) {
                    // LeetCode's graph is undirected: each edge once, drawn without an arrow
                    edges.add(new Board.Edge(Integer.toString(u), Integer.toString(v), "undirected", null));
                }
            }
        }
        if (edges.size() > Boards.MOST_EDGES) {
            return Optional.empty();
        }
        int mover = at.turn() == CatMouse.MOUSE ? at.mouse() : at.cat();
        // where a move puts the mover: the mouse's node (word 1) or the cat's (word 2) of the position it reaches
        int word = at.turn() == CatMouse.MOUSE ? 1 : 2;
        List<Board.Node> nodes = new ArrayList<>();
        for (int n = 0; n < graph.length; n++) {
            List<String> here = new ArrayList<>();
            if (n == CatMouse.HOLE) {
                here.add("hole");
            }
            if (n == at.mouse()) {
                here.add("mouse");
            }
            if (n == at.cat()) {
                here.add("cat");
            }
            String move = null;
            for (Move m : moves) {
                if (m.to().get(word).equals(Integer.toString(n))) {
                    move = m.text();
                }
            }
            nodes.add(new Board.Node(Integer.toString(n), here.isEmpty() ? null : String.join(", ", here),
                    n == mover, move));
        }
        return Optional.of(new Board.Graph(nodes, edges));
    }
}
