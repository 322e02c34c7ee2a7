package org.sprague.search;

/**
 * A two-player game under normal play (whoever cannot move loses) on a compact state of one {@code long}, as
 * an {@link OutcomeSearch} needs it: the moves of a position, the position a move reaches, and what the game
 * decides without search. Moves are small integers ({@code 0 <= move < moveIds()}), so a search can remember a
 * best move and keep a history of good moves per player.
 *
 * <p>Every method's result is a function of its arguments: a game keeps no result of one call for the next (it
 * may keep scratch space and caches, so it serves one search at a time). What a search may use besides is
 * optional, each an interface of its own that the search detects: {@link OrderedMoves} (a move order of its own,
 * known wins), {@link Symmetric} (one table entry per class of symmetric positions) and {@link WithSecondWord} (a
 * second word beside the state).
 */
public interface OutcomeGame {
    /**
     * The number of move identifiers, the bound of every move this game writes.
     *
     * @return a bound, small enough for one array per player
     */
    int moveIds();

    /**
     * Writes the moves of {@code left} (Left, or Right when false) from {@code state}, best first by the game's
     * own heuristic.
     *
     * @param state the position
     * @param left whether Left moves
     * @param out room for every move of one position
     * @return how many moves were written; 0 when the player cannot move (and so loses)
     */
    int moves(long state, boolean left, int[] out);

    /**
     * The position after a move.
     *
     * @param state the position
     * @param left whether Left moves
     * @param move one of the moves {@link #moves} wrote for this state and player
     * @return the position reached
     */
    long play(long state, boolean left, int move);

    /**
     * What the game knows without search: whether the player to move surely wins or surely loses (counting
     * moves no opponent can take away, say, or a value computed by theory).
     *
     * @param state the position
     * @param left whether Left moves
     * @return 1 when the player to move wins, -1 when it loses, 0 when not known
     */
    default int decided(long state, boolean left) {
        return 0;
    }
}
