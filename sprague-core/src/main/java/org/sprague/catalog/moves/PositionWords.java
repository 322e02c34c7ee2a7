package org.sprague.catalog.moves;

/**
 * The leading words of positions reached in play that are not options of their game ({@link Leading}): the one
 * place that spells them, so moves, evaluations and messages name them through these constants.
 */
public final class PositionWords {
    /** Who moves where Alice and Bob play different roles: {@code alice} (the default) or {@code bob}. */
    public static final String TURN = "--turn";
    /** Stone Game IX: the player who has already won, when a move ended the game early. */
    public static final String WINNER = "--winner";
    /** Stone Game IX: the sum of the removed stones modulo 3. */
    public static final String REMOVED = "--removed";
    /** Stone Game V: the values Bob threw away in the last split, comma separated. */
    public static final String THROW = "--throw";

    private PositionWords() {
    }
}
