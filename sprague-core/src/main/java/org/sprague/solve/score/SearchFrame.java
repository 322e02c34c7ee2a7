package org.sprague.solve.score;

/**
 * One level of an iterative negamax search: the position, its window, its moves and how far through them the
 * search is. Frames are reused by depth, so a line of any length costs heap, not thread stack.
 *
 * @param <P> the position type
 */
final class SearchFrame<P> {
    final MoveList<P> moves = new MoveList<>();
    P position;
    /** The window, raised as better moves are found. */
    long alpha;
    long beta;
    /** The window the moves were searched with, after the transposition table narrowed it. */
    long searchedAlpha;
    long searchedBeta;
    long best;
    int next;
    boolean expanded;

    void reset(P p, long a, long b) {
        position = p;
        alpha = a;
        beta = b;
        expanded = false;
    }

    void release() {
        moves.clear();
        position = null;
    }
}
