package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.Solution;
import org.sprague.heap.HeapGrundy;
import org.sprague.heap.HeapOracle;
import org.sprague.heap.HeapRuleset;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.value.Outcome;

/**
 * Solves a list of heaps under one ruleset. Normal play by the one sum solver ({@link SpragueGrundySum}) over the
 * heaps' {@link HeapOracle}: each heap's value (closed form, computed sequence, or proven period), their nim-sum,
 * and every move that brings the nim-sum to 0, including moves that raise a heap's value or split it. Remoteness by a search of the sum when it is small.
 * Misère play (no formula holds for general misère sums) through the misère quotient of the heaps up to the largest
 * one ({@link MisereQuotientSums}) when one is proven within the budget, else by a direct search of the sum, exit 3
 * when too large.
 */
final class HeapSumSolver {
    /** Steps of sequence computation under the standard budget (misère shifts, Nim-k); a sum takes its run's. */
    static final double SEQUENCE_BUDGET = Budget.STANDARD_STEPS;
    /**
     * Search limits for remoteness (optional) and misère play (required), in option visits of the hash-memoized
     * search (about a microsecond each: every option is a new sorted list).
     */
    static final double REMOTENESS_COST = 1e6;
    static final double REMOTENESS_POSITIONS = 1e6;
    static final double MISERE_COST = 2e7;
    static final long MISERE_POSITIONS = 3_000_000L;
    /** Option visits spent listing winning moves, over all heaps. */
    static final long MOVE_WORK = 50_000_000L;
    /**
     * Misère sums with a heap above this go to the game's quotient proven periodic (a finite code), built once per
     * run; smaller ones to the quotient of the heaps up to their largest heap, which is cheaper to build.
     */
    static final int PERIODIC_FROM = 64;

    private HeapSumSolver() {
    }

    static Solution solve(String game, HeapRuleset rules, boolean misere, List<String> position) {
        return solve(game, rules, misere, position, Budget.standard());
    }

    /** Solves a sum of heaps; the budget sets how far the remoteness and misère searches may go. */
    static Solution solve(String game, HeapRuleset rules, boolean misere, List<String> position, Budget budget) {
        List<BigInteger> heaps = Positions.heaps(position);
        return misere ? misere(game, rules, position, heaps, budget) : normal(game, rules, position, heaps, budget);
    }

    /** The budget's search limit in seconds' worth of search (the limits above are a second's). */
    private static double scale(Budget budget) {
        return budget.searchSteps() / Budget.SEARCH_STEPS_PER_SECOND;
    }

    private static Solution normal(String game, HeapRuleset rules, List<String> position, List<BigInteger> heaps,
            Budget budget) {
        HeapGrundy g = new HeapGrundy(rules, budget.steps());
        BigInteger max = heaps.stream().max(BigInteger::compareTo).orElse(BigInteger.ZERO);
        boolean tabled = max.bitLength() <= 31 && g.prepare(max.intValue());
        HeapOracle oracle = new HeapOracle(g, MOVE_WORK);
        List<List<BigInteger>> components = new ArrayList<>(heaps.size());
        for (BigInteger h : heaps) {
            components.add(List.of(h));
        }
        SpragueGrundySum.Analysis<List<BigInteger>> sum = new SpragueGrundySum<>(oracle).analyse(components);
        BigInteger x = sum.value();
        Solution.Builder answer = Solution.builder(game, position, Outcome.ofWin(x.signum() != 0)).grundy(x)
                .detail("ruleset", rules.name());
        if (!tabled && g.method() != null) {
            answer.note("large heaps by " + g.method());
        }
        for (SumMove<List<BigInteger>> m : sum.winningMoves()) {
            answer.move(move(position, m.component(), m.option()));
        }
        if (!sum.complete()) {
            answer.movesIncomplete("not every winning move is listed: a huge heap has too many splits to try"
                    + " (those with the " + HeapOracle.SPLITS_TRIED + " smallest parts were), or the"
                    + " position has more than " + MOVE_WORK + " options in all");
        }
        remoteness(answer, rules, heaps, budget);
        return answer.build();
    }

    private static void remoteness(Solution.Builder answer, HeapRuleset rules, List<BigInteger> heaps,
            Budget budget) {
        double[] est = SearchEstimate.of(rules, heaps);
        double estimate = Math.max(OptionalWork.linear(est[0], REMOTENESS_POSITIONS),
                OptionalWork.linear(est[1], REMOTENESS_COST));
        OptionalWork.remoteness(answer, budget, estimate, a -> {
            MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(new HeapSum(rules),
                    HeapSum.CANONICAL, (long) (REMOTENESS_POSITIONS * 2 * Math.max(1, scale(budget))));
            a.remoteness(engine.remoteness(ints(heaps)));
        });
    }

