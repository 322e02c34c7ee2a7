package org.sprague.solve;

import org.sprague.value.Outcome;

/**
 * Computes Grundy values (nim values) of positions of a short impartial game under normal play.
 *
 * <p>By the Sprague-Grundy theorem every such position is equivalent to a Nim heap of size {@code grundy(p)},
 * the mex of its options' values; the position is lost for the player to move exactly when the value is 0.
 *
 * <p>Implementations state their thread-safety; the memoizing ones are one per thread.
 *
 * @param <P> the position type
 */
public interface GrundySolver<P> extends OutcomeSolver<P> {
    /**
     * The Grundy value of a position: the mex of its options' values.
     *
     * @param position the position
     * @return its value, non-negative; 0 exactly when the position is lost for the player to move
     * @throws org.sprague.ResourceLimitException when the search would exceed the solver's limit
     */
    int grundy(P position);

    @Override
    default Outcome outcome(P position) {
        return Outcome.ofGrundy(grundy(position));
    }
}
