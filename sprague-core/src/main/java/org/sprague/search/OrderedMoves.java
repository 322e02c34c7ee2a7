package org.sprague.search;

/**
 * An {@link OutcomeGame} with a move order of its own for the search, and moves it knows to win: the search asks
 * {@link #searchMoves} in place of {@link OutcomeGame#moves} when a game has it.
 */
public interface OrderedMoves extends OutcomeGame {
    /** What {@link #searchMoves} returns when its one move is known to win. */
    int KNOWN_WIN = -1;

    /**
     * The moves a search tries: those of {@link #moves}, in an order of the game's for the search (cheaper to
     * take than that of {@link #moves}, say), less any the game knows to lose (after which the opponent, to move,
     * surely wins), or only a move the game knows to win. An empty list then means every move loses (or there is
     * none). Only the first entry need be a move: the rest are moves once {@link #orderRest} has finished them.
     * The game tries {@code hint} first for a move it knows to win (a move that won a similar position, say):
     * when it knows a move to win, it writes it alone and returns {@link #KNOWN_WIN}, and the search need not
     * visit the position it reaches.
     *
     * @param state the position
     * @param extra the position's second word ({@link WithSecondWord}); 0 in a game without one
     * @param left whether Left moves
     * @param out room for every move of one position
     * @param hint a move to try first, or -1
     * @return how many moves were written, or {@link #KNOWN_WIN} with the winning move in {@code out[0]}
     */
    int searchMoves(long state, int extra, boolean left, int[] out, int hint);

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
}
