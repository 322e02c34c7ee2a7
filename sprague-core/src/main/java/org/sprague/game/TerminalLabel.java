package org.sprague.game;

/**
 * The result a turn game fixes at a position before any play: the game ends there with a win, a loss or a draw
 * for the player to move (game graphs with pre-labelled end positions). {@link #NONE} marks an ordinary position.
 * A labelled position's moves are ignored; an unlabelled position without moves is a loss (normal play).
 */
public enum TerminalLabel {
    /** Not labelled: the result follows from the moves. */
    NONE,
    /** The game is over and the player to move has won. */
    WIN,
    /** The game is over and the player to move has lost. */
    LOSS,
    /** The game is over and drawn. */
    DRAW;

    private static final TerminalLabel[] BY_CODE = values();

    /**
     * This label as a byte, for compact tables.
     *
     * @return its ordinal: 0 for {@link #NONE}, then 1, 2, 3 for {@link #WIN}, {@link #LOSS}, {@link #DRAW}
     */
    public byte code() {
        return (byte) ordinal();
    }

    /**
     * The label of a byte code.
     *
     * @param code a value {@link #code()} returned, 0 to 3
     * @return the label with that code
     * @throws ArrayIndexOutOfBoundsException for any other code
     */
    public static TerminalLabel ofCode(int code) {
        return BY_CODE[code];
    }
}
