package org.sprague.catalog;

import java.util.List;
import org.sprague.graph.NodeNames;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;

/**
 * Every node of a game graph with its outcome and remoteness, in node order: the answer of {@code solve graph}
 * without a start node. A {@link PositionTable} without further fields whose rows can also be read as primitives
 * straight from the solver's table and the name table, so front ends can stream millions of rows without an
 * object per row.
 */
public final class GraphPositions extends PositionTable {
    private final NodeNames names;
    private final TurnGameSolution solution;

    public GraphPositions(String game, NodeNames names, TurnGameSolution solution) {
        super(game, names.size(), u -> {
            long r = solution.remoteness(u);
            return new Row(names.name(u), solution.outcome(u), r < 0 ? null : r, null);
        }, List.of());
        this.names = names;
        this.solution = solution;
    }

    /** The node names, whose UTF-8 bytes front ends copy out ({@link NodeNames#copyUtf8}). */
    public NodeNames names() {
        return names;
    }

    public Outcome outcome(int node) {
        return solution.outcome(node);
    }

    /** Smith's remoteness, or -1 for a draw. */
    public long remoteness(int node) {
        return solution.remoteness(node);
    }
}
