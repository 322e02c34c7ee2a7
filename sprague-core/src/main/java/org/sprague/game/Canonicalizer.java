package org.sprague.game;

/**
 * Maps a position to a canonical representative of positions that are equal as games (for example a sum whose
 * components are only reordered), so that memoizing solvers store each class once.
 */
@FunctionalInterface
public interface Canonicalizer<P> {
    P canonical(P position);

    static <P> Canonicalizer<P> identity() {
        return p -> p;
    }
}
