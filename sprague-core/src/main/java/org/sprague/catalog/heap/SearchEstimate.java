package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.List;
import org.sprague.heap.HeapRuleset;
import org.sprague.solve.SearchCounts;

/**
 * Upper bounds on the search of a sum of heaps: how many positions lie below it and how many option visits
 * evaluating them takes, so that searches too large to finish are refused before they start.
 */
final class SearchEstimate {
    private SearchEstimate() {
    }

    /** {positions, steps}; infinite when a heap does not fit an int. */
    static double[] of(HeapRuleset rules, List<BigInteger> heaps) {
        double inf = Double.POSITIVE_INFINITY;
        long total = 0;
        for (BigInteger h : heaps) {
            if (h.bitLength() > 31) {
                return new double[] {inf, inf};
            }
            total += h.longValue();
        }
        double positions;
        if (rules.maxParts() == 1) {
            // take-only: c equal heaps of h become a multiset of c sizes at most h, C(h + c, c) of them
            java.util.TreeMap<Long, Integer> counts = new java.util.TreeMap<>();
            for (BigInteger h : heaps) {
                counts.merge(h.longValue(), 1, Integer::sum);
            }
            positions = 1;
            for (java.util.Map.Entry<Long, Integer> e : counts.entrySet()) {
                positions *= SearchCounts.binomial(e.getKey() + e.getValue(), e.getValue());
            }
        } else {
            // splits: every position is a multiset of parts whose total is at most the start's total
            if (total > 400) {
                return new double[] {inf, inf};
            }
            positions = SearchCounts.partitionsUpTo((int) total);
        }
        double options = 0;
        for (BigInteger h : heaps) {
            options += rules.optionCount(h.intValue());
        }
        if (rules.maxParts() > 1) {
            options = Math.max(options, rules.optionCount((int) total) + heaps.size());
        }
        return new double[] {positions, positions * Math.max(1, options)};
    }


}
