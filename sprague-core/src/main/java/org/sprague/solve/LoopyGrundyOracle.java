package org.sprague.solve;

import java.util.function.Consumer;

/**
 * What Smith's theorem on sums of loopy impartial games needs of a component: its generalized Sprague-Grundy value,
 * finite or ∞(K) with K the finite values among its options, and its options of a given finite value. The loopy
 * counterpart of {@link GrundyOracle}; {@link LoopySpragueGrundySum} works with any implementation.
 *
 * <p>Thread-safety is that of the implementation.
 *
 * @param <P> the position type
 */
public interface LoopyGrundyOracle<P> {
    /** Returned by {@link #value} for an infinite value. */
    long INFINITE = -1;

    /** The finite generalized Sprague-Grundy value of {@code position}, or {@link #INFINITE}. */
    long value(P position);

    /** For an infinite {@code position}, K: the finite values among its options, ascending and distinct. */
    long[] reach(P position);

    /**
     * Gives every option of {@code position} whose value is the finite {@code target} to {@code sink}, each once,
     * in the game's option order.
     */
    void optionsOfValue(P position, long target, Consumer<? super P> sink);
}
