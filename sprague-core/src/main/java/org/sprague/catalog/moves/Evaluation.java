package org.sprague.catalog.moves;

import java.math.BigInteger;
import org.sprague.catalog.ScoringAnswer;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * A position's value for the player to move there.
 *
 * @param outcome who wins with perfect play, or {@code null} when a search with a time limit did not decide it
 * @param grundy the Grundy value, or {@code null}
 * @param remoteness Smith's remoteness, or {@code null} where not defined or not computed
 * @param value a scoring game's value (the mover's score minus the other's), or {@code null}
 * @param canonical a partizan game's canonical value (from Left's side), or {@code null}
 * @param undecided what is known where the outcome is not ({@code null} exactly when the outcome is known)
 */
public record Evaluation(Outcome outcome, BigInteger grundy, Long remoteness, Long value, String canonical,
        Undecided undecided) {
    public Evaluation {
        if ((outcome == null) == (undecided == null)) {
            throw new IllegalArgumentException("an evaluation is either decided (an outcome) or undecided");
        }
    }

    /** A decided value, with a canonical form or {@code null}. */
    public Evaluation(Outcome outcome, BigInteger grundy, Long remoteness, Long value, String canonical) {
        this(outcome, grundy, remoteness, value, canonical, null);
    }

    /** A value without a canonical form. */
    public Evaluation(Outcome outcome, BigInteger grundy, Long remoteness, Long value) {
        this(outcome, grundy, remoteness, value, null);
    }

    /**
     * A position whose outcome a search did not find within its time.
     *
     * @param undecided how long it was searched, and its heuristic balance
     * @return an evaluation without an outcome
     */
    public static Evaluation undecided(Undecided undecided) {
        return new Evaluation(null, null, null, null, null, undecided);
    }

    /**
     * Whether the outcome is known.
     *
     * @return false only for {@link #undecided(Undecided)}
     */
    public boolean decided() {
        return undecided == null;
    }

    /** The end of a scoring row: nothing left to score. */
    public static final Evaluation SCORED_OUT = new Evaluation(Outcome.DRAW, null, 0L, 0L);

    public static Evaluation of(Solution s) {
        Long value = s instanceof ScoringAnswer scoring ? scoring.value() : null;
        return new Evaluation(s.outcome(), s.grundy().orNull(), s.remoteness().orNull(), value);
    }
}
