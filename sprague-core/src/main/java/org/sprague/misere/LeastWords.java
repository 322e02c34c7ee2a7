package org.sprague.misere;

import java.util.Arrays;
import java.util.PriorityQueue;
import java.util.function.LongConsumer;
import org.sprague.heap.HeapRuleset;

/**
 * Least words of a trial monoid's elements, and the P-portion marked from them: the mex-like rule of Plambeck and
 * Siegel, "Misère quotients for impartial games", JCTA 115 (2008), where each element is decided from its
 * lexicographically least word, whose options are lexicographically smaller and so decided first.
 */
final class LeastWords {
    private LeastWords() {
    }

    /** P-portion of a trial monoid, each element from its least word's options (options are lexically smaller). */
    static boolean[] markP(HeapRuleset rules, LongConsumer spend, int[][] mul, int[] phi, int n) {
        int size = mul.length;
        TrialMonoid m = new TrialMonoid(mul, new boolean[size], phi);
        int[][] reps = of(spend, m, n);
        Integer[] byWord = new Integer[size];
        int count = 0;
        for (int x = 0; x < size; x++) {
            if (reps[x] != null) {
                byWord[count++] = x;
            }
        }
        Integer[] order = Arrays.copyOf(byWord, count);
        Arrays.sort(order, (u, v) -> compare(reps[u], reps[v]));
        boolean[] p = new boolean[size];
        for (int x : order) {
            int[] w = reps[x];
            boolean isP = false;
            boolean move = false;
            for (int i = 0; i < w.length; i++) {
                int rest = 0;
                for (int j = 0; j < w.length; j++) {
                    if (j != i) {
                        rest = mul[rest][phi[w[j]]];
                    }
                }
                int r = rest;
                boolean[] found = {false, false};
                rules.forEachOption(w[i], (a, b, cc) -> {
                    found[0] = true;
                    found[1] |= p[mul[r][mul[mul[phi[a]][phi[b]]][phi[cc]]]];
                });
                move |= found[0];
                isP |= found[1];
                spend.accept(w.length);
            }
            p[x] = move && !isP;
        }
        return p;
    }

    /**
     * Each element's lexicographically least word over heaps 1..m (compared by the count of the largest heap first),
     * as a heap list; Dijkstra's order works since adding a heap keeps the order.
     */
    static int[][] of(LongConsumer spend, TrialMonoid q, int m) {
        int order = q.order();
        int[][] best = new int[order][];
        PriorityQueue<int[]> queue = new PriorityQueue<>(LeastWords::compare);
        queue.add(new int[0]);
        while (!queue.isEmpty()) {
            int[] w = queue.poll();
            int x = 0;
            for (int h : w) {
                x = q.mul()[x][q.phi()[h]];
            }
            if (best[x] != null) {
                continue;
            }
            best[x] = w;
            for (int h = 1; h <= m; h++) {
                int[] v = Arrays.copyOf(w, w.length + 1);
                v[w.length] = h;
                Arrays.sort(v);
                queue.add(v);
            }
            spend.accept(m);
        }
        return best;
    }

    /** Compares heap multisets (sorted ascending) by the count of the largest heap first, then the next. */
    static int compare(int[] u, int[] v) {
        int i = u.length - 1;
        int j = v.length - 1;
        while (i >= 0 && j >= 0) {
            if (u[i] != v[j]) {
                return Integer.compare(u[i], v[j]);
            }
            i--;
            j--;
        }
        return Integer.compare(i, j);
    }
}
