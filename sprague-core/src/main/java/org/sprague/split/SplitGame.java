package org.sprague.split;

import org.sprague.solve.Budget;

/**
 * A game whose search splits into subtrees: each leaf of the split, named by a word (its canonical position), is
 * solved alone by the single-machine search, wherever a {@link LeafSolver} runs it.
 */
public interface SplitGame {
    /**
     * The game's name, by which a solver on another machine finds it again ({@link SplitGames#find}).
     *
     * @return such as {@code domineering}
     */
    String id();

    /**
     * Solves one leaf.
     *
     * @param key the leaf's word, as the game's frontier wrote it
     * @param budget the search steps and time of this leaf's search
     * @return its value (whether the player to move wins, 1 or 0, or a nimber) and the positions searched
     * @throws org.sprague.ResourceLimitException when the search runs out of its budget first
     */
    Leaf solve(String key, Budget budget);

    /**
     * A solved leaf.
     *
     * @param value whether the player to move wins (1 or 0), or the nimber
     * @param positions positions the search visited
     */
    record Leaf(long value, long positions) {
    }
}
