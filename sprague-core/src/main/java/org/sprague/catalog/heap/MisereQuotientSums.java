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
import org.sprague.heap.OctalCode;
import org.sprague.misere.MiserePeriodicity;
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
            PERIODIC.clear();
            cells = 0;
        }
    }

    /** The heaps the periodic search builds quotients to, in turn, each going on from the one before. */
    static final int[] PERIODIC_STAGES = {64, 128, 256, 512};
    /**
     * The periodic search's work limit, in its own steps per search step of the budget: twice the search budget
     * (about 4 seconds under the standard budget), since one proof answers every sum of the game's heaps.
     */
    static final double PERIODIC_WORK_PER_SEARCH_STEP = 2.0;

    /**
     * A quotient proven periodic; or, with {@code periodicity} null, why there is none within {@code limit} and the
     * largest quotient built on the way (null if none).
     */
    record Periodic(MisereQuotient quotient, MiserePeriodicity periodicity, String shortfall, long limit) {
    }

    private static final LinkedHashMap<String, Periodic> PERIODIC = new LinkedHashMap<>(16, 0.75f, true);

    /**
     * The game's quotient proven periodic by {@link MiserePeriodicity} (Plambeck and Siegel's periodicity theorem),
     * built stage by stage up to {@link #PERIODIC_STAGES}' last heap within the budget; or the reason there is none.
     *
     * @throws org.sprague.ResourceLimitException when the run's time runs out during the build
     */
    static Periodic periodic(HeapRuleset rules, Budget budget) {
        OctalCode code = rules.asCode();
        long limit = (long) Math.min(budget.searchSteps() * PERIODIC_WORK_PER_SEARCH_STEP, 1e18);
        String key = key(rules);
        synchronized (QUOTIENTS) {
            Periodic known = PERIODIC.get(key);
            if (known != null && (known.periodicity() != null ? known.limit() <= limit : known.limit() >= limit)) {
                return known;
            }
        }
        Periodic result;
        if (code == null || code.maxParts() > 2) {
            result = new Periodic(null, null, "the periodicity theorem for misère quotients needs a finite code"
                    + " that leaves at most two heaps", Long.MAX_VALUE);
        } else {
            result = null;
            MisereQuotient q = null;
            long spent = 0;
            for (int stage : PERIODIC_STAGES) {
                MisereQuotients.Result r = MisereQuotients.compute(rules, q, stage, limit - spent, ORDER_LIMIT,
                        budget.start());
                long[] work = r.work();
                spent += work.length == 0 ? 0 : work[work.length - 1];
                q = r.quotient();
                MiserePeriodicity per = MiserePeriodicity.find(q, code);
                if (per != null) {
                    result = new Periodic(q, per, null, spent);
                    break;
                }
                if (r.stopReason() != null) {
                    result = new Periodic(q, null, "the misère quotient of " + rules.name() + " is proven only"
                            + " up to heap " + q.upto() + " (" + (r.workLimitReached()
                            ? "the work limit of its build ran out at heap " + (q.upto() + 1)
                            : "no quotient was found for heap " + (q.upto() + 1) + " among the guesses tried")
                            + "), and its heaps' elements are not proven periodic there", limit);
                    break;
                }
            }
            if (result == null) {
                result = new Periodic(q, null, "the misère quotient of " + rules.name() + " up to heap "
                        + q.upto() + " (order " + q.order() + ") does not prove its heaps' elements periodic",
                        Long.MAX_VALUE);
            }
        }
        synchronized (QUOTIENTS) {
            PERIODIC.put(key, result);
            while (PERIODIC.size() > CACHE_QUOTIENTS) {
                Iterator<String> it = PERIODIC.keySet().iterator();
                it.next();
                it.remove();
            }
        }
        return result;
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
        List<BigInteger> big = heaps.stream().map(BigInteger::valueOf).toList();
        return answer(game, rules, position, big, q, null, budget, searchEstimate, searchPositions);
    }

    /** The most options listed in search of winning moves when the heaps' elements are periodic. */
    static final long PERIODIC_MOVE_WORK = 50_000_000L;

    /**
     * The answer through the quotient, every heap's element read from {@code q} directly or, when {@code per} is
     * given, through the proven period ({@code per.representative}); winning moves are listed in full unless the
     * heaps have more than {@link #PERIODIC_MOVE_WORK} options in all.
     */
    static Solution answer(String game, HeapRuleset rules, List<String> position, List<BigInteger> heaps,
            MisereQuotient q, MiserePeriodicity per, Budget budget, double searchEstimate, long searchPositions) {
        // the distinct heaps with their counts, and each one's element raised to its count
        TreeMap<BigInteger, Integer> counts = new TreeMap<>();
        for (BigInteger h : heaps) {
            counts.merge(h, 1, Integer::sum);
        }
        List<BigInteger> distinct = new ArrayList<>(counts.keySet());
        Map<BigInteger, Integer> element = new LinkedHashMap<>();
        for (BigInteger h : distinct) {
            element.put(h, q.image(per == null ? h.intValueExact() : per.representative(h)));
        }
        java.util.function.IntUnaryOperator image = per == null ? q::image : h -> q.image(per.representative(h));
        int d = distinct.size();
        int[] prefix = new int[d + 1];
        int[] suffix = new int[d + 1];
        for (int i = 0; i < d; i++) {
            prefix[i + 1] = q.product(prefix[i], power(q, element.get(distinct.get(i)), counts.get(distinct.get(i))));
        }
        for (int i = d - 1; i >= 0; i--) {
            suffix[i] = q.product(suffix[i + 1], power(q, element.get(distinct.get(i)), counts.get(distinct.get(i))));
        }
        int product = prefix[d];
        boolean isP = q.isP(product);
        Solution.Builder answer = Solution.builder(game, position, isP ? Outcome.SECOND : Outcome.FIRST)
                .detail("ruleset", rules.name());
        double options = 0;
        for (BigInteger h : distinct) {
            options += h.bitLength() <= 31 ? rules.optionCount(h.intValue()) : Double.POSITIVE_INFINITY;
        }
        boolean listAll = per == null || options <= PERIODIC_MOVE_WORK;
        if (!isP && listAll) {
            // the other heaps' product for one heap of each size; equal heaps have the same winning options
            Map<BigInteger, List<List<BigInteger>>> winning = new LinkedHashMap<>();
            for (int i = 0; i < d; i++) {
                BigInteger h = distinct.get(i);
                int rest = q.product(q.product(prefix[i], suffix[i + 1]),
                        power(q, element.get(h), counts.get(h) - 1));
                Set<List<BigInteger>> set = new LinkedHashSet<>();
                rules.forEachOption(h.intValueExact(), (a, b, c) -> {
                    int after = q.product(rest, q.product(q.product(image.applyAsInt(a), image.applyAsInt(b)),
                            image.applyAsInt(c)));
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
        } else if (!isP) {
            answer.movesIncomplete("winning moves not listed: " + (Double.isInfinite(options)
                    ? "a heap has more options than can be listed"
                    : "the heaps have about " + String.format(java.util.Locale.ROOT, "%.1e", options)
                            + " options in all") + ", over " + PERIODIC_MOVE_WORK + " (the outcome is exact)");
        }
        boolean[] moves = {false};
        for (BigInteger h : counts.keySet()) {
            if (h.bitLength() > 31) {
                moves[0] = true; // a heap this large has a move in any rules with a nonzero digit
            } else {
                rules.forEachOption(h.intValue(), (a, b, c) -> moves[0] = true);
            }
        }
        if (!moves[0]) {
            answer.note("no moves are left: the previous player made the last move and lost");
        }
        if (per == null) {
            answer.note("misère play: the last player to move loses; solved by the misère quotient of heaps up to "
                    + q.upto() + " (Plambeck and Siegel), order " + q.order());
        } else {
            answer.note("misère play: the last player to move loses; solved by the misère quotient, proven periodic"
                    + " from heap " + per.preperiod() + " with period " + per.period() + " (Plambeck and Siegel's"
                    + " periodicity theorem, checked on the quotient of heaps up to " + q.upto() + "), order "
                    + q.order());
        }
        List<String> elements = new ArrayList<>();
        for (Map.Entry<BigInteger, Integer> e : counts.entrySet()) {
            int rep = per == null ? e.getKey().intValueExact() : per.representative(e.getKey());
            elements.add("heap " + e.getKey() + (e.getValue() > 1 ? " (x" + e.getValue() + ")" : "") + " -> "
                    + q.name(element.get(e.getKey()))
                    + (BigInteger.valueOf(rep).equals(e.getKey()) ? "" : " (as heap " + rep + ")"));
        }
        answer.note("quotient elements: " + String.join(", ", elements) + "; product " + q.name(product)
                + (isP ? ", in the P-portion: the player to move loses"
                        : ", not in the P-portion: the player to move wins"));
        OptionalWork.remoteness(answer, budget, searchEstimate, a -> {
            MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(new HeapSum(rules),
                    HeapSum.CANONICAL, searchPositions);
            a.remoteness(engine.remoteness(heaps.stream().map(BigInteger::intValueExact).toList()));
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
