package org.sprague.catalog;

import java.math.BigInteger;
import java.util.List;
import org.sprague.solve.score.ScoreSolver;
import org.sprague.value.Outcome;

/**
 * The answer for one position, typed by the kind of game: {@link ImpartialAnswer} (normal or misère play of a
 * short impartial game), {@link ScoringAnswer} (a score difference under optimal play) or {@link LoopyAnswer}
 * (a game graph that may have draws). Every kind has the fields the command-line contract names for all
 * positions; games add their own facts as typed {@link Detail}s.
 */
public sealed interface Solution extends Answer permits ImpartialAnswer, ScoringAnswer, LoopyAnswer {
    /** Sums with more components than this leave {@code to} out of their moves, so output stays linear. */
    int MAX_COMPONENTS_WITH_TO = 1000;

    /** The position as given, in the game's syntax. */
    List<String> position();

    /** Who wins with best play. */
    Outcome outcome();

    /** The Grundy value under normal play, undefined for scoring games and for positions of infinite value. */
    Figure<BigInteger> grundy();

    /** Smith's remoteness: undefined for draws, or not computed with the reason. */
    Figure<Long> remoteness();

    /** The winning moves (optimal moves for scoring games), in the game's order; two moves to one position stay two. */
    List<MoveReport> winningMoves();

    /** False when {@link #winningMoves()} shows only some of the winning moves (see {@link #notes()}). */
    boolean winningMovesComplete();

    /** Game-specific facts, in output order. */
    List<Detail> details();

    /** The plain value of the detail named {@code name} (see {@link Detail#plain()}). */
    default Object detail(String name) {
        return Detail.find(details(), name);
    }

    /** A builder for an impartial answer; {@link Builder#loopy()} turns it into a loopy one. */
    static Builder builder(String game, List<String> position, Outcome outcome) {
        return new Builder(game, position, outcome, null);
    }

    /** A builder for a scoring answer of value {@code value} (the outcome follows its sign). */
    static Builder scoring(String game, List<String> position, long value) {
        return new Builder(game, position, ScoreSolver.outcomeOf(value), value);
    }

    /** Collects an answer's parts; {@link #build()} makes the record of the kind chosen. */
    final class Builder {
        private final String game;
        private final List<String> position;
        private final Outcome outcome;
        private final Long score;
        private boolean loopy;
        private Figure<BigInteger> grundy;
        private Figure<Long> remoteness;
        private final List<MoveReport> winningMoves = new java.util.ArrayList<>();
        private boolean winningMovesComplete = true;
        private final List<Detail> details = new java.util.ArrayList<>();
        private final List<String> notes = new java.util.ArrayList<>();

        private Builder(String game, List<String> position, Outcome outcome, Long score) {
            this.game = game;
            this.position = position;
            this.outcome = outcome;
            this.score = score;
        }

        /** Makes the answer a {@link LoopyAnswer} (a game graph with possible draws). */
        public Builder loopy() {
            this.loopy = true;
            return this;
        }

        /** The Grundy value. */
        public Builder grundy(BigInteger value) {
            this.grundy = Figure.known(value);
            return this;
        }

        /** The Grundy value. */
        public Builder grundy(long value) {
            return grundy(BigInteger.valueOf(value));
        }

        /** States that the Grundy value is undefined or not computed. */
        public Builder grundy(Figure<BigInteger> value) {
            this.grundy = value;
            return this;
        }

        /** The remoteness. */
        public Builder remoteness(long value) {
            this.remoteness = Figure.known(value);
            return this;
        }

        /** States that the remoteness is undefined or not computed. */
        public Builder remoteness(Figure<Long> value) {
            this.remoteness = value;
            return this;
        }

        /** Adds one move. */
        public Builder move(MoveReport move) {
            winningMoves.add(move);
            return this;
        }

        /** Adds moves in order. */
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

        /** Adds a game-specific fact. */
        public Builder detail(Detail detail) {
            details.add(detail);
            return this;
        }

        /** Adds a text fact. */
        public Builder detail(String name, String value) {
            return detail(new Detail.Text(name, value));
        }

        /** Adds an integer fact. */
        public Builder detail(String name, long value) {
            return detail(new Detail.Whole(name, value));
        }

        /** Adds a yes/no fact. */
        public Builder detail(String name, boolean value) {
            return detail(new Detail.Flag(name, value));
        }

        /** Adds a remark for people. */
        public Builder note(String note) {
            notes.add(note);
            return this;
        }

        /** States that the remoteness was not computed, with a note for people that says why. */
        public Builder remotenessNotComputed(String note) {
            remoteness = Figure.notComputed(note);
            return note(note);
        }

        /** States that neither the Grundy value nor the remoteness was computed, with a note that says why. */
        public Builder grundyAndRemotenessNotComputed(String note) {
            grundy = Figure.notComputed(note);
            return remotenessNotComputed(note);
        }

        /** States that neither value applies to this game (the winner is decided otherwise), with a note. */
        public Builder grundyAndRemotenessUndefined(String note) {
            grundy = Figure.undefined(note);
            remoteness = Figure.undefined(note);
            return note(note);
        }

        /** Whether a remoteness was given (known or stated as missing). */
        public boolean hasRemoteness() {
            return remoteness != null;
        }

        /** The answer of the kind chosen; a value never given is stated as not computed. */
        public Solution build() {
            Figure<Long> r = remoteness != null ? remoteness
                    : outcome == Outcome.DRAW && score == null ? Figure.undefined("a draw has no remoteness")
                    : Figure.notComputed("not computed for this position");
            if (score != null) {
                if (grundy != null) {
                    throw new IllegalStateException("a scoring game has no Grundy value");
                }
                return new ScoringAnswer(game, position, score, r, winningMoves, winningMovesComplete, details,
                        notes);
            }
            Figure<BigInteger> g = grundy != null ? grundy : Figure.notComputed("not computed for this game");
            return loopy
                    ? new LoopyAnswer(game, position, outcome, g, r, winningMoves, winningMovesComplete, details,
                            notes)
                    : new ImpartialAnswer(game, position, outcome, g, r, winningMoves, winningMovesComplete,
                            details, notes);
        }
    }
}
