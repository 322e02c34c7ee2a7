package org.sprague.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.NimKAnswers;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Solution;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.OutcomeSolver;
import org.sprague.solve.SearchCounts;
import org.sprague.value.Outcome;

/**
 * Answers positions of a rule game (a sum of its positions) with the generic engines: normal play by the
 * Sprague-Grundy theorem over the cached tables; remoteness, misère play and Moore's Nim-k by exact search of the
 * sum, within position budgets.
 */
public final class RuleSolver {
    /** Positions the optional remoteness search may hold. */
    static final long REMOTENESS_POSITIONS = 1_000_000L;
    /** Positions a required search (misère play) may hold. */
    static final long SEARCH_POSITIONS = 3_000_000L;
    /**
     * Option visits of the search of a sum in about a second ({@link Budget#SEARCH_STEPS_PER_SECOND}): each visit
     * builds the option's list of components, sorts it and looks it up in the memo.
     */
    static final double VISITS_PER_SECOND = 1.5e6;
    /** How far past its budget a search whose estimate was wrong may run before it stops itself. */
    static final double SLACK = 2;
    /** What one memoized position of the sum costs: map entry, boxed value, the list of its components. */
    static final long BYTES_PER_POSITION = 200;
    /** Take-and-break sums with more tokens than this are not searched (too many partitions to count). */
    static final int MAX_PARTITIONED = 400;

    private final RuleGame game;
    private final RuleSum sum;

    public RuleSolver(RuleGame game) {
        this.game = game;
        this.sum = new RuleSum(game);
    }

    /**
     * Solves {@code position} (the components as typed).
     *
     * @param k Moore's Nim-k: a move is made in 1..k components (1: the disjunctive sum)
     * @param assumeMoore answer Nim-k by Moore's rule on the components' values when no exact method reaches
     */
    public Solution solve(List<String> position, boolean misere, int k, boolean assumeMoore) {
        return solve(position, misere, k, assumeMoore, Budget.standard());
    }

    /** As {@link #solve(List, boolean, int, boolean)}, with the optional remoteness search held to {@code budget}. */
    public Solution solve(List<String> position, boolean misere, int k, boolean assumeMoore, Budget budget) {
        int[] ids = RulePositions.parse(game, position);
        position = RulePositions.texts(game, ids);
        if (k > 1 && ids.length > 1) {
            int most = Math.min(k, ids.length);
            return game.form() == RuleForm.SPLIT
                    ? splitNimK(position, ids, most, misere, assumeMoore)
                    : nimK(position, ids, most, misere, assumeMoore);
        }
        return misere ? misere(position, ids, budget) : normal(position, ids, budget);
    }

    private Solution normal(List<String> position, int[] ids, Budget budget) {
        int[] values = game.values(ids, false);
        int x = 0;
        for (int v : values) {
            x ^= v;
        }
        Solution.Builder answer = Solution.builder(game.file().className(), position, Outcome.ofGrundy(x)).grundy(x)
                .detail("rules", game.file().signature());
        if (x != 0) {
            for (int i = 0; i < ids.length; i++) {
                int target = values[i] ^ x;
                Set<String> seen = new LinkedHashSet<>();
                for (int j = 0, n = game.optionCount(ids[i]); j < n; j++) {
                    int[] parts = game.option(ids[i], j);
                    int v = 0;
                    for (int part : game.values(parts, false)) {
                        v ^= part;
                    }
                    if (v == target && seen.add(optionText(ids[i], j, parts))) {
                        answer.move(move(position, i, ids[i], j, parts));
                    }
                }
            }
        }
        remoteness(answer, ids, budget);
        return answer.build();
    }

