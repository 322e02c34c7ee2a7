package org.sprague.game;

import java.util.function.IntConsumer;

/**
 * An impartial game whose positions are numbered {@code 0 .. size()-1}, for solvers that keep their tables in
 * primitive arrays instead of hash maps.
 */
public interface IndexedImpartialGame {
    /** Number of positions; positions are {@code 0 .. size()-1}. */
    int size();

    /** Gives the number of every option of {@code position} to {@code sink}; duplicates are allowed. */
    void forEachOption(int position, IntConsumer sink);
}
