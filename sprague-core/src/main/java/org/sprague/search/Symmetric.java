package org.sprague.search;

/**
 * An {@link OutcomeGame} whose states fall into classes of one outcome (for the same player to move) under
 * symmetries that are involutions: the search stores one table entry per class, under its representative.
 * Symmetries keep a {@link WithSecondWord} game's second word.
 */
public interface Symmetric extends OutcomeGame {
    /**
     * The symmetry that takes {@code state} to the representative of its class.
     *
     * @param state the position
     * @return an index for {@link #transform} and {@link #transformMove}; 0 is the identity
     */
    int symmetry(long state);

    /**
     * The image of a state under a symmetry; every symmetry is its own inverse.
     *
     * @param state the position
     * @param symmetry an index from {@link #symmetry}
     * @return the image
     */
    long transform(long state, int symmetry);

    /**
     * The image of a move under a symmetry; every symmetry is its own inverse.
     *
     * @param move a move id
     * @param left whose move it is
     * @param symmetry an index from {@link #symmetry}
     * @return the move's image, the same move of the transformed state
     */
    int transformMove(int move, boolean left, int symmetry);
}