    /**
     * Remoteness by a search of the sum, when its estimate fits the budget's search limit; the search also checks
     * the run's deadline, its steps and the memory it holds as it runs, so a wrong estimate still ends in time.
     */
    private void remoteness(Solution.Builder answer, int[] ids, Budget budget) {
        double estimate = OptionalWork.linear(searchVisits(ids), VISITS_PER_SECOND);
        OptionalWork.remoteness(answer, budget, estimate, a -> {
            double scale = budget.searchSteps() / Budget.SEARCH_STEPS_PER_SECOND;
            long positions = (long) Math.max(1, Math.min(Long.MAX_VALUE / 2, REMOTENESS_POSITIONS * scale));
            MemoizedGrundySolver<List<Integer>> search = new MemoizedGrundySolver<>(sum, sum.canonical(), positions);
            search.limit(game.deadline(), SLACK * VISITS_PER_SECOND * scale, budget.memory().open(),
                    BYTES_PER_POSITION);
            a.remoteness(search.remoteness(list(ids)));
        });
    }

    /**
     * An upper bound on the option visits of the search of the sum of {@code ids}: its positions times their
     * options, twice (each position is expanded, then evaluated). The positions of a sum of one-position forms are
     * sorted lists of positions each component reaches: at most the product of the components' reachable counts,
     * and at most the multisets of up to k of all the positions they reach. Take-and-break positions are multisets
     * of heaps whose total is at most the heaps' total when no move adds tokens (the partitions of 0..total); a rule
     * that adds tokens is caught by the search's own limits. The options are bounded by the start's: positions
     * below it have no more in the games people write, and the search's step limit covers the others.
     */
    double searchVisits(int[] ids) {
        if (ids.length == 0) {
            return 0;
        }
        double positions;
        if (game.form() == RuleForm.SPLIT) {
            long total = 0;
            for (int id : ids) {
                total += id;
            }
            if (total > MAX_PARTITIONED) {
                return Double.POSITIVE_INFINITY;
            }
            positions = SearchCounts.partitionsUpTo((int) total);
        } else {
            double product = 1;
            for (int id : ids) {
                product *= game.reachable(id);
            }
            positions = Math.min(product, SearchCounts.binomial(game.reachableFromAll(ids) + ids.length,
                    ids.length));
        }
        double options = 0;
        for (int id : ids) {
            options += game.optionCount(id);
        }
        return 2 * positions * Math.max(1, options);
    }



    private Solution misere(List<String> position, int[] ids, Budget budget) {
        MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(sum, sum.canonical(),
                SEARCH_POSITIONS);
        engine.limit(game.deadline(), Double.POSITIVE_INFINITY, budget.memory().open(), BYTES_PER_POSITION);
        List<Integer> start = list(ids);
        Outcome outcome = outcome(engine, start, "misère play");
        Solution.Builder answer = Solution.builder(game.file().className(), position, outcome)
                .remoteness(engine.remoteness(start)).detail("rules", game.file().signature());
        if (outcome == Outcome.FIRST) {
            for (int i = 0; i < ids.length; i++) {
                Set<String> seen = new LinkedHashSet<>();
                for (int j = 0, n = game.optionCount(ids[i]); j < n; j++) {
                    int[] parts = game.option(ids[i], j);
                    if (engine.outcome(RuleSum.replace(start, i, parts)) == Outcome.SECOND
                            && seen.add(optionText(ids[i], j, parts))) {
                        answer.move(move(position, i, ids[i], j, parts));
                    }
                }
            }
        }
        answer.note("misère play: the last player to move loses; solved by exact search of the sum");
        return answer.build();
    }

    private Solution nimK(List<String> position, int[] ids, int k, boolean misere, boolean assumeMoore) {
        NimKAnswers.Components<Integer> c = new NimKAnswers.Components<>(game.file().className(),
                game.form().component(), game::text, Integer::compare);
        double[] reachable = new double[ids.length];
        for (int i = 0; i < ids.length; i++) {
            reachable[i] = game.reachable(ids[i]);
        }
        return NimKAnswers.solve(c, position, list(ids), sum.component(), game::grundy, reachable, k, misere,
                assumeMoore);
    }