    private static Solution misere(String game, HeapRuleset rules, List<String> position, List<BigInteger> heaps,
            Budget budget) {
        double[] est = SearchEstimate.of(rules, heaps);
        int single = MisereShift.single(heaps);
        double estimate = Math.max(OptionalWork.linear(est[0], MISERE_POSITIONS),
                OptionalWork.linear(est[1], MISERE_COST));
        long positions = (long) (MISERE_POSITIONS * Math.max(1, scale(budget)));
        BigInteger max = heaps.stream().max(BigInteger::compareTo).orElse(BigInteger.ZERO);
        String shortfall = null;
        // one heap too large to search, with 1 in the set: the shift answers it directly, as before
        boolean shift = single >= 0 && MisereShift.applies(rules) && !(estimate <= budget.searchSteps());
        if (!shift && max.compareTo(BigInteger.valueOf(PERIODIC_FROM)) > 0 && rules.asCode() != null) {
            MisereQuotientSums.Periodic per = MisereQuotientSums.periodic(rules, budget);
            if (per.periodicity() != null) {
                return MisereQuotientSums.answer(game, rules, position, heaps, per.quotient(), per.periodicity(),
                        budget, estimate, positions);
            }
            if (per.quotient() != null && max.compareTo(BigInteger.valueOf(per.quotient().upto())) <= 0) {
                return MisereQuotientSums.answer(game, rules, position, heaps, per.quotient(), null, budget,
                        estimate, positions);
            }
            shortfall = per.shortfall();
        }
        if (shortfall == null && !shift && max.compareTo(BigInteger.valueOf(MisereQuotientSums.MAX_HEAP)) <= 0) {
            MisereQuotientSums.Lookup quotient = MisereQuotientSums.covering(rules, max.intValue(), budget);
            if (quotient.quotient() != null) {
                return MisereQuotientSums.answer(game, rules, position, ints(heaps), quotient.quotient(), budget,
                        estimate, positions);
            }
            shortfall = quotient.shortfall();
        }
        return bySearch(game, rules, position, heaps, budget, shortfall);
    }

    /**
     * The misère answer by exact search of the sum (or the shift of one heap), without the quotient; exit 3 when
     * too large, naming how far the quotient got ({@code shortfall}) if it was tried.
     */
    static Solution bySearch(String game, HeapRuleset rules, List<String> position, List<BigInteger> heaps,
            Budget budget, String shortfall) {
        double[] est = SearchEstimate.of(rules, heaps);
        int single = MisereShift.single(heaps);
        double estimate = Math.max(OptionalWork.linear(est[0], MISERE_POSITIONS),
                OptionalWork.linear(est[1], MISERE_COST));
        double scale = scale(budget);
        long positions = (long) (MISERE_POSITIONS * Math.max(1, scale));
        boolean affordable = Double.isFinite(estimate) && budget.affords(estimate);
        if (!affordable && single >= 0 && MisereShift.applies(rules)) {
            return MisereShift.solve(game, rules, position, heaps, single);
        }
        if (!affordable) {
            throw Budget.refusal("misère " + game + " has no formula for sums and this position is too"
                    + " large to search exactly (" + (Double.isInfinite(est[0]) ? "too many positions to count"
                    : String.format(Locale.ROOT, "about %.1e positions, %.1e steps", est[0], est[1]))
                    + "; the limits are " + (long) (MISERE_POSITIONS * scale) + " and "
                    + String.format(Locale.ROOT, "%.0e", MISERE_COST * scale) + ")"
                    + (shortfall == null ? "" : ", and " + shortfall) + "; give smaller heaps", estimate);
        }
        MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(new HeapSum(rules),
                HeapSum.CANONICAL, positions);
        List<Integer> start = ints(heaps);
        Outcome outcome = engine.outcome(start);
        Solution.Builder answer = Solution.builder(game, position, outcome).remoteness(engine.remoteness(start))
                .detail("ruleset", rules.name());
        if (outcome == Outcome.FIRST) {
            for (int i = 0; i < start.size(); i++) {
                int index = i;
                Set<List<BigInteger>> winning = new LinkedHashSet<>();
                rules.forEachOption(start.get(i), (a, b, c) -> {
                    if (engine.outcome(HeapSum.replace(start, index, a, b, c)) == Outcome.SECOND) {
                        winning.add(HeapOracle.parts(a, b, c));
                    }
                });
                for (List<BigInteger> parts : winning) {
                    answer.move(move(position, index, parts));
                }
            }
        }
        boolean[] moves = {false};
        for (int h : start) {
            rules.forEachOption(h, (a, b, c) -> moves[0] = true);
        }
        if (!moves[0]) {
            answer.note("no moves are left: the previous player made the last move and lost");
        }
        answer.note("misère play: the last player to move loses; solved by exact search of the sum");
        return answer.build();
    }

    private static List<Integer> ints(List<BigInteger> heaps) {
        List<Integer> out = new ArrayList<>(heaps.size());
        for (BigInteger h : heaps) {
            out.add(h.intValueExact());
        }
        return out;
    }

    /**
     * A move in heap {@code index} leaving {@code parts}: {@code heap 2: 7 -> 3 + 2}, {@code toComponent} "3 2",
     * and {@code to} the heap list with that heap replaced by its parts (a heap taken whole becomes 0).
     */
    static MoveReport move(List<String> position, int index, List<BigInteger> parts) {
        List<String> texts = new ArrayList<>();
        for (BigInteger p : parts) {
            texts.add(p.toString());
        }
        if (texts.isEmpty()) {
            texts.add("0");
        }
        List<String> to = null;
        if (position.size() <= Solution.MAX_COMPONENTS_WITH_TO) {
            to = new ArrayList<>(position.size() + 2);
            to.addAll(position.subList(0, index));
            to.addAll(texts);
            to.addAll(position.subList(index + 1, position.size()));
        }
        String text = "heap " + (index + 1) + ": " + position.get(index) + " -> " + String.join(" + ", texts);
        return new MoveReport(text, to, index + 1, String.join(" ", texts));
    }
}
