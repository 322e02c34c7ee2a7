package org.sprague.catalog.moves;

import java.util.List;

/**
 * One legal move of a catalog game, as front ends show it.
 *
 * @param text human text, such as {@code heap 1: 3 -> 1}
 * @param to the position after the move, in the game's own syntax (an empty list is the end of a scoring row)
 * @param gain the points the mover scores by this move in a scoring game; 0 in games without scores
 */
public record Move(String text, List<String> to, long gain) {
    public Move {
        to = List.copyOf(to);
    }

    /** A move of a game without scores. */
    public static Move of(String text, List<String> to) {
        return new Move(text, to, 0);
    }
}
