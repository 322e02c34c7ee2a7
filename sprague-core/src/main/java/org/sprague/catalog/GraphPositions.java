package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;
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
    private final List<Column> columns;

    /**
     * A further field of every row, a whole number or {@code null}.
     *
     * @param values the value at a node, negative for {@code null}
     */
    public record Column(String name, IntToLongFunction values) {
    }

    public GraphPositions(String game, NodeNames names, TurnGameSolution solution) {
        this(game, names, solution, List.of(), List.of());
    }

    /**
     * @param columns further fields of every row, in output order
     * @param details facts about the whole table, as in {@link PositionTable#details()}
     */
    public GraphPositions(String game, NodeNames names, TurnGameSolution solution, List<Column> columns,
            List<Detail> details) {
        super(game, names.size(), u -> {
            long r = solution.remoteness(u);
            List<Detail> fields = new ArrayList<>();
            for (Column c : columns) {
                long v = c.values().applyAsLong(u);
                fields.add(v < 0 ? new Detail.Absent(c.name()) : new Detail.Whole(c.name(), v));
            }
            return new Row(names.name(u), solution.outcome(u),
                    r < 0 ? Figure.undefined("a draw has no remoteness") : Figure.known(r), fields);
        }, List.of(), details);
        this.names = names;
        this.solution = solution;
        this.columns = List.copyOf(columns);
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

    /** The further fields of every row, in output order. */
    public List<Column> columns() {
        return columns;
    }
}
