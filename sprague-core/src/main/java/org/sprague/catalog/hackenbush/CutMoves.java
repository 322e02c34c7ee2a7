package org.sprague.catalog.hackenbush;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.hackenbush.FibonacciTree;
import org.sprague.catalog.hackenbush.HackenbushGame;
import org.sprague.catalog.hackenbush.RootedGraph;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.value.Outcome;

/**
 * Moves of the cutting games: Green Hackenbush (cut an edge; what loses contact with the ground falls) and the
 * Fibonacci tree of LeetCode 2005 (remove a node other than the root with its subtree; a lone root cannot be
 * removed without losing, so it ends the game). Values come from the catalog; a bare ground is the end.
 */
final class CutMoves implements PositionMoves {
    private final boolean tree;

    CutMoves(boolean tree) {
        this.tree = tree;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        return tree ? treeMoves(position) : edgeMoves(options, position);
    }

    private static List<Move> edgeMoves(GameOptions options, List<String> position) {
        if (position.size() > MAX_MOVES) {
            throw new BadInputException("too many edges to play here (at most " + MAX_MOVES + ")");
        }
        String ground = options.string(HackenbushGame.GROUND, "0");
        RootedGraph g = RootedGraph.parse(position, ground);
        List<Move> out = new ArrayList<>();
        for (int e = 0; e < g.edges(); e++) {
            boolean[] alive = g.allEdges();
            alive[e] = false;
            boolean[] kept = g.connected(alive);
            int fallen = -1;
            for (boolean k : kept) {
                fallen += k ? 0 : 1;
            }
            String falls = fallen == 0 ? "" : " (" + fallen + " more fall" + (fallen == 1 ? "s" : "") + ")";
            out.add(Move.of("cut edge " + (e + 1) + " " + g.label(e) + falls, g.labels(kept)));
        }
        return out;
    }

    private static List<Move> treeMoves(List<String> position) {
        Positions.requireNonEmpty(position, "the order N, such as 3");
        BigInteger big = Positions.parseNonNegative(position.get(0), "N");
        if (big.compareTo(BigInteger.valueOf(40)) > 0 || FibonacciTree.size(big.intValue()) > MAX_MOVES) {
            throw new BadInputException("the tree of order " + big + " has more than " + MAX_MOVES + " nodes: its"
                    + " moves cannot be listed one by one here");
        }
        List<String> removed = position.subList(1, position.size());
        for (String p : removed) {
            if (!p.matches("[LR]+")) {
                throw new BadInputException("a removed node is a path of L and R from the root, got '" + p + "'");
            }
        }
        List<Move> out = new ArrayList<>();
        nodes(big.intValue(), "", removed, position, out);
        return out;
    }

    /** Lists every node below the root of a subtree of order {@code n} at {@code path} still on the tree. */
    private static void nodes(int n, String path, List<String> removed, List<String> position, List<Move> out) {
        if (n <= 1) {
            return;
        }
        for (String child : new String[] {path + "L", path + "R"}) {
            int order = child.endsWith("L") ? n - 2 : n - 1;
            if (order < 1 || removed.stream().anyMatch(child::startsWith)) {
                continue;
            }
            List<String> to = new ArrayList<>(position);
            to.add(child);
            out.add(Move.of("remove node " + child, to));
            nodes(order, child, removed, position, out);
        }
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        if (!tree && position.isEmpty()) {
            return new Evaluation(Outcome.SECOND, BigInteger.ZERO, 0L, null);
        }
        return Evaluation.of((Solution) game.solve(options, position));
    }
}
