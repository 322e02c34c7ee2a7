package org.sprague.search;

/**
 * The answer of an {@link OutcomeSearch}.
 *
 * @param moverWins whether the player to move wins
 * @param winningMove a winning move of the player to move, or -1 when it loses or the game decided without one
 * @param nodes positions visited
 * @param nanos time taken
 */
public record SearchResult(boolean moverWins, int winningMove, long nodes, long nanos) {
}
