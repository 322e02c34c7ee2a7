package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.sprague.value.Outcome;

/**
 * The answer for one position: outcome, Grundy value, remoteness and winning moves, as the command-line contract
 * names them, plus game-specific fields in {@link #extra()} (for example {@code value} for scoring games).
 */
public final class Solution implements Answer {
    /** Sums with more components than this leave {@code to} out of their moves, so output stays linear. */
    public static final int MAX_COMPONENTS_WITH_TO = 1000;

    private final String game;
    private final List<String> position;
    private final Outcome outcome;
    private final BigInteger grundy;
    private final Long remoteness;
    private final List<MoveReport> winningMoves;
    private final boolean winningMovesComplete;
    private final Map<String, Object> extra;
    private final List<String> notes;

    private Solution(Builder b) {
        this.game = Objects.requireNonNull(b.game, "game");
        this.position = List.copyOf(b.position);
        this.outcome = Objects.requireNonNull(b.outcome, "outcome");
        this.grundy = b.grundy;
        this.remoteness = b.remoteness;
        this.winningMoves = Collections.unmodifiableList(new ArrayList<>(b.winningMoves));
        this.winningMovesComplete = b.winningMovesComplete;
        this.extra = Collections.unmodifiableMap(new LinkedHashMap<>(b.extra));
        this.notes = List.copyOf(b.notes);
    }

    private Solution(Solution base, Map<String, Object> extra) {
        this.game = base.game;
        this.position = base.position;
        this.outcome = base.outcome;
        this.grundy = base.grundy;
        this.remoteness = base.remoteness;
        this.winningMoves = base.winningMoves;
        this.winningMovesComplete = base.winningMovesComplete;
        this.extra = Collections.unmodifiableMap(extra);
        this.notes = base.notes;
    }

    /** This solution with one more field in {@link #extra()} (such as an explanation), after the others. */
    public Solution withExtra(String key, Object value) {
        Map<String, Object> more = new LinkedHashMap<>(extra);
        more.put(key, value);
        return new Solution(this, more);
    }

    public static Builder builder(String game, List<String> position, Outcome outcome) {
        return new Builder(game, position, outcome);
    }

    @Override
    public String game() {
        return game;
    }

    /** The position as given, in the game's syntax. */
    public List<String> position() {
        return position;
    }

    public Outcome outcome() {
        return outcome;
    }

    /** The Grundy value under normal play, or {@code null} when not defined or not computed. */
    public BigInteger grundy() {
        return grundy;
    }

    /** Smith's remoteness, or {@code null} for draws and where it was not computed. */
    public Long remoteness() {
        return remoteness;
    }

    public List<MoveReport> winningMoves() {
        return winningMoves;
    }

    /** False when {@link #winningMoves()} shows only some of the winning moves (see {@link #notes()}). */
    public boolean winningMovesComplete() {
        return winningMovesComplete;
    }

    /** Further contract fields, in output order. */
    public Map<String, Object> extra() {
        return extra;
    }

    /** Remarks for people: what was not computed and why, which theorem answered. */
    public List<String> notes() {
        return notes;
    }

    /** Collects a solution's parts. */
    public static final class Builder {
        private final String game;
        private final List<String> position;
        private final Outcome outcome;
        private BigInteger grundy;
        private Long remoteness;
        private final List<MoveReport> winningMoves = new ArrayList<>();
        private boolean winningMovesComplete = true;
        private final Map<String, Object> extra = new LinkedHashMap<>();
        private final List<String> notes = new ArrayList<>();

        private Builder(String game, List<String> position, Outcome outcome) {
            this.game = game;
            this.position = position;
            this.outcome = outcome;
        }

        public Builder grundy(BigInteger value) {
            this.grundy = value;
            return this;
        }

        public Builder grundy(long value) {
            return grundy(BigInteger.valueOf(value));
        }

        public Builder remoteness(Long value) {
            this.remoteness = value;
            return this;
        }

        public Builder move(MoveReport move) {
            winningMoves.add(move);
            return this;
        }

        public Builder moves(List<MoveReport> moves) {
            winningMoves.addAll(moves);
            return this;
        }

        /** Marks the move list as a selection, with a note that says why. */
        public Builder movesIncomplete(String why) {
            winningMovesComplete = false;
            notes.add(why);
            return this;
        }

        public Builder extra(String key, Object value) {
            extra.put(key, value);
            return this;
        }

        public Builder note(String note) {
            notes.add(note);
            return this;
        }

        public Solution build() {
            return new Solution(this);
        }
    }
}
