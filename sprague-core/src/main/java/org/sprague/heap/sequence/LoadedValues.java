package org.sprague.heap.sequence;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Cheap checks of the values a {@link Checkpoint} restored, before a run goes on from them. Checksums catch damage,
 * not a segment edited with its checksum made again; these checks catch values that cannot be right:
 *
 * <ul>
 *   <li>a bound on every value: G(n) is the mex of the options' values, so it is at most the number of options of
 *   heap n, which the rules bound by {@code W + T2 * floor(n/2) + (n if any take is allowed)}, with W the amounts
 *   removed that leave one heap or none and T2 those that leave two heaps ({@link #bound});</li>
 *   <li>a recomputation by the plain mex of heaps from the values already loaded, exact since G(n) depends only on
 *   smaller heaps: every heap from 0 on while the work stays small (a few thousand heaps of a splitting rule, all
 *   of them for rules that only take), then {@link #SAMPLES} heaps drawn at random, at least one in every segment
 *   where one is cheap enough to recompute ({@link #MOST_STEPS_A_HEAP}).</li>
 * </ul>
 * A value that fails is bad input naming the segment and the heap; no value of the checkpoint is used then.
 */
final class LoadedValues {
    /** Heaps drawn at random past the checked prefix. */
    static final int SAMPLES = 64;
    /** The work of the prefix checked whole (options read). */
    static final long PREFIX_STEPS = 1L << 24;
    /** A drawn heap is recomputed only when it has at most this many options (about 0.03 s). */
    static final long MOST_STEPS_A_HEAP = 1L << 25;

    private final SplitRules rules;
    private final long w;
    private final long t2;

    LoadedValues(SplitRules rules) {
        this.rules = rules;
        long one = 0;
        long two = 0;
        for (int k = 0; k <= rules.maxRemoved(); k++) {
            if (rules.whole()[k] || rules.one()[k]) {
                one++;
            }
            if (rules.two()[k]) {
                two++;
            }
        }
        this.w = one;
        this.t2 = two;
    }

    /**
     * Restores G(0..k-1) from {@code checkpoint} into {@code g}, each value held to its bound as it is read, then
     * recomputes the sample.
     *
     * @return k, the values restored
     * @throws org.sprague.BadInputException naming the segment and the heap of the first value found wrong
     */
    static long load(Checkpoint checkpoint, SplitRules rules, ValueStore g) {
        LoadedValues check = new LoadedValues(rules);
        long loaded = checkpoint.load(g, check::bound);
        long spent = 0;
        long n = 0;
        for (; n < loaded && spent <= PREFIX_STEPS; n++) {
            check.recompute(checkpoint, g, n);
            spent += check.bound(n);
        }
        long prefix = n;
        if (prefix >= loaded) {
            return loaded;
        }
        SplittableRandom random = new SplittableRandom(System.nanoTime());
        int drawn = 0;
        for (Checkpoint.Segment s : checkpoint.segments()) {
            long from = Math.max(s.from(), prefix);
            long to = Math.min(s.from() + s.count(), loaded);
            long cheap = Math.min(to, check.lastCheap() + 1);
            if (from < cheap) {
                check.recompute(checkpoint, g, random.nextLong(from, cheap));
                drawn++;
            }
        }
        long cheap = Math.min(loaded, check.lastCheap() + 1);
        for (; drawn < SAMPLES && prefix < cheap; drawn++) {
            check.recompute(checkpoint, g, random.nextLong(prefix, cheap));
        }
        return loaded;
    }

    /** The most options heap n can have, so the largest value it can have. */
    long bound(long n) {
        long capped = Math.min(n, 1L << 40);
        return w + t2 * (capped / 2) + (rules.anyTake() ? capped : 0);
    }

    /** The largest heap whose recomputation reads at most {@link #MOST_STEPS_A_HEAP} options. */
    private long lastCheap() {
        long lo = 0;
        long hi = 1L << 40;
        while (lo < hi) {
            long mid = (lo + hi + 1) >>> 1;
            if (bound(mid) <= MOST_STEPS_A_HEAP) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Recomputes G(n) by the plain mex over its options' values in {@code g}; a mismatch is bad input. */
    private void recompute(Checkpoint checkpoint, ValueStore g, long n) {
        long most = bound(n);
        BitSet seen = new BitSet();
        for (int k = 0; k <= rules.maxRemoved() && k <= n; k++) {
            if (rules.whole()[k] && n == k) {
                seen.set(0);
            }
            if (rules.one()[k] && n - k >= 1) {
                mark(seen, g.get(n - k), most);
            }
            if (rules.two()[k]) {
                long r = n - k;
                for (long a = 1; a <= r / 2; a++) {
                    if (!(rules.distinct() && a == r - a)) {
                        mark(seen, g.get(a) ^ g.get(r - a), most);
                    }
                }
            }
        }
        if (rules.anyTake()) {
            for (long m = 0; m < n; m++) {
                mark(seen, g.get(m), most);
            }
        }
        int mex = seen.nextClearBit(0);
        int v = g.get(n);
        if (v != mex) {
            throw checkpoint.damaged("segment " + checkpoint.segmentOf(n).name() + " gives G(" + n + ") = " + v
                    + ", but the mex of its options' values (from the values before it) is " + mex);
        }
    }

    private static void mark(BitSet seen, int v, long most) {
        // the mex is at most the number of options, so larger values never decide it
        if (v >= 0 && v <= most) {
            seen.set(v);
        }
    }
}
