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
 * <p>The quotient used is always the one of heaps up to the position's largest heap, so the answer (and the names
 * of its elements) does not depend on what was asked before.
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

    /** Where a build for a game stopped: at {@code heap}, by the work limit {@code limit} or for good. */
    private record Stop(int heap, boolean workLimit, long limit, int from) {
    }

    private static final LinkedHashMap<String, MisereQuotient> QUOTIENTS = new LinkedHashMap<>(16, 0.75f, true);
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
        MisereQuotient best = null;
        synchronized (QUOTIENTS) {
            MisereQuotient exact = QUOTIENTS.get(key + "#" + maxHeap);
            if (exact != null) {
                return new Lookup(exact, null);
            }
            for (Map.Entry<String, MisereQuotient> e : QUOTIENTS.entrySet()) {
                MisereQuotient q = e.getValue();
                if (e.getKey().startsWith(key + "#") && q.upto() < maxHeap && (best == null || q.upto() > best.upto())) {
                    best = q;
                }
            }
            Stop stop = STOPS.get(key);
            if (stop != null && stop.heap() <= maxHeap) {
                int from = best == null ? 0 : best.upto();
                if (!stop.workLimit()) {
                    return new Lookup(null, shortfall(rules, stop.heap(), false));
                }
                if (workLimit <= stop.limit() && from <= stop.from()) {
                    return new Lookup(null, shortfall(rules, stop.heap(), true));
                }
            }
        }
        int from = best == null ? 0 : best.upto();
        double estimate = estimate(rules, from, maxHeap);
        if (!budget.affords(estimate)) {
            return new Lookup(null, "no misère quotient of " + rules.name() + " up to heap " + maxHeap
                    + " was built: about " + String.format(java.util.Locale.ROOT, "%.1e", estimate)
                    + " steps or more, over the budget");
        }
        MisereQuotients.Result r = MisereQuotients.compute(rules, best, maxHeap, workLimit, ORDER_LIMIT,
                budget.start());
        MisereQuotient q = r.quotient();
        synchronized (QUOTIENTS) {
            if (q.upto() > from || best == null) {
                put(key + "#" + q.upto(), q);
            }
            if (r.stopReason() != null) {
                STOPS.put(key, new Stop(q.upto() + 1, r.workLimitReached(), workLimit, from));
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

    private static void put(String key, MisereQuotient q) {
        MisereQuotient old = QUOTIENTS.put(key, q);
        cells += (long) q.order() * q.order() - (old == null ? 0 : (long) old.order() * old.order());
        Iterator<MisereQuotient> it = QUOTIENTS.values().iterator();
        while ((QUOTIENTS.size() > CACHE_QUOTIENTS || cells > CACHE_CELLS) && QUOTIENTS.size() > 1) {
            MisereQuotient eldest = it.next();
            cells -= (long) eldest.order() * eldest.order();
            it.remove();
        }
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
