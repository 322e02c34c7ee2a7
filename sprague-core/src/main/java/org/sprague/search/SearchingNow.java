package org.sprague.search;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The positions the threads of one parallel search are searching at this moment, each with the number of threads
 * in it: ABDADA's count of processors per position (Weill, "The ABDADA distributed minimax search algorithm",
 * ACM Computer Science Conference 1996), kept here apart from the {@link TranspositionTable}, whose entries are
 * only finished, exact results. A thread that enters a position not yet known counts itself in ({@link #enter})
 * and out when it leaves ({@link #leave}); a thread that may put a position off asks {@link #busy} first and, when
 * another thread is in it, searches its other moves and comes back to it later, by when the other has mostly
 * stored its result.
 *
 * <p>Lock-free: a slot is one {@code long}, the position's 56-bit fingerprint and an 8-bit count, changed by
 * compare-and-set, with a short linear probe. A position whose probe finds no room is not counted, and two
 * positions of the same fingerprint share a count: either only makes a thread put a move off wrongly or search
 * where another is, never changes a result (every move put off is searched in the end).
 */
final class SearchingNow {
    private static final int PROBES = 4;
    private static final long COUNT = 0xFF;

    private final AtomicLongArray slots;
    private final int mask;

    /**
     * Room for about {@code positions} positions at once.
     *
     * @param positions the most positions searched at once (threads times the plies that count)
     */
    SearchingNow(int positions) {
        int size = Integer.highestOneBit(Math.max(64, positions) * 8 - 1) << 1;
        slots = new AtomicLongArray(size);
        mask = size - 1;
    }

    /**
     * A position's fingerprint: a 64-bit mix of its key whose upper 56 bits are never all zero.
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
        return (h & ~COUNT) == 0 ? 1L << 63 : h & ~COUNT;
    }

    /**
     * Whether some thread is in the position now.
     *
     * @param fingerprint from {@link #fingerprint}
     * @return true when counted in by a thread that has not left it
     */
    boolean busy(long fingerprint) {
        int at = (int) (fingerprint >>> 8);
        for (int i = 0; i < PROBES; i++) {
            long v = slots.get((at + i) & mask);
            if ((v & ~COUNT) == fingerprint && (v & COUNT) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Counts the calling thread in the position.
     *
     * @param fingerprint from {@link #fingerprint}
     * @return the slot to give {@link #leave}, or -1 when the position could not be counted (no room)
     */
    int enter(long fingerprint) {
        int at = (int) (fingerprint >>> 8);
        for (int i = 0; i < PROBES; i++) {
            int slot = (at + i) & mask;
            while (true) {
                long v = slots.get(slot);
                if (v == 0) {
                    if (slots.compareAndSet(slot, 0, fingerprint | 1)) {
                        return slot;
                    }
                } else if ((v & ~COUNT) == fingerprint && (v & COUNT) < COUNT) {
                    if (slots.compareAndSet(slot, v, v + 1)) {
                        return slot;
                    }
                } else {
                    break;
                }
            }
        }
        return -1;
    }

    /**
     * Counts the calling thread out of the position it entered; the slot is freed when no thread is left in it.
     *
     * @param slot what {@link #enter} returned, not -1
     */
    void leave(int slot) {
        while (true) {
            long v = slots.get(slot);
            long next = (v & COUNT) <= 1 ? 0 : v - 1;
            if (slots.compareAndSet(slot, v, next)) {
                return;
            }
        }
    }
}
