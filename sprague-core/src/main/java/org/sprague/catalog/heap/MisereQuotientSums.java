package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Solution;
import org.sprague.heap.HeapOracle;
import org.sprague.heap.HeapRuleset;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.MisereQuotients;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.value.Outcome;

/**
 * Misère sums of heaps through the misère quotient of the heaps up to the largest one of the position (Plambeck and
 * Siegel; {@link MisereQuotients}): the sum is a misère P-position exactly when the product of its heaps' elements
 * lies in the P-portion, and a move wins exactly when it leaves a product in the P-portion. The quotient is built
 * when first needed, going on from the largest one already built for the game, within the run's budget, and kept in
 * a small cache; where the builder stops below the heap needed (no guess passed its check, or its work limit ran
 * out), the solver falls back to its exhaustive search.
 *
 * <p>The quotient used is always the one of heaps up to the position's largest heap, and its work is counted from
 * heap 0 whatever the build went on from (the builder's steps add up), so whether the quotient answers, and what it
 * shows, does not depend on what was asked before.
 */
final class MisereQuotientSums {
    /** The largest monoid order the builder considers, as {@code values --misere --quotient} does. */
    static final int ORDER_LIMIT = 2000;
    /** Heaps above this are not tried: the cost estimate alone would refuse them under any reasonable budget. */
    static final int MAX_HEAP = 100_000;
    /**
     * The builder's elementary steps per search step of the budget: about 5e7 of its steps make a second, the search
     * steps 1e8 (docs/BENCHMARKS.md).
     */
    static final double WORK_PER_SEARCH_STEP = 0.5;
    /** Cache bounds: quotients kept, and their multiplication tables' cells in all. */
    static final int CACHE_QUOTIENTS = 32;
    static final long CACHE_CELLS = 8_000_000L;

    /**
     * Where a build for a game with the work limit {@code limit} (counted from heap 0) stopped: at {@code heap}, by
     * that limit or because no guess passed the check there.
     */
    private record Stop(int heap, boolean workLimit, long limit) {
    }

    /**
     * A quotient and the work its build took from heap 0 until each heap was proven (the steps of a build going on
     * from it add to these).
     */
    private record Built(MisereQuotient quotient, long[] work) {
        /** The first heap whose proof passed {@code limit}, or -1. */
        int over(long limit) {
            for (int h = 0; h < work.length; h++) {
                if (work[h] > limit) {
                    return h;
                }
            }
            return -1;
        }
    }

    private static final LinkedHashMap<String, Built> QUOTIENTS = new LinkedHashMap<>(16, 0.75f, true);
    private static final LinkedHashMap<String, Stop> STOPS = new LinkedHashMap<>(16, 0.75f, true);
    private static long cells;

    private MisereQuotientSums() {
    }

    /** A quotient covering the heaps asked for, or {@code null} with the reason there is none. */
    record Lookup(MisereQuotient quotient, String shortfall) {
    }

    private static String key(HeapRuleset rules) {
        return rules.getClass().getName() + ":" + rules.name();
    }

