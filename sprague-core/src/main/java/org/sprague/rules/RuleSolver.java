package org.sprague.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.NimKAnswers;
import org.sprague.catalog.Solution;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.OutcomeSolver;
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
        if (k > 1 && ids.length > 1) {
            return game.form() == RuleForm.SPLIT ? splitNimK(position, ids, Math.min(k, ids.length), misere,
                    assumeMoore) : nimK(position, ids, Math.min(k, ids.length), misere, assumeMoore);
        }
        return misere ? misere(position, ids) : normal(position, ids, budget);
    }

    private Solution normal(List<String> position, int[] ids, Budget budget) {
        int[] values = game.values(ids, false);
        int x = 0;
        for (int v : values) {
            x ^= v;
        }
        Solution.Builder answer = Solution.builder(game.file().className(), position, Outcome.ofGrundy(x)).grundy(x)
                .detail("rules", game.file().form().signature());
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
                    if (v == target && seen.add(partsText(parts))) {
                        answer.move(move(position, i, parts));
                    }
                }
            }
        }
        long positions = (long) Math.max(1,
                REMOTENESS_POSITIONS * (budget.searchSteps() / Budget.STANDARD_SEARCH_STEPS));
        MemoizedGrundySolver<List<Integer>> search = new MemoizedGrundySolver<>(sum, sum.canonical(), positions);
        try {
            answer.remoteness(search.remoteness(list(ids)));
        } catch (ResourceLimitException e) {
            answer.note("remoteness not computed: it needs a search of the sum over more than "
                    + positions + " positions");
        }
        return answer.build();
    }

    private Solution misere(List<String> position, int[] ids) {
        MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(sum, sum.canonical(),
                SEARCH_POSITIONS);
        List<Integer> start = list(ids);
        Outcome outcome = outcome(engine, start, "misère play");
        Solution.Builder answer = Solution.builder(game.file().className(), position, outcome)
                .remoteness(engine.remoteness(start)).detail("rules", game.file().form().signature());
        if (outcome == Outcome.FIRST) {
            for (int i = 0; i < ids.length; i++) {
                Set<String> seen = new LinkedHashSet<>();
                for (int j = 0, n = game.optionCount(ids[i]); j < n; j++) {
                    int[] parts = game.option(ids[i], j);
                    if (engine.outcome(RuleSum.replace(start, i, parts)) == Outcome.SECOND
                            && seen.add(partsText(parts))) {
                        answer.move(move(position, i, parts));
                    }
                }
            }
        }
        answer.note("misère play: the last player to move loses; solved by exact search of the sum");
        return answer.build();
    }

    private Solution nimK(List<String> position, int[] ids, int k, boolean misere, boolean assumeMoore) {
        NimKAnswers.Components<Integer> c = new NimKAnswers.Components<>(game.file().className(),
                game.form() == RuleForm.TUPLE ? "position" : "heap", game::text, Integer::compare);
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
        NimKAnswers.Components<List<Integer>> c = new NimKAnswers.Components<>(game.file().className(), "heap",
                this::partsText, RuleSolver::compareParts);
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

    /** A move of component {@code index} to {@code parts}. */
    private MoveReport move(List<String> position, int index, int[] parts) {
        List<String> texts = new ArrayList<>();
        for (int p : parts) {
            texts.add(game.text(p));
        }
        List<String> to = null;
        if (position.size() <= Solution.MAX_COMPONENTS_WITH_TO) {
            to = new ArrayList<>(position.subList(0, index));
            to.addAll(texts.isEmpty() ? List.of("0") : texts);
            to.addAll(position.subList(index + 1, position.size()));
        }
        String kind = game.form() == RuleForm.TUPLE ? "position " : "heap ";
        return new MoveReport(kind + (index + 1) + ": " + position.get(index) + " -> " + partsText(parts), to,
                index + 1, texts.isEmpty() ? "0" : String.join(" ", texts));
    }
}
