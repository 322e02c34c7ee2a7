package org.sprague.catalog;

import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import org.sprague.value.Outcome;

/**
 * An answer for every position of a game at once, such as every node of a graph ({@code solve graph} without
 * {@code --start}): rows in the game's order, made on demand so a large table is not held twice.
 */
public sealed class PositionTable implements Answer permits GraphPositions {
    private final String game;
    private final int size;
    private final IntFunction<Row> rows;
    private final List<String> notes;
    private final List<Detail> details;

    /**
     * One position: its name, outcome, remoteness (undefined for draws) and game-specific facts in output order.
     *
     * @param node the position's name
     * @param outcome who wins with best play from it
     * @param remoteness Smith's remoteness, or why there is none
     * @param details game-specific facts, in output order
     */
    public record Row(String node, Outcome outcome, Figure<Long> remoteness, List<Detail> details) {
        /** Copies the facts; only {@code details} may be null (none). */
        public Row {
            Objects.requireNonNull(node, "node");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(remoteness, "remoteness");
            details = details == null ? List.of() : List.copyOf(details);
        }
    }

    /**
     * A table of {@code size} rows made by {@code rows} when asked.
     *
     * @param game the catalog id
     * @param size the number of rows
     * @param rows row {@code i} for each index
     * @param notes remarks for people
     */
    public PositionTable(String game, int size, IntFunction<Row> rows, List<String> notes) {
        this(game, size, rows, notes, List.of());
    }

    /**
     * A table with facts about the whole of it.
     *
     * @param details facts about the whole table, in output order (such as a graph's longest chain)
     */
    public PositionTable(String game, int size, IntFunction<Row> rows, List<String> notes, List<Detail> details) {
        this.game = game;
        this.size = size;
        this.rows = rows;
        this.notes = List.copyOf(notes);
        this.details = List.copyOf(details);
    }

    /** Fields about the whole table, in output order. */
    public List<Detail> details() {
        return details;
    }

    @Override
    public String game() {
        return game;
    }

    /** The number of rows. */
    public int size() {
        return size;
    }

    /** Row {@code i}, made when asked. */
    public Row row(int i) {
        return rows.apply(i);
    }

    /** Remarks for people, as in {@link Solution#notes()}. */
    @Override
    public List<String> notes() {
        return notes;
    }
}
