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

    /** The contract's lower-case name: {@code first}, {@code second} or {@code draw}. */
    public String label() {
        return label;
    }

    /** The outcome of a position whose Grundy value is {@code grundy} under normal play. */
    public static Outcome ofGrundy(long grundy) {
        return grundy == 0 ? SECOND : FIRST;
    }

    /** Outcome for the player to move, given whether that player wins. */
    public static Outcome ofWin(boolean playerToMoveWins) {
        return playerToMoveWins ? FIRST : SECOND;
    }
}
