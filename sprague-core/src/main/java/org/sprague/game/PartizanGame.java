package org.sprague.game;

import java.util.function.LongConsumer;

/**
 * A partizan game: the two players (Left = 0, moving first in the catalog's convention, and Right = 1) have
 * different moves from the same position (e.g. LeetCode 2038, "Remove Colored Pieces if Both Neighbors
 * are the Same Color"). Positions are numbered
 * {@code 0 .. size()-1}; whoever cannot move loses. Solve it as an {@link IndexedTurnGame} through
 * {@link PartizanTurnGame}.
 */
public interface PartizanGame {
    /** Left, the player whose moves are asked with {@code player == 0}. */
    int LEFT = 0;
    /** Right, {@code player == 1}. */
    int RIGHT = 1;

    /**
     * The number of positions.
     *
     * @return n, the positions being {@code 0 .. n-1}
     */
    long size();

    /**
     * Gives every position {@code player} can move {@code position} to.
     *
     * @param player {@link #LEFT} or {@link #RIGHT}
     * @param position a position, {@code 0 <= position < size()}
     * @param sink receives the positions reached; none when {@code player} cannot move (and so loses)
     */
    void forEachMove(int player, long position, LongConsumer sink);
}