    /**
     * Nim-k of take-and-break heaps: each heap given is one component, and the heaps a move leaves stay in that
     * component (as for the catalog's heap rulesets), so a move still acts on at most k of the heaps given.
     */
    private Solution splitNimK(List<String> position, int[] ids, int k, boolean misere, boolean assumeMoore) {
        NimKAnswers.Components<List<Integer>> c = new NimKAnswers.Components<>(game.file().className(),
                game.form().component(), this::partsText, RuleSolver::compareParts);
        List<List<Integer>> start = new ArrayList<>();
        double[] reachable = new double[ids.length];
        for (int i = 0; i < ids.length; i++) {
            start.add(List.of(ids[i]));
            reachable[i] = game.reachable(ids[i]);
        }
        Canonicalizer<List<Integer>> canonical = sum.canonical();
        ImpartialGame<List<Integer>> component = (parts, sink) -> sum.forEachOption(parts,
                o -> sink.accept(canonical.canonical(o)));
        return NimKAnswers.solve(c, position, start, component, parts -> {
            int x = 0;
            for (int v : game.values(toArray(parts), false)) {
                x ^= v;
            }
            return x;
        }, reachable, k, misere, assumeMoore);
    }

    private static int compareParts(List<Integer> a, List<Integer> b) {
        return java.util.Arrays.compare(a.toArray(new Integer[0]), b.toArray(new Integer[0]));
    }

    private static int[] toArray(List<Integer> parts) {
        int[] out = new int[parts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = parts.get(i);
        }
        return out;
    }

    /** Parts as typed: heaps joined by {@code +}, {@code 0} for none. */
    private String partsText(List<Integer> parts) {
        List<String> texts = new ArrayList<>();
        for (int p : parts) {
            texts.add(game.text(p));
        }
        return texts.isEmpty() ? "0" : String.join("+", texts);
    }

    private static Outcome outcome(OutcomeSolver<List<Integer>> engine, List<Integer> start, String what) {
        try {
            return engine.outcome(start);
        } catch (ResourceLimitException e) {
            if (e.resource() == ResourceLimitException.Resource.TIME
                    || e.resource() == ResourceLimitException.Resource.MEMORY) {
                throw e;
            }
            throw new ResourceLimitException(what + " has no formula for sums and this position needs more than "
                    + SEARCH_POSITIONS + " positions of exact search; give smaller positions");
        }
    }

    private static List<Integer> list(int[] ids) {
        List<Integer> out = new ArrayList<>(ids.length);
        for (int id : ids) {
            out.add(id);
        }
        return out;
    }

    private String partsText(int[] parts) {
        List<String> texts = new ArrayList<>();
        for (int p : parts) {
            texts.add(game.text(p));
        }
        return texts.isEmpty() ? (game.form() == RuleForm.SPLIT ? "nothing" : "0") : String.join(" + ", texts);
    }

    /** Option {@code j} of component {@code id} as the answers write it: the text moves gave, or its parts. */
    private String optionText(int id, int j, int[] parts) {
        String whole = game.optionText(id, j);
        return whole != null ? whole : partsText(parts);
    }

    /**
     * A move of component {@code index} (position {@code id}) by its option {@code j}, whose parts are
     * {@code parts}; a text position split into parts moves to the text {@code moves} gave, one component.
     */
    private MoveReport move(List<String> position, int index, int id, int j, int[] parts) {
        String whole = game.optionText(id, j);
        List<String> texts = new ArrayList<>();
        if (whole != null) {
            texts.add(whole);
        } else {
            for (int p : parts) {
                texts.add(game.text(p));
            }
        }
        List<String> to = null;
        if (position.size() <= Solution.MAX_COMPONENTS_WITH_TO) {
            to = new ArrayList<>(position.subList(0, index));
            to.addAll(texts.isEmpty() ? List.of("0") : texts);
            to.addAll(position.subList(index + 1, position.size()));
        }
        return new MoveReport(game.form().component() + " " + (index + 1) + ": " + position.get(index) + " -> "
                + optionText(id, j, parts), to, index + 1, texts.isEmpty() ? "0" : String.join(" ", texts));
    }
}
