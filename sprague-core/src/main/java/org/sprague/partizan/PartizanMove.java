package org.sprague.partizan;

import java.util.function.Supplier;

/**
 * One move of a partizan game. The position it leads to is made only when asked for, so that a game with many
 * moves (a sum of a thousand stalks) need not build every position to value its moves.
 *
 * @param text what the move does, for people
 * @param position makes the position the move leads to
 * @param tag what the game needs to value the move without the position (an edge index), or -1
 * @param <P> the position type
 */
public record PartizanMove<P>(String text, Supplier<P> position, int tag) {
    /** A move to a position already made. */
    public PartizanMove(String text, P to) {
        this(text, () -> to, -1);
    }

    /** The position the move leads to. */
    public P to() {
        return position.get();
    }
}
