package org.sprague.search;

/**
 * Decides who wins from one position of an {@link OutcomeGame} when one player moves first.
 */
public interface OutcomeSearch {
    /**
     * Searches {@code state} with {@code left} to move.
     *
     * @param state the position
     * @param left whether Left moves first
     * @return whether the player to move wins, a winning move when it does, and the search's counts
     * @throws org.sprague.ResourceLimitException when the search's time or memory budget is reached first
     */
    SearchResult solve(long state, boolean left);
}