    /**
     * The quotient of heaps up to {@code maxHeap}: from the cache, or built within the budget (a cost estimate
     * first, then the builder's work limit and the run's deadline).
     *
     * @throws org.sprague.ResourceLimitException when the run's time runs out during the build
     */
    static Lookup covering(HeapRuleset rules, int maxHeap, Budget budget) {
        String key = key(rules);
        long workLimit = (long) Math.min(budget.searchSteps() * WORK_PER_SEARCH_STEP, 1e18);
        Built best = null;
        synchronized (QUOTIENTS) {
            Built exact = QUOTIENTS.get(key + "#" + maxHeap);
            if (exact != null) {
                // held to the work limit from heap 0, as a build would be, so the answer does not depend on the cache
                int over = exact.over(workLimit);
                return over < 0 ? new Lookup(exact.quotient(), null) : new Lookup(null, shortfall(rules, over, true));
            }
            for (Map.Entry<String, Built> e : QUOTIENTS.entrySet()) {
                Built b = e.getValue();
                if (e.getKey().startsWith(key + "#") && b.quotient().upto() < maxHeap
                        && (best == null || b.quotient().upto() > best.quotient().upto())) {
                    best = b;
                }
            }
            int over = best == null ? -1 : best.over(workLimit);
            if (over >= 0) {
                return new Lookup(null, shortfall(rules, over, true));
            }
            Stop stop = STOPS.get(key);
            // a build with no more work stops there too; one with at least as much finds no guess there either
            if (stop != null && stop.heap() <= maxHeap
                    && (stop.workLimit() ? workLimit <= stop.limit() : workLimit >= stop.limit())) {
                return new Lookup(null, shortfall(rules, stop.heap(), stop.workLimit()));
            }
        }
        int from = best == null ? 0 : best.quotient().upto();
        double estimate = estimate(rules, 0, maxHeap); // from heap 0, as the work is counted
        if (!budget.affords(estimate)) {
            return new Lookup(null, "no misère quotient of " + rules.name() + " up to heap " + maxHeap
                    + " was built: about " + String.format(java.util.Locale.ROOT, "%.1e", estimate)
                    + " steps or more, over the budget");
        }
        long before = best == null ? 0 : best.work()[best.work().length - 1];
        MisereQuotients.Result r = MisereQuotients.compute(rules, best == null ? null : best.quotient(), maxHeap,
                workLimit - before, ORDER_LIMIT, budget.start());
        MisereQuotient q = r.quotient();
        synchronized (QUOTIENTS) {
            if (q.upto() > from || best == null) {
                long[] work = r.work();
                for (int h = 0; h < work.length; h++) {
                    work[h] = h <= from && best != null ? best.work()[h] : before + work[h];
                }
                put(key + "#" + q.upto(), new Built(q, work));
            }
            if (r.stopReason() != null) {
                STOPS.put(key, new Stop(q.upto() + 1, r.workLimitReached(), workLimit));
                while (STOPS.size() > CACHE_QUOTIENTS) {
                    Iterator<String> it = STOPS.keySet().iterator();
                    it.next();
                    it.remove();
                }
            }
        }
        if (r.stopReason() != null) {
            return new Lookup(null, shortfall(rules, q.upto() + 1, r.workLimitReached()));
        }
        return new Lookup(q, null);
    }

    private static void put(String key, Built b) {
        Built old = QUOTIENTS.put(key, b);
        cells += cells(b) - (old == null ? 0 : cells(old));
        Iterator<Built> it = QUOTIENTS.values().iterator();
        while ((QUOTIENTS.size() > CACHE_QUOTIENTS || cells > CACHE_CELLS) && QUOTIENTS.size() > 1) {
            cells -= cells(it.next());
            it.remove();
        }
    }

    private static long cells(Built b) {
        return (long) b.quotient().order() * b.quotient().order();
    }

    /** Forgets every quotient built (for tests). */
    static void clear() {
        synchronized (QUOTIENTS) {
            QUOTIENTS.clear();
            STOPS.clear();
            cells = 0;
        }
    }

    private static String shortfall(HeapRuleset rules, int heap, boolean workLimit) {
        return "the misère quotient of " + rules.name() + " is proven only up to heap " + (heap - 1) + " ("
                + (workLimit ? "the work limit of its build ran out at heap " + heap
                        : "no quotient was found for heap " + heap + " among the guesses tried") + ")";
    }

    /**
     * A lower bound of the build from heap {@code from} to {@code to}, in search steps: each heap's step proves its
     * guess by a closure check that lists every smaller heap's options at least once.
     */
    static double estimate(HeapRuleset rules, int from, int to) {
        double perStep = 0;
        double total = 0;
        for (int h = 1; h <= to; h++) {
            perStep += 1 + rules.optionCount(h);
            if (h > from) {
                total += perStep;
            }
        }
        return total / WORK_PER_SEARCH_STEP;
    }

