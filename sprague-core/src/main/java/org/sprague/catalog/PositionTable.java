package org.sprague.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;
import org.sprague.value.Outcome;

/**
 * An answer for every position of a game at once, such as every node of a graph ({@code solve graph} without
 * {@code --start}): rows in the game's order, made on demand so a large table is not held twice.
 */
public final class PositionTable implements Answer {
    private final String game;
    private final int size;
    private final IntFunction<Row> rows;
    private final List<String> notes;
    private final Map<String, Object> extra;

    /**
     * One position: its name, outcome, remoteness ({@code null} for draws) and game-specific fields in output
     * order.
     */
    public record Row(String node, Outcome outcome, Long remoteness, Map<String, Object> extra) {
        public Row {
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(outcome, "outcome");
            extra = extra == null ? Map.of() : extra;
        }
    }

    public PositionTable(String game, int size, IntFunction<Row> rows, List<String> notes) {
        this(game, size, rows, notes, Map.of());
    }

    /** @param extra fields about the whole table, in output order (such as a graph's longest chain) */
    public PositionTable(String game, int size, IntFunction<Row> rows, List<String> notes, Map<String, Object> extra) {
        this.game = game;
        this.size = size;
        this.rows = rows;
        this.notes = List.copyOf(notes);
        this.extra = extra;
    }

    /** Fields about the whole table, in output order. */
    public Map<String, Object> extra() {
        return extra;
    }

    @Override
    public String game() {
        return game;
    }

    public int size() {
        return size;
    }

    /** Row {@code i}, made when asked. */
    public Row row(int i) {
        return rows.apply(i);
    }

    /** Remarks for people, as in {@link Solution#notes()}. */
    public List<String> notes() {
        return notes;
    }
}
