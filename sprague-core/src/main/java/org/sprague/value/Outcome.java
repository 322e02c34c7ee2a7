package org.sprague.value;

/**
 * Who wins a position with perfect play, seen from the player about to move.
 */
public enum Outcome {
    /** The player to move can force a win (an N-position in impartial game theory). */
    FIRST("first"),
    /** The player to move loses against perfect play (a P-position). */
    SECOND("second"),
    /** Neither player can force a win (loopy games), or equal scores (scoring games). */
    DRAW("draw");

    private final String label;

    Outcome(String label) {
        this.label = label;
    }

    /**
     * The contract's lower-case name.
     *
     * @return {@code first}, {@code second} or {@code draw}
     */
    public String label() {
        return label;
    }

    /**
     * The outcome of a position under normal play from its Grundy value: the Sprague-Grundy theorem makes a
     * position lost for the player to move exactly when its value is 0.
     *
     * @param grundy the position's Grundy value (non-negative)
     * @return {@link #SECOND} for 0, else {@link #FIRST}
     */
    public static Outcome ofGrundy(long grundy) {
        return grundy == 0 ? SECOND : FIRST;
    }

    /**
     * The outcome of a position that has no draw.
     *
     * @param playerToMoveWins whether the player to move can force a win
     * @return {@link #FIRST} when it can, else {@link #SECOND}
     */
    public static Outcome ofWin(boolean playerToMoveWins) {
        return playerToMoveWins ? FIRST : SECOND;
    }
}
