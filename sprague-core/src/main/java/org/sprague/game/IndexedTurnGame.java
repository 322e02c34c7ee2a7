package org.sprague.game;

import java.util.function.LongConsumer;

/**
 * A two-player turn game whose positions are numbered {@code 0 .. size()-1}: each position has one player to move,
 * a move passes the turn, and the game may have cycles (play that never ends is a draw). Positions may carry a
 * {@link TerminalLabel}. Partizan games fit too: a position then includes whose turn it is (see
 * {@link PartizanTurnGame}).
 *
 * <p>This is what the retrograde solvers in {@code org.sprague.solve.retrograde} read; they keep their tables in
 * primitive arrays indexed by position number.
 */
public interface IndexedTurnGame {
    /**
     * The number of positions.
     *
     * @return n, the positions being {@code 0 .. n-1}
     */
    long size();

    /**
     * The result fixed at a position, if any.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @return its label; {@link TerminalLabel#NONE} for an ordinary position
     */
    TerminalLabel label(long position);

    /**
     * Gives every move of {@code position} (the number of the position reached) to {@code sink}. A move listed
     * twice counts twice; solvers do not call this for labelled positions.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @param sink receives the positions reached
     */
    void forEachMove(long position, LongConsumer sink);
}
