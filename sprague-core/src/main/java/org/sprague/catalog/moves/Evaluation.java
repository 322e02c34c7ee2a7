package org.sprague.catalog.moves;

import java.math.BigInteger;
import org.sprague.catalog.ScoringAnswer;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * A position's value for the player to move there.
 *
 * @param outcome who wins with perfect play
 * @param grundy the Grundy value, or {@code null}
 * @param remoteness Smith's remoteness, or {@code null} where not defined or not computed
 * @param value a scoring game's value (the mover's score minus the other's), or {@code null}
 * @param canonical a partizan game's canonical value (from Left's side), or {@code null}
 */
public record Evaluation(Outcome outcome, BigInteger grundy, Long remoteness, Long value, String canonical) {
    /** A value without a canonical form. */
    public Evaluation(Outcome outcome, BigInteger grundy, Long remoteness, Long value) {
        this(outcome, grundy, remoteness, value, null);
    }

    /** The end of a scoring row: nothing left to score. */
    public static final Evaluation SCORED_OUT = new Evaluation(Outcome.DRAW, null, 0L, 0L);

    public static Evaluation of(Solution s) {
        Long value = s instanceof ScoringAnswer scoring ? scoring.value() : null;
        return new Evaluation(s.outcome(), s.grundy().orNull(), s.remoteness().orNull(), value);
    }
}
