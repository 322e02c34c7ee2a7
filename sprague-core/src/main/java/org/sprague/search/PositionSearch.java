package org.sprague.search;

/**
 * An {@link OutcomeSearch} of positions with a second word ({@link WithSecondWord}), which names its game: what
 * {@link OutcomeClassSearch} runs, alone ({@link AlphaBetaOutcomeSearch}) or on several threads
 * ({@link ParallelOutcomeSearch}).
 */
public interface PositionSearch extends OutcomeSearch {
    /**
     * Solves a position with a second word (0 for a game without one).
     *
     * @param state the position
     * @param extra its second word
     * @param left whether Left moves
     * @return whether the player to move wins, a winning move, and the positions visited
     * @throws org.sprague.ResourceLimitException when the search's time or positions run out first
     */
    SearchResult solve(long state, int extra, boolean left);

    /**
     * The game searched.
     *
     * @return the game
     */
    OutcomeGame game();
}
