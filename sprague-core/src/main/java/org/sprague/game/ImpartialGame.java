package org.sprague.game;

import java.util.function.Consumer;

/**
 * An impartial game: both players have the same moves from every position, and a position is described by the
 * set of positions one move reaches (its options).
 *
 * <p>The game must be short for the Grundy solvers: no position may be reachable from itself. Positions must
 * have value semantics ({@code equals} and {@code hashCode}) because solvers memoize them.
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface ImpartialGame<P> {
    /**
     * Gives every option of {@code position} to {@code sink}. An option may be given more than once; a terminal
     * position gives none.
     *
     * @param position the position
     * @param sink receives the options
     */
    void forEachOption(P position, Consumer<? super P> sink);
}
