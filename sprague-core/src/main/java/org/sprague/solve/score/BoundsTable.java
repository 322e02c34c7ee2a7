package org.sprague.solve.score;

import org.sprague.ResourceLimitException;

/**
 * Transposition table of a scoring-game search: for each position a lower and an upper bound on its value (equal
 * when the value is exact) and whether the position is open, that is on the current search path. Open addressing
 * with linear probing over parallel primitive arrays, so that entries cost no boxing.
 *
 * @param <P> the position type
 */
final class BoundsTable<P> {
    /** Stands for an unbounded side; every value of a game lies strictly between -INFINITY and INFINITY. */
    static final long INFINITY = 1L << 61;

    private final long maxPositions;
    private Object[] keys = new Object[1 << 10];
    private long[] lower = new long[1 << 10];
    private long[] upper = new long[1 << 10];
    private boolean[] open = new boolean[1 << 10];
    private int size;

    BoundsTable(long maxPositions) {
        this.maxPositions = maxPositions;
    }

    int size() {
        return size;
    }

    /** The slot of {@code key}, or -1. Slots are valid until the next insertion. */
    int indexOf(P key) {
        int mask = keys.length - 1;
        for (int i = spread(key.hashCode()) & mask;; i = (i + 1) & mask) {
            Object k = keys[i];
            if (k == null) {
                return -1;
            }
            if (k.equals(key)) {
                return i;
            }
        }
    }

    long lower(int slot) {
        return lower[slot];
    }

    long upper(int slot) {
        return upper[slot];
    }

    boolean isOpen(int slot) {
        return open[slot];
    }

    /** Marks {@code key} as on the search path, adding it with unknown bounds when new. */
    void open(P key) {
        int s = slotFor(key); // before reading the field: slotFor may replace the arrays
        open[s] = true;
    }

    /** Records what a search with window (alpha, beta) returned (fail-soft), and takes {@code key} off the path. */
    void close(P key, long alpha, long beta, long result) {
        int s = slotFor(key);
        if (result <= alpha) {
            upper[s] = Math.min(upper[s], result);
        } else if (result >= beta) {
            lower[s] = Math.max(lower[s], result);
        } else {
            lower[s] = result;
            upper[s] = result;
        }
        open[s] = false;
    }

    /** Records an exact value and takes {@code key} off the path. */
    void exact(P key, long value) {
        int s = slotFor(key);
        lower[s] = value;
        upper[s] = value;
        open[s] = false;
    }

    /**
     * Forgets every position on the search path, after a search stopped by an error (budget, cycle), so that they
     * neither look like a cycle to the next search nor hold room in the budget; finished positions stay.
     */
    void abandonPath() {
        rehash(keys.length, true);
    }

    private int slotFor(P key) {
        int mask = keys.length - 1;
        int i = spread(key.hashCode()) & mask;
        for (;; i = (i + 1) & mask) {
            Object k = keys[i];
            if (k == null) {
                break;
            }
            if (k.equals(key)) {
                return i;
            }
        }
        if (size >= maxPositions) {
            throw new ResourceLimitException("the search needs more than " + maxPositions
                    + " positions; give a smaller position or raise the position budget");
        }
        keys[i] = key;
        lower[i] = -INFINITY;
        upper[i] = INFINITY;
        open[i] = false;
        size++;
        if (2 * size > keys.length) {
            grow();
            return indexOf(key);
        }
        return i;
    }

    private void grow() {
        rehash(keys.length * 2, false);
    }

    private void rehash(int capacity, boolean dropOpen) {
        Object[] oldKeys = keys;
        long[] oldLower = lower;
        long[] oldUpper = upper;
        boolean[] oldOpen = open;
        keys = new Object[capacity];
        lower = new long[capacity];
        upper = new long[capacity];
        open = new boolean[capacity];
        int mask = capacity - 1;
        size = 0;
        for (int j = 0; j < oldKeys.length; j++) {
            Object k = oldKeys[j];
            if (k != null && !(dropOpen && oldOpen[j])) {
                int i = spread(k.hashCode()) & mask;
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                lower[i] = oldLower[j];
                upper[i] = oldUpper[j];
                open[i] = oldOpen[j];
                size++;
            }
        }
    }

    private static int spread(int h) {
        int x = h * 0x9E3779B9;
        return x ^ (x >>> 16);
    }
}
