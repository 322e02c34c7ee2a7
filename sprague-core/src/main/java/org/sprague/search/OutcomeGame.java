package org.sprague.search;

/**
 * A two-player game under normal play (whoever cannot move loses) on a compact state of one {@code long}, as
 * an {@link OutcomeSearch} needs it. Moves are small integers ({@code 0 <= move < moveIds()}), so a search can
 * remember a best move and keep a history of good moves per player.
 *
 * <p>Symmetries are optional: a game may map each state to a representative of its class (states with the same
 * outcome for the same player to move) by an involution, so that a search stores one entry per class.
 *
 * <p>A position may carry a second word, its <em>extra</em>: the value of parts of the game that theory has
 * valued and taken off the state, say, so that the search goes on in the sum of the state and that value (the
 * methods that take an {@code extra}). A game without one ignores it: the search starts every position at extra
 * 0, and the defaults pass the state alone on. Symmetries keep the extra word.
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

    /**
     * As {@link #searchMoves(long, boolean, int[], int)}, in the sum of {@code state} and the part {@code extra}
     * stands for.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param out room for every move of one position
     * @param hint a move to try first, or -1
     * @return how many moves were written, or {@link #KNOWN_WIN} with the winning move in {@code out[0]}
     */
    default int searchMoves(long state, int extra, boolean left, int[] out, int hint) {
        return searchMoves(state, left, out, hint);
    }

    /**
     * As {@link #moves(long, boolean, int[])}, in the sum of {@code state} and the part {@code extra} stands for.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param out room for every move of one position
     * @return how many moves were written
     */
    default int moves(long state, int extra, boolean left, int[] out) {
        return moves(state, left, out);
    }

    /**
     * As {@link #play(long, boolean, int)}, from the sum of {@code state} and the part {@code extra} stands for;
     * the second word of the position reached is then {@link #playedExtra()}. (Theory's parts of the position
     * reached are taken off later, by {@link #settled}, once the search knows it needs them.)
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param move one of the moves written for this position and player
     * @return the state reached
     */
    default long play(long state, int extra, boolean left, int move) {
        return play(state, left, move);
    }

    /**
     * The second word of the position the last call of {@link #play(long, int, boolean, int)} reached.
     *
     * @return the extra word; 0 in a game without one
     */
    default int playedExtra() {
        return 0;
    }

    /**
     * The form in which a search keeps a position its {@link #decided} did not decide, reached by {@code move}:
     * the same game (the same outcome for each player to move) in a form a table shares with more positions,
     * parts valued by theory taken off the state into the second word, say. The second word of the form is then
     * {@link #settledExtra}. Called only for positions the game did not decide, so the work it costs is spent
     * where the search goes on.
     *
     * @param state the position
     * @param extra its second word
     * @param left whether Left is to move
     * @param move the move that reached the position (by the other player), or -1 at the root
     * @return the state of the form
     */
    default long settled(long state, int extra, boolean left, int move) {
        return state;
    }

    /**
     * The second word of the form the last call of {@link #settled} returned.
     *
     * @param extra the second word {@link #settled} was given
     * @return the second word of its form
     */
    default int settledExtra(int extra) {
        return extra;
    }

    /**
     * As {@link #decided(long, boolean)}, in the sum of {@code state} and the part {@code extra} stands for.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @return 1 when the player to move wins, -1 when it loses, 0 when not known
     */
    default int decided(long state, int extra, boolean left) {
        return decided(state, left);
    }
}
