package org.sprague.search;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The positions the threads of one parallel search are searching at this moment: ABDADA's record of which
 * positions have a processor in them (Weill, "The ABDADA distributed minimax search algorithm", ACM Computer Science
 * Conference 1996), kept here apart from the {@link TranspositionTable}, whose entries are only finished, exact
 * results. Each thread publishes the path it is on, one position's fingerprint per ply of the first plies: entering
 * a position at ply {@code d} ({@link #enter}) writes its fingerprint at the thread's ply {@code d}, leaving it
 * ({@link #leave}) clears it. A thread that may put a position off asks {@link #busy} first, which reads the other
 * threads' paths, and when another thread is in the position searches its other moves and comes back to it later,
 * by when the other has mostly stored its result. A thread that has solved a position tells the threads whose path
 * holds it ({@link #solve}, {@link #solvedOnPath}), which then give up the moves they were searching under it.
 *
 * <p>Every word has one writer, its thread, so entering and leaving are plain ordered stores, not the
 * compare-and-set of a shared count (two of them a position, the cost that a count in a shared hash set had); a
 * thread's path takes whole cache lines of its own, so that its stores do not disturb the other threads' lines.
 * Asking costs a read of each other thread's path (the plies shared, e.g. 12 words on two threads). A reader may
 * see a path a moment old, and two positions of the same 64-bit fingerprint look alike: either only makes a thread
 * put a move off wrongly or search where another is, never changes a result (every move put off is searched in the
 * end).
 */
final class SearchingNow {
    /** Words of a cache line, so that each thread's path starts a line of its own with a line to spare after it. */
    private static final int LINE = 8;

    private final AtomicLongArray paths;
    /**
     * Per thread, a line of its own: a position on its path that another thread has solved, its ply plus one (0 for
     * none) and beside it its fingerprint.
     */
    private final AtomicLongArray solved;
    private final int threads;
    private final int depth;
    private final int stride;

    /**
     * Room for the paths of {@code threads} threads through their first {@code depth} plies.
     *
     * @param threads the threads, at least 1
     * @param depth the plies whose positions are published, at least 1
     */
    SearchingNow(int threads, int depth) {
        this.threads = threads;
        this.depth = depth;
        this.stride = (depth + LINE - 1) / LINE * LINE + LINE;
        paths = new AtomicLongArray(threads * stride + LINE);
        solved = new AtomicLongArray((threads + 1) * LINE);
    }

    /**
     * A position's fingerprint: a 64-bit mix of its key, never 0 (0 marks a ply with no position).
     *
     * @param key the position's state (its symmetry representative)
     * @param extra its second word
     * @param left whether Left moves
     * @return the fingerprint, for {@link #busy} and {@link #enter}
     */
    static long fingerprint(long key, int extra, boolean left) {
        long h = (key ^ (long) extra * 0x9E3779B97F4A7C15L ^ (left ? 0x632BE59BD9B4E019L : 0)) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return h == 0 ? 1 : h;
    }

    /**
     * Whether a thread other than {@code thread} is in the position now.
     *
     * @param thread the asking thread's index
     * @param fingerprint from {@link #fingerprint}
     * @return true when on another thread's published path
     */
    boolean busy(int thread, long fingerprint) {
        for (int t = 0; t < threads; t++) {
            if (t != thread && plyOnPath(t, fingerprint, 0) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The ply, from {@code from}, at which thread {@code t}'s path holds the position, or -1. */
    private int plyOnPath(int t, long fingerprint, int from) {
        int base = LINE + t * stride;
        for (int d = from; d < depth; d++) {
            if (paths.getOpaque(base + d) == fingerprint) {
                return d;
            }
        }
        return -1;
    }

    /**
     * Puts a position on the calling thread's path.
     *
     * @param thread the thread's index
     * @param ply the position's ply from the root, below the depth given at construction
     * @param fingerprint from {@link #fingerprint}
     */
    void enter(int thread, int ply, long fingerprint) {
        paths.setOpaque(LINE + thread * stride + ply, fingerprint);
    }

    /**
     * Takes the position at {@code ply} off the calling thread's path.
     *
     * @param thread the thread's index
     * @param ply as given to {@link #enter}
     */
    void leave(int thread, int ply) {
        paths.setOpaque(LINE + thread * stride + ply, 0);
    }

    /**
     * Tells every other thread whose path holds the position (below the root) that it is solved: the calling thread
     * has just stored its result. A thread told so gives up what it searches under the position and takes the result
     * from the table ({@link #solvedOnPath}), rather than finish a move the answer no longer needs (a later move of a
     * won position, searched while another thread was in its winning move).
     *
     * @param thread the calling thread's index
     * @param fingerprint the solved position's
     */
    void solve(int thread, long fingerprint) {
        for (int t = 0; t < threads; t++) {
            int ply = t == thread ? -1 : plyOnPath(t, fingerprint, 1);
            if (ply >= 0) {
                solved.setOpaque(t * LINE + LINE + 1, fingerprint);
                solved.setRelease(t * LINE + LINE, ply + 1);
            }
        }
    }

    /**
     * The ply of a position on the calling thread's path that another thread has solved since the last call, or -1;
     * a notice whose position the thread has left since is dropped.
     *
     * @param thread the calling thread's index
     * @return a ply from 1, or -1
     */
    int solvedOnPath(int thread) {
        int at = thread * LINE + LINE;
        long plyPlusOne = solved.getAcquire(at);
        if (plyPlusOne == 0) {
            return -1;
        }
        solved.setOpaque(at, 0);
        int ply = (int) plyPlusOne - 1;
        return solved.getOpaque(at + 1) == paths.getOpaque(LINE + thread * stride + ply) ? ply : -1;
    }
}
