package org.sprague.search;

/**
 * A two-player game under normal play (whoever cannot move loses) on a compact state of one {@code long}, as
 * an {@link OutcomeSearch} needs it. Moves are small integers ({@code 0 <= move < moveIds()}), so a search can
 * remember a best move and keep a history of good moves per player.
 *
 * <p>Symmetries are optional: a game may map each state to a representative of its class (states with the same
 * outcome for the same player to move) by an involution, so that a search stores one entry per class.
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
     * The moves a search tries: those of {@link #moves}, in an order of the game's for the search (cheaper to
     * take than that of {@link #moves}, say), less any the game knows to lose (after which the opponent, to move,
     * surely wins), or only a move the game knows to win. An empty list then means every move loses (or there is
     * none). Only the first entry need be a move: the rest are moves once {@link #orderRest} has finished them.
     *
     * @param state the position
     * @param left whether Left moves
     * @param out room for every move of one position
     * @return how many moves were written
     */
    default int searchMoves(long state, boolean left, int[] out) {
        return moves(state, left, out);
    }

    /**
     * Finishes a list of {@link #searchMoves}: a game may write only the first move ready (the one a search tries
     * first, which in a won position usually wins) and leave the rest in a form of its own, ordered and made moves
     * here when the search needs them. The search calls this once, before it tries the second move.
     *
     * @param out the list {@link #searchMoves} wrote
     * @param from the first entry to finish, 1 in a search
     * @param n the list's length
     */
    default void orderRest(int[] out, int from, int n) {
    }

    /** What {@link #searchMoves(long, boolean, int[], int)} returns when its one move is known to win. */
    int KNOWN_WIN = -1;

    /**
     * As {@link #searchMoves(long, boolean, int[])}, trying {@code hint} first for a move the game knows to win
     * (a move that won a similar position, say): when the game knows a move to win, it writes it alone and
     * returns {@link #KNOWN_WIN}, and the search need not visit the position it reaches.
     *
     * @param state the position
     * @param left whether Left moves
     * @param out room for every move of one position
     * @param hint a move to try first, or -1
     * @return how many moves were written, or {@link #KNOWN_WIN} with the winning move in {@code out[0]}
     */
    default int searchMoves(long state, boolean left, int[] out, int hint) {
        return searchMoves(state, left, out);
    }

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

    /**
     * The symmetry that takes {@code state} to the representative of its class.
     *
     * @param state the position
     * @return an index for {@link #transform} and {@link #transformMove}; 0 is the identity
     */
    default int symmetry(long state) {
        return 0;
    }

    /**
     * The image of a state under a symmetry; every symmetry is its own inverse.
     *
     * @param state the position
     * @param symmetry an index from {@link #symmetry}
     * @return the image
     */
    default long transform(long state, int symmetry) {
        return state;
    }

    /**
     * The image of a move under a symmetry; every symmetry is its own inverse.
     *
     * @param move a move id
     * @param left whose move it is
     * @param symmetry an index from {@link #symmetry}
     * @return the move's image, the same move of the transformed state
     */
    default int transformMove(int move, boolean left, int symmetry) {
        return move;
    }
}
