package org.sprague.solve;

import org.sprague.value.Outcome;

/**
 * Computes Grundy values (nim values) of positions of a short impartial game under normal play.
 *
 * <p>By the Sprague-Grundy theorem every such position is equivalent to a Nim heap of size {@code grundy(p)},
 * the mex of its options' values; the position is lost for the player to move exactly when the value is 0.
 *
 * @param <P> the position type
 *
 * <p>Implementations state their thread-safety; the memoizing ones are one per thread.
 */
public interface GrundySolver<P> extends OutcomeSolver<P> {
    /** The Grundy value of {@code position}. */
    int grundy(P position);

    @Override
    default Outcome outcome(P position) {
        return Outcome.ofGrundy(grundy(position));
    }
}
