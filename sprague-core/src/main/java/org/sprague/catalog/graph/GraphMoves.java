package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.graph.GraphGame;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;

/**
 * Moves of a token on a graph file: one node (as the position or {@code --start}); a move follows an edge, in
 * file order. A labelled node ends the game, so it has no moves. Several nodes are a sum of tokens: a move takes
 * one token along an edge, token by token. Play with no node starts on the file's first node.
 */
final class GraphMoves implements PositionMoves {
    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        GameGraph graph = GraphGame.read(options.required(GraphGame.FILE));
        if (position.size() > 1 && options.string(GraphGame.START) == null) {
            return tokenMoves(graph, options, position);
        }
        String name = node(options, position);
        int node = graph.find(name);
        if (node < 0) {
            throw new BadInputException("unknown node '" + name + "' in " + options.string(GraphGame.FILE));
        }
        List<Move> out = new ArrayList<>();
        if (graph.label(node) != TerminalLabel.NONE) {
            return out;
        }
        int[] offsets = graph.offsets();
        int[] targets = graph.targets();
        for (int e = offsets[node]; e < offsets[node + 1]; e++) {
            String to = graph.name(targets[e]);
            out.add(Move.of(name + " -> " + to, List.of(to)));
        }
        if (out.size() > MAX_MOVES) {
            throw new BadInputException("node " + name + " has more than " + MAX_MOVES + " moves");
        }
        return out;
    }

    /** A sum of tokens: each token's edges in turn, token by token. */
    private static List<Move> tokenMoves(GameGraph graph, GameOptions options, List<String> position) {
        int[] offsets = graph.offsets();
        int[] targets = graph.targets();
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            int node = graph.find(position.get(i));
            if (node < 0) {
                throw new BadInputException("unknown node '" + position.get(i) + "' in "
                        + options.string(GraphGame.FILE));
            }
            if (graph.label(node) != TerminalLabel.NONE) {
                continue;
            }
            for (int e = offsets[node]; e < offsets[node + 1]; e++) {
                List<String> to = new ArrayList<>(position);
                to.set(i, graph.name(targets[e]));
                out.add(Move.of("token " + (i + 1) + ": " + position.get(i) + " -> " + to.get(i), to));
                if (out.size() > MAX_MOVES) {
                    throw new BadInputException("the tokens have more than " + MAX_MOVES + " moves");
                }
            }
        }
        return out;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        return Evaluation.of((Solution) game.solve(withoutStart(options), position));
    }

    /** The one node, given as the position or as {@code --start}; the tokens of a sum; else the file's first node. */
    @Override
    public List<String> start(GameOptions options, List<String> position) {
        if (options.string(GraphGame.START) == null) {
            if (position.size() > 1) {
                return position;
            }
            if (position.isEmpty()) {
                GameGraph graph = GraphGame.read(options.required(GraphGame.FILE));
                if (graph.nodeCount() == 0) {
                    throw new BadInputException("the graph has no node to start from");
                }
                return List.of(graph.name(0));
            }
        }
        return List.of(node(options, position));
    }

    /** Without {@code --start}: the node is the position. */
    @Override
    public GameOptions playOptions(GameOptions options) {
        return options.string(GraphGame.START) == null ? options : withoutStart(options);
    }

    /** The one node a play or explanation starts from. */
    static String node(GameOptions options, List<String> position) {
        String start = options.string(GraphGame.START);
        if (position.size() == 1 && start == null) {
            return position.get(0);
        }
        if (start != null && (position.isEmpty() || position.equals(List.of(start)))) {
            return start; // an answer's position already names the start node
        }
        throw new BadInputException("give one start node, as " + GraphGame.START.name()
                + " NODE or as one NODE argument");
    }

    static GameOptions withoutStart(GameOptions options) {
        Map<String, String> m = new LinkedHashMap<>(options.asMap());
        m.remove(GraphGame.START.name());
        return new GameOptions(m);
    }
}
