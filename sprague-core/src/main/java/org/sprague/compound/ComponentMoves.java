package org.sprague.compound;

import org.sprague.play.GameMoves;
import org.sprague.play.PositionMoves;

/** Where the moves of a component come from: the listing front ends use for play ({@link GameMoves}). */
final class ComponentMoves {
    private ComponentMoves() {
    }

    /** The moves of game {@code id}, or {@code null} when they cannot be listed. */
    static PositionMoves of(String id) {
        return GameMoves.of(id);
    }
}
