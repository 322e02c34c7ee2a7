package org.sprague.game;

import java.util.function.IntConsumer;

/**
 * An impartial game whose positions are numbered {@code 0 .. size()-1}, for solvers that keep their tables in
 * primitive arrays instead of hash maps.
 */
public interface IndexedImpartialGame {
    /**
     * The number of positions.
     *
     * @return n, the positions being {@code 0 .. n-1}
     */
    int size();

    /**
     * Gives the number of every option of {@code position} to {@code sink}; duplicates are allowed.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @param sink receives the options; none for a terminal position
     */
    void forEachOption(int position, IntConsumer sink);
}
