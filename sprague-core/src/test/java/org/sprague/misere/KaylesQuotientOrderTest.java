package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * How many misère-indistinguishability classes the sums of Kayles (0.77) heaps up to 27 fall into, decided by a plain
 * search ({@link MisereSumSearch}) that does not use the quotient engine. The engine's quotient (order 40 there, and
 * for every heap by the periodicity theorem; an order of 48 has been quoted for misère Kayles) only suggests which
 * sums to try: a sum of fewest tokens for each element, and for each pair of elements an experiment sum that should
 * tell them apart. The search confirms every pair: the 40 sums lie in 40 different classes, so the quotient has at
 * least 40 elements whatever the engine says; the engine's closure proof gives at most 40.
 */
class KaylesQuotientOrderTest {
    private static final int TOP = 27;

    @Test
    void theSearchTellsFortySumsApart() {
        HeapRuleset rules = new OctalRuleset(OctalCode.parse("0.77"));
        MisereQuotients.Result r = MisereQuotients.compute(rules, TOP, 2_000_000_000L, 2000);
        assertNull(r.stopReason());
        MisereQuotient q = r.quotient();
        assertEquals(40, q.order());
        int[][] reps = fewestTokens(q);
        MisereSumSearch search = new MisereSumSearch(rules, TOP);
        // the elements by the tokens of their sums, so that the experiments tried first are the cheapest
        Integer[] byTokens = IntStream.range(0, q.order()).boxed().toArray(Integer[]::new);
        Arrays.sort(byTokens, Comparator.comparingInt(x -> IntStream.of(reps[x]).sum()));
        int pairs = 0;
        for (int x = 0; x < q.order(); x++) {
            for (int y = x + 1; y < q.order(); y++) {
                Integer z = null;
                for (int c : byTokens) {
                    if (q.isP(q.product(x, c)) != q.isP(q.product(y, c))) {
                        z = c;
                        break;
                    }
                }
                assertNotNull(z, "the quotient is reduced");
                boolean px = search.isP(concat(reps[x], reps[z]));
                boolean py = search.isP(concat(reps[y], reps[z]));
                int fx = x;
                int fy = y;
                int fz = z;
                assertEquals(q.isP(q.product(x, z)), px, () -> Arrays.toString(concat(reps[fx], reps[fz])));
                assertEquals(q.isP(q.product(y, z)), py, () -> Arrays.toString(concat(reps[fy], reps[fz])));
                assertEquals(true, px != py);
                pairs++;
            }
        }
        assertEquals(40 * 39 / 2, pairs);
    }

    private static int[] concat(int[] a, int[] b) {
        return IntStream.concat(IntStream.of(a), IntStream.of(b)).toArray();
    }

    /** For each element, a sum of heaps up to the quotient's top with the fewest tokens (Dijkstra over added heaps). */
    private static int[][] fewestTokens(MisereQuotient q) {
        int[][] best = new int[q.order()][];
        PriorityQueue<int[]> queue = new PriorityQueue<>(Comparator.comparingInt(w -> IntStream.of(w).sum()));
        queue.add(new int[0]);
        Map<Integer, Boolean> done = new HashMap<>();
        while (!queue.isEmpty() && done.size() < q.order()) {
            int[] w = queue.poll();
            int x = q.imageOf(IntStream.of(w).boxed().toList());
            if (done.putIfAbsent(x, true) != null) {
                continue;
            }
            best[x] = w;
            int from = w.length == 0 ? 1 : w[w.length - 1];
            for (int h = from; h <= q.upto(); h++) {
                int[] v = Arrays.copyOf(w, w.length + 1);
                v[w.length] = h;
                queue.add(v);
            }
        }
        assertEquals(q.order(), done.size(), "every element has a sum");
        return best;
    }
}
