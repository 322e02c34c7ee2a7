package org.sprague.solve.retrograde;

import org.sprague.value.Outcome;

/**
 * Win, loss or draw with remoteness for every position of a solved turn game, seen from the player to move.
 */
public interface TurnGameSolution {
    /**
     * The number of positions.
     *
     * @return the solved game's {@code size()}
     */
    long size();

    /**
     * The outcome of a position.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @return {@code first}, {@code second} or {@code draw}, for the player to move there
     */
    Outcome outcome(long position);

    /**
     * Smith's remoteness: 0 at a terminal or labelled position; a win is 1 + the least remoteness among moves to
     * losses (the winner hurries); a loss is 1 + the greatest remoteness among its moves (the loser delays);
     * {@code -1} for a draw.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @return its remoteness, or -1 for a draw
     */
    long remoteness(long position);
}
