package org.sprague.author;

import java.util.Objects;

/**
 * One move of a {@link PartizanGame}: what it does, in the game's words, and the position it leads to.
 *
 * <p>Example: {@code new Move<>("heap 2: take 3", List.of(4, 2))}.
 *
 * @param label what the move does, for people (play lists moves by it)
 * @param to the position after the move
 * @param <P> the game's position type
 */
public record Move<P>(String label, P to) {
    /**
     * Checks that both are given.
     *
     * @param label what the move does
     * @param to the position after it
     * @throws NullPointerException for a missing label or position
     */
    public Move {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(to, "to");
    }
}
