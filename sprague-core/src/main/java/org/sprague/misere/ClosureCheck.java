package org.sprague.misere;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongConsumer;

/**
 * The proof step of the quotient computation: a closure check over abstract states of sums of heaps (see
 * {@link MisereQuotients}'s class comment), after Plambeck and Siegel, "Misère quotients for impartial games", JCTA
 * 115 (2008).
 */
final class ClosureCheck {
    private ClosureCheck() {
    }

    /** The distinct elements of a heap's options in a trial monoid. */
    interface HeapOptions {
        /**
         * The option elements of heap {@code h}.
         *
         * @param m the trial monoid, where heaps below {@code h} have images
         * @param h the heap
         * @param newest whether {@code h} is the heap being added (its options are not cached)
         * @return the distinct elements
         */
        int[] of(TrialMonoid m, int h, boolean newest);
    }

    /** A state of the closure check: product, the elements y with some option times y in P, whether a move exists. */
    private record State(int x, long[] sig, boolean move) {
        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.x == x && s.move == move && Arrays.equals(s.sig, sig);
        }

        @Override
        public int hashCode() {
            return (Arrays.hashCode(sig) * 31 + x) * 2 + (move ? 1 : 0);
        }
    }

    /**
     * The closure check: true when every sum of heaps up to {@code n} is a misère P-position exactly when its
     * product is in P (see the class comment).
     */
    static boolean proves(TrialMonoid m, int n, HeapOptions options, LongConsumer spend, LongConsumer states) {
        int order = m.order();
        int words = (order + 63) / 64;
        // inv[z] = { y : zy in P }
        long[][] inv = new long[order][words];
        for (int z = 0; z < order; z++) {
            for (int y = 0; y < order; y++) {
                if (m.p()[m.mul()[z][y]]) {
                    inv[z][y >> 6] |= 1L << y;
                }
            }
        }
        spend.accept((long) order * order);
        if (m.p()[0]) {
            return false; // the empty sum is a misère N-position
        }
        List<int[]> heapOpts = new ArrayList<>();
        List<Integer> heaps = new ArrayList<>();
        // heaps with the same element and the same option elements move every state alike: one of each kind
        Set<List<Integer>> kinds = new HashSet<>();
        for (int h = 1; h <= n; h++) {
            int[] o = options.of(m, h, h == n);
            List<Integer> kind = new ArrayList<>(Arrays.stream(o).sorted().boxed().toList());
            kind.add(m.phi()[h]);
            if (o.length > 0 && kinds.add(kind)) {
                heaps.add(h);
                heapOpts.add(o);
            }
        }
        // shift[g][y]: the elements y' with g y' ... we need { y : g y in sig }, computed per transition.
        Set<State> seen = new HashSet<>();
        ArrayDeque<State> queue = new ArrayDeque<>();
        State start = new State(0, new long[words], false);
        seen.add(start);
        queue.add(start);
        while (!queue.isEmpty()) {
            State s = queue.poll();
            for (int k = 0; k < heaps.size(); k++) {
                int g = m.phi()[heaps.get(k)];
                long[] sig = new long[words];
                for (int y = 0; y < order; y++) {
                    int gy = m.mul()[g][y];
                    if ((s.sig[gy >> 6] & (1L << gy)) != 0) {
                        sig[y >> 6] |= 1L << y;
                    }
                }
                for (int t : heapOpts.get(k)) {
                    long[] add = inv[m.mul()[s.x][t]];
                    for (int w = 0; w < words; w++) {
                        sig[w] |= add[w];
                    }
                }
                int x = m.mul()[s.x][g];
                boolean isP = (sig[0] & 1L) == 0; // no option in P (y = identity); the sum has a move
                if (isP != m.p()[x]) {
                    return false;
                }
                State t = new State(x, sig, true);
                if (seen.add(t)) {
                    queue.add(t);
                }
                spend.accept(order + heapOpts.get(k).length * (long) words);
            }
        }
        states.accept(seen.size());
        return true;
    }
}
