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
     * The leaves still needed for the answer of a board split at {@code depth}, given those solved: a game that
     * needs every leaf (a nimber is the mex of every option's) returns all it lacks at once, one that can decide
     * without some (who wins: one winning move is enough) returns at most {@code most}, the most promising first.
     *
     * @param rows the board
     * @param depth the split's depth, at least 1
     * @param solved the leaves solved so far
     * @param most the most leaves a lazy game returns
     * @return the leaves to solve next; empty when the answer is decided
     * @throws org.sprague.BadInputException when the split makes more leaves than a run may hold
     */
    java.util.List<String> next(java.util.List<String> rows, int depth, java.util.Map<String, Leaf> solved, int most);

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
