package org.sprague.partizan.loopy;

/** Who wins a loopy game from a position with a given player to move; infinite play is a draw. */
public enum Winner {
    /** Left wins. */
    LEFT,
    /** Right wins. */
    RIGHT,
    /** Neither can force a win: play goes on forever. */
    DRAW;

    /**
     * The JSON word: {@code left}, {@code right} or {@code draw}.
     *
     * @return the JSON word: {@code left}, {@code right} or {@code draw}
     */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
