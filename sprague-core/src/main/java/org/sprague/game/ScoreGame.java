package org.sprague.game;

/**
 * A scoring game: every move earns its mover a score, the game ends at a position without moves, where the
 * player to move receives a final adjustment, and the players maximise their own total minus the opponent's.
 *
 * <p>The value of a position is the score difference (player to move minus the other) under optimal play from
 * there, by negamax:
 * <pre>
 *   value(p) = terminalScore(p)                                        if p has no move
 *   value(p) = max over moves m of  score(m) - value(m.next)           when m passes the turn
 *                                   score(m) + value(m.next)           when m keeps it
 * </pre>
 * A move keeps the turn when the same player moves again (for example LeetCode 1563, where one player makes
 * every decision). A win/lose game is a scoring game whose decisive move or terminal position scores +1 or -1.
 *
 * <p>Contract, which the solvers rely on and do not all check:
 * <ul>
 *   <li>the game is finite: no position is reachable from itself (solvers report a cycle they meet);</li>
 *   <li>positions have value semantics ({@code equals}, {@code hashCode}): solvers keep transposition tables;</li>
 *   <li>partizan games (different moves or valuations per player) put the player to move into the position;</li>
 *   <li>every value and every partial sum of scores along a play lies strictly within +-2^60.</li>
 * </ul>
 *
 * @param <P> the position type
 */
public interface ScoreGame<P> {
    /**
     * Gives every move of {@code position} to {@code sink}, in the game's natural order; none at a terminal.
     *
     * @param position the position
     * @param sink receives each move with its score and whether it passes the turn
     */
    void forEachMove(P position, MoveSink<P> sink);

    /**
     * The final adjustment at a terminal position, for the player to move there (0 by default). A game lost by
     * the player who cannot move returns -1.
     *
     * @param position a position without moves
     * @return the score the player to move there receives
     */
    default long terminalScore(P position) {
        return 0;
    }

    /**
     * Receives moves.
     *
     * @param <P> the position type
     */
    @FunctionalInterface
    interface MoveSink<P> {
        /**
         * One move.
         *
         * @param next the position after the move
         * @param score what the mover earns by it
         * @param passesTurn whether the opponent moves next (false: the mover moves again)
         */
        void move(P next, long score, boolean passesTurn);

        /**
         * A move that passes the turn, the usual case.
         *
         * @param next the position after the move
         * @param score what the mover earns by it
         */
        default void move(P next, long score) {
            move(next, score, true);
        }
    }
}
