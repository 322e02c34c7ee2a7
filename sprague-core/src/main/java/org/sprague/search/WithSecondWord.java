package org.sprague.search;

/**
 * An {@link OutcomeGame} whose positions carry a second word beside the state, its <em>extra</em>: the value of
 * parts of the game that theory has valued and taken off the state, say, so that the search goes on in the sum
 * of the state and that value, or the cells of a board past one word. The search keys its table by both words,
 * and asks these methods in place of {@link OutcomeGame}'s; a position's second word is 0 where the caller gives
 * none.
 *
 * <p>A call that reaches a new position returns its state and writes its second word into a one-element array
 * the caller owns, so that the game keeps nothing between calls.
 */
public interface WithSecondWord extends OutcomeGame {
    /**
     * As {@link OutcomeGame#moves}, in the sum of {@code state} and the part {@code extra} stands for.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param out room for every move of one position
     * @return how many moves were written
     */
    int moves(long state, int extra, boolean left, int[] out);

    /**
     * As {@link OutcomeGame#play}, from the sum of {@code state} and the part {@code extra} stands for. (Theory's
     * parts of the position reached are taken off later, by {@link #settled}, once the search knows it needs
     * them.)
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param move one of the moves written for this position and player
     * @param reachedExtra receives the second word of the position reached, in its element 0
     * @return the state reached
     */
    long play(long state, int extra, boolean left, int move, int[] reachedExtra);

    /**
     * As {@link OutcomeGame#decided}, in the sum of {@code state} and the part {@code extra} stands for.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @return 1 when the player to move wins, -1 when it loses, 0 when not known
     */
    int decided(long state, int extra, boolean left);

    /**
     * The form in which a search keeps a position its {@link #decided} did not decide, reached by {@code move}:
     * the same game (the same outcome for each player to move) in a form a table shares with more positions,
     * parts valued by theory taken off the state into the second word, say. Called only for positions the game
     * did not decide, so the work it costs is spent where the search goes on. The position itself by default.
     *
     * @param state the position
     * @param extra its second word
     * @param left whether Left is to move
     * @param move the move that reached the position (by the other player), or -1 at the root
     * @param settledExtra receives the second word of the form, in its element 0
     * @return the state of the form
     */
    default long settled(long state, int extra, boolean left, int move, int[] settledExtra) {
        settledExtra[0] = extra;
        return state;
    }
}
