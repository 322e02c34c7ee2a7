package org.sprague.catalog.hackenbush;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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

    /** The Fibonacci tree: {@code remove node PATH}, a path of L and R from the root, at any order. */
    @Override
    public Optional<String> typedSyntax(GameOptions options, List<String> position) {
        return tree ? Optional.of("remove node PATH (PATH: L and R from the root, such as LR)") : Optional.empty();
    }

    /** {@code remove node PATH} or the bare {@code PATH}: a node still on the tree, walked down from the root. */
    @Override
    public Move typed(GameOptions options, List<String> position, String text) {
        if (!tree) {
            return PositionMoves.super.typed(options, position, text);
        }
        String path = text.strip().replaceAll("\\s+", " ").toUpperCase(Locale.ROOT);
        if (path.startsWith("REMOVE NODE ")) {
            path = path.substring("REMOVE NODE ".length()).strip();
        }
        if (!path.matches("[LR]{1,10000}")) {
            throw new BadInputException("'" + text.strip() + "' is not a move: type " + typedSyntax(options, position)
                    .orElseThrow());
        }
        List<String> removed = removed(position);
        if (!onTree(order(position), path, removed)) {
            throw new BadInputException("node " + path + " is not on the tree: its order would fall below 1, or it"
                    + " or a node above it was removed");
        }
        List<String> to = new ArrayList<>(position);
        to.add(path);
        return Move.of("remove node " + path, to);
    }

    /** The first node still on the tree, shallowest first and L before R, or none when only the root is left. */
    @Override
    public Optional<Move> anyMove(GameOptions options, List<String> position) {
        if (!tree) {
            return PositionMoves.super.anyMove(options, position);
        }
        BigInteger n = order(position);
        List<String> removed = removed(position);
        List<String> level = List.of("");
        // every removed node cuts one branch, so a node is found within that many levels or the tree is bare
        for (int depth = 0; depth <= removed.size() + 1 && !level.isEmpty(); depth++) {
            List<String> next = new ArrayList<>();
            for (String p : level) {
                for (String child : new String[] {p + "L", p + "R"}) {
                    if (onTree(n, child, removed)) {
                        List<String> to = new ArrayList<>(position);
                        to.add(child);
                        return Optional.of(Move.of("remove node " + child, to));
                    }
                    if (next.size() < 4 * (removed.size() + 2)) {
                        next.add(child);
                    }
                }
            }
            level = next;
        }
        return Optional.empty();
    }

    private static BigInteger order(List<String> position) {
        Positions.requireNonEmpty(position, "the order N, such as 3");
        return Positions.parseNonNegative(position.get(0), "N");
    }

    private static List<String> removed(List<String> position) {
        List<String> removed = position.subList(1, position.size());
        for (String p : removed) {
            if (!p.matches("[LR]+")) {
                throw new BadInputException("a removed node is a path of L and R from the root, got '" + p + "'");
            }
        }
        return removed;
    }

    /** Whether {@code path} is a node of the tree of order {@code n} (L: order - 2, R: order - 1, each at least 1). */
    private static boolean onTree(BigInteger n, String path, List<String> removed) {
        if (removed.stream().anyMatch(path::startsWith)) {
            return false;
        }
        BigInteger order = n;
        for (int i = 0; i < path.length(); i++) {
            if (order.compareTo(BigInteger.ONE) <= 0) {
                return false;
            }
            order = order.subtract(path.charAt(i) == 'L' ? BigInteger.TWO : BigInteger.ONE);
            if (order.signum() <= 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        if (!tree && position.isEmpty()) {
            return new Evaluation(Outcome.SECOND, BigInteger.ZERO, 0L, null);
        }
        return Evaluation.of((Solution) game.solve(options, position));
    }
}
