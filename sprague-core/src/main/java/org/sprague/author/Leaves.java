package org.sprague.author;

/**
 * Receives the moves of one heap ({@link HeapGame#options}): each call is one move, given as the heaps it leaves.
 *
 * <p>Example, the moves of a heap {@code n} of Kayles (take one or two tokens, possibly splitting the rest in two):
 * <pre>{@code
 * for (long take = 1; take <= Math.min(2, n); take++) {
 *     for (long a = 0; 2 * a <= n - take; a++) {
 *         leaves.leave(a, n - take - a); // a heap of 0 is no heap
 *     }
 * }
 * }</pre>
 */
@FunctionalInterface
public interface Leaves {
    /**
     * One move: the heaps it leaves in place of the heap moved in. Heaps of 0 are no heaps, so {@code leave()} and
     * {@code leave(0)} both take the heap whole; at most three non-empty heaps, each smaller than the heap moved in
     * (so that every game ends).
     *
     * @param heaps the heaps left, in any order
     */
    void leave(long... heaps);
}
