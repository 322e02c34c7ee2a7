package org.sprague.game;

import java.util.function.LongConsumer;

/**
 * A turn game that also lists un-moves: the positions from which one move reaches a given position. With them a
 * retrograde solver needs no parent lists of its own (4 bytes a position instead of 8 plus 4 a move).
 *
 * <p>Un-moves must agree with moves as multisets: {@code q} is listed among the un-moves of {@code p} exactly as
 * often as {@code p} is among the moves of {@code q}, for every unlabelled {@code q}. Un-moves from labelled
 * positions may be listed or left out (their moves are ignored).
 */
public interface ReversibleTurnGame extends IndexedTurnGame {
    /**
     * Gives every position with a move to {@code position} to {@code sink}, as often as it has such a move.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @param sink receives the positions one move before
     */
    void forEachUnmove(long position, LongConsumer sink);
}
