package org.sprague.catalog.moves;

import org.sprague.BadInputException;

/**
 * Who moves in a game where Alice and Bob play different roles (Alice starts): {@code --turn alice|bob} before a
 * position reached in play.
 */
public final class Turn {
    public static final String OPTION = PositionWords.TURN;

    private Turn() {
    }

    /** Whether Alice moves in {@code position}. */
    public static boolean alice(Leading position) {
        String t = position.get(OPTION, "alice");
        if (!t.equals("alice") && !t.equals("bob")) {
            throw new BadInputException(OPTION + " takes alice or bob, got '" + t + "'");
        }
        return t.equals("alice");
    }

    /** The name of the other player, as the value of {@code --turn} after a move. */
    public static String next(boolean alice) {
        return alice ? "bob" : "alice";
    }
}
