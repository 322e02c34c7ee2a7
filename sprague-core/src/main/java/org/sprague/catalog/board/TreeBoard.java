package org.sprague.catalog.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.moves.Move;

/**
 * A rooted tree whose nodes are named by their paths of {@code L} and {@code R} from the root (the Fibonacci tree)
 * and where a move removes a node with everything above it: green Hackenbush on the tree, the root on the ground
 * (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 7). Each listed move adds the path of the node it removes
 * to the position; the tree drawn is those nodes, so it is the game's own.
 */
public final class TreeBoard {
    /** The ground's name: the root, which no move removes. */
    public static final String ROOT = "root";

    private TreeBoard() {
    }

    /**
     * The edges from each node's parent to it, each the move that removes the node.
     *
     * @param position the position: the order, then the paths of the nodes removed
     * @param moves the listed moves
     * @param reached the position each move reaches: one path more
     * @return the board; empty when a move adds no one path or the nodes are too many to draw
     */
    public static Optional<Board> of(List<String> position, List<Move> moves, List<List<String>> reached) {
        if (moves.size() > Boards.MOST_EDGES) {
            return Optional.empty();
        }
        List<Board.Edge> edges = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            List<String> added = new ArrayList<>(reached.get(m));
            added.removeAll(position);
            String path = added.size() == 1 ? added.get(0) : "";
            if (!path.matches("[LR]+")) {
                return Optional.empty();
            }
            String parent = path.length() == 1 ? ROOT : path.substring(0, path.length() - 1);
            edges.add(new Board.Edge(parent, path, "green", moves.get(m).text()));
        }
        return Optional.of(new Board.Edges(ROOT, edges));
    }
}