    /**
     * The answer through the quotient: outcome, every winning move, and notes naming the method and the heaps'
     * elements; remoteness by the exhaustive search when the budget affords {@code searchEstimate}.
     */
    static Solution answer(String game, HeapRuleset rules, List<String> position, List<Integer> heaps,
            MisereQuotient q, Budget budget, double searchEstimate, long searchPositions) {
        // the distinct heaps with their counts, and each one's element raised to its count
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int h : heaps) {
            counts.merge(h, 1, Integer::sum);
        }
        List<Integer> distinct = new ArrayList<>(counts.keySet());
        int d = distinct.size();
        int[] prefix = new int[d + 1];
        int[] suffix = new int[d + 1];
        for (int i = 0; i < d; i++) {
            prefix[i + 1] = q.product(prefix[i], power(q, q.image(distinct.get(i)), counts.get(distinct.get(i))));
        }
        for (int i = d - 1; i >= 0; i--) {
            suffix[i] = q.product(suffix[i + 1], power(q, q.image(distinct.get(i)), counts.get(distinct.get(i))));
        }
        int product = prefix[d];
        boolean isP = q.isP(product);
        Solution.Builder answer = Solution.builder(game, position, isP ? Outcome.SECOND : Outcome.FIRST)
                .detail("ruleset", rules.name());
        if (!isP) {
            // the other heaps' product for one heap of each size; equal heaps have the same winning options
            Map<Integer, List<List<BigInteger>>> winning = new LinkedHashMap<>();
            for (int i = 0; i < d; i++) {
                int h = distinct.get(i);
                int rest = q.product(q.product(prefix[i], suffix[i + 1]),
                        power(q, q.image(h), counts.get(h) - 1));
                Set<List<BigInteger>> set = new LinkedHashSet<>();
                rules.forEachOption(h, (a, b, c) -> {
                    int after = q.product(rest, q.product(q.product(q.image(a), q.image(b)), q.image(c)));
                    if (q.isP(after)) {
                        set.add(HeapOracle.parts(a, b, c));
                    }
                });
                winning.put(h, new ArrayList<>(set));
            }
            for (int i = 0; i < heaps.size(); i++) {
                for (List<BigInteger> parts : winning.get(heaps.get(i))) {
                    answer.move(HeapSumSolver.move(position, i, parts));
                }
            }
        }
        boolean[] moves = {false};
        for (int h : counts.keySet()) {
            rules.forEachOption(h, (a, b, c) -> moves[0] = true);
        }
        if (!moves[0]) {
            answer.note("no moves are left: the previous player made the last move and lost");
        }
        answer.note("misère play: the last player to move loses; solved by the misère quotient of heaps up to "
                + q.upto() + " (Plambeck and Siegel), order " + q.order());
        List<String> elements = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            elements.add("heap " + e.getKey() + (e.getValue() > 1 ? " (x" + e.getValue() + ")" : "") + " -> "
                    + q.name(q.image(e.getKey())));
        }
        answer.note("quotient elements: " + String.join(", ", elements) + "; product " + q.name(product)
                + (isP ? ", in the P-portion: the player to move loses"
                        : ", not in the P-portion: the player to move wins"));
        OptionalWork.remoteness(answer, budget, searchEstimate, a -> {
            MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(new HeapSum(rules),
                    HeapSum.CANONICAL, searchPositions);
            a.remoteness(engine.remoteness(heaps));
        });
        return answer.build();
    }

    /** {@code x^e} in the quotient, by squaring. */
    private static int power(MisereQuotient q, int x, int e) {
        int result = 0;
        int base = x;
        while (e > 0) {
            if ((e & 1) == 1) {
                result = q.product(result, base);
            }
            base = q.product(base, base);
            e >>= 1;
        }
        return result;
    }
}
