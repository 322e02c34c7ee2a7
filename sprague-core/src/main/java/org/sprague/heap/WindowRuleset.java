package org.sprague.heap;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Take-only rules whose options from a heap of {@code n} are the heaps {@code lo(n) .. n-1}, with {@code lo}
 * non-decreasing: Bash's game (take 1..K), take at most half (LightOJ 1296), pebbles (CSU 1349) and the box game
 * (CSU 1104).
 *
 * <p>The sequence is computed with a sliding window: {@code last[v]}, the greatest heap so far with value
 * {@code v}, sits in a min segment tree over values, and G(n) is the least {@code v} with
 * {@code last[v] < lo(n)}, found by one descent. O(n log n) in all, where the plain mex is quadratic for half.
 */
public abstract class WindowRuleset implements HeapRuleset {
    /**
     * The least heap one move leaves; every heap from there to {@code n - 1} is an option too.
     *
     * @param n the heap, {@code n >= 1}
     * @return the least option, or {@code n} itself when there is no move
     */
    public abstract int lowestOption(int n);

    /**
     * An upper bound on G(0..n), sizing the segment tree.
     *
     * @param n the largest heap
     * @return the widest window up to {@code n}, plus one
     */
    protected abstract int valueBound(int n);

    @Override
    public int maxParts() {
        return 1;
    }

    @Override
    public double cost(long n) {
        return n * 30.0;
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        if (n == 0) {
            return;
        }
        for (int m = lowestOption(n); m < n; m++) {
            sink.accept(m, 0, 0);
        }
    }

    @Override
    public boolean resumesCheaply() {
        // each call rebuilds the segment tree from g[0..from-1]; the whole run is O(n log n) anyway
        return false;
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        int leaves = Integer.highestOneBit(Math.max(2, valueBound(to) + 2) - 1) << 1;
        int[] tree = new int[2 * leaves];
        Arrays.fill(tree, -1);
        int start = from;
        if (start == 0) {
            g[0] = 0;
            start = 1;
        }
        for (int m = 0; m < start; m++) {
            set(tree, leaves, g[m], m);
        }
        for (int n = start; n <= to; n++) {
            g[n] = leastBefore(tree, leaves, lowestOption(n));
            set(tree, leaves, g[n], n);
        }
    }

    private static void set(int[] tree, int leaves, int value, int heap) {
        int i = leaves + value;
        tree[i] = heap;
        for (i >>= 1; i >= 1; i >>= 1) {
            tree[i] = Math.min(tree[2 * i], tree[2 * i + 1]);
        }
    }

    /** The least value whose last occurrence is before {@code lo} (or that never occurred). */
    private static int leastBefore(int[] tree, int leaves, int lo) {
        int i = 1;
        while (i < leaves) {
            i = tree[2 * i] < lo ? 2 * i : 2 * i + 1;
        }
        return i - leaves;
    }

    @Override
    public double optionCount(int n) {
        return n == 0 ? 0 : n - lowestOption(n);
    }

    /**
     * The options of value {@code t} of a heap of 2 or more under take-at-most-half, box and pebbles (window
     * {@code ceil(n/2) .. n-1}): only the heaps {@link HeapOracle#sameValueCandidates} can have value t, so
     * those in the window are tried.
     */
    static boolean halfWindowOptions(BigInteger n, HeapOracle.Query query) {
        BigInteger low = n.subtract(n.shiftRight(1));
        for (BigInteger m : HeapOracle.sameValueCandidates(query.target(), n.bitLength() + 1)) {
            if (m.compareTo(low) >= 0 && m.compareTo(n) < 0) {
                query.leave(m);
            }
        }
        return true;
    }
}
