package org.sprague.catalog;

import java.util.List;

/**
 * One winning (or optimal) move, as front ends show it.
 *
 * @param move human text, such as {@code heap 1: 3 -> 1}
 * @param to the position after the move in the game's input syntax, or {@code null} where it is left out
 *     (sums of more than {@link Solution#MAX_COMPONENTS_WITH_TO} components)
 * @param component the 1-based component moved in, for sums; otherwise {@code null}
 * @param toComponent that component after the move, for sums; otherwise {@code null}
 */
public record MoveReport(String move, List<String> to, Integer component, String toComponent) {
    /** A move in a game that is not a sum. */
    public static MoveReport of(String move, List<String> to) {
        return new MoveReport(move, to, null, null);
    }
}
