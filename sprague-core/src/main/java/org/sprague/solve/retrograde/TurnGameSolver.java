package org.sprague.solve.retrograde;

import org.sprague.game.IndexedTurnGame;

/**
 * Solves every position of a turn game with cycles: win, loss or draw for the player to move, with remoteness.
 *
 * <p>Implementations state their thread-safety.
 */
public interface TurnGameSolver {
    /**
     * Solves every position of {@code game} (Smith's retrograde analysis: losses and wins fixed backwards from the
     * terminal and labelled positions; what is never fixed is a draw).
     *
     * @param game the game
     * @return the outcome and remoteness of every position
     * @throws org.sprague.ResourceLimitException when the tables would not fit the memory budget (checked before
     *     they are allocated)
     */
    TurnGameSolution solve(IndexedTurnGame game);
}
