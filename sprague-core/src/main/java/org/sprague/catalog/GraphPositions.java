package org.sprague.catalog;

import java.util.List;
import org.sprague.graph.NodeNames;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;

/**
 * Every node of a game graph with its outcome and remoteness, in node order: the answer of {@code solve graph}
 * without a start node. It reads straight from the solver's table and the name table, so front ends can stream
 * millions of rows without an object per row; the rows mean what {@link PositionTable}'s rows mean, without
 * further fields.
 */
public final class GraphPositions implements Answer {
    private final String game;
    private final NodeNames names;
    private final TurnGameSolution solution;

    public GraphPositions(String game, NodeNames names, TurnGameSolution solution) {
        this.game = game;
        this.names = names;
        this.solution = solution;
    }

    @Override
    public String game() {
        return game;
    }

    public int size() {
        return names.size();
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

    /** Remarks for people, as in {@link Solution#notes()}: none for a plain graph. */
    public List<String> notes() {
        return List.of();
    }
}
