package org.sprague.game;

/**
 * Maps a position to a canonical representative of positions that are equal as games (for example a sum whose
 * components are only reordered), so that memoizing solvers store each class once.
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface Canonicalizer<P> {
    /**
     * The representative of {@code position}'s class.
     *
     * @param position a position
     * @return a position equal to it as a game; equal for every member of the class (and {@code equals} to
     *     each other)
     */
    P canonical(P position);

    /**
     * The canonicalizer that merges nothing.
     *
     * @param <P> the position type
     * @return one that returns each position itself
     */
    static <P> Canonicalizer<P> identity() {
        return p -> p;
    }
}
