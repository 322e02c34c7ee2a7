package org.sprague.heap;

/**
 * Receives one option of a heap: the heaps the move leaves, as up to three sizes. An absent heap is 0, and
 * present heaps come first, so {@code (0, 0, 0)} means the move left nothing and {@code (3, 2, 0)} means it left
 * heaps of 3 and 2.
 */
@FunctionalInterface
public interface PartsSink {
    /**
     * One option.
     *
     * @param a the first heap left, or 0
     * @param b the second heap left, or 0
     * @param c the third heap left, or 0
     */
    void accept(int a, int b, int c);
}
