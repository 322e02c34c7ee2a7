package org.sprague.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.NimKAnswers;
import org.sprague.catalog.Solution;
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
            if (game.form() == RuleForm.SPLIT) {
                throw new org.sprague.BadInputException("--k needs moves that leave one position; take-and-break"
                        + " rules (int[][] moves(int n)) are not supported with --k");
            }
            return nimK(position, ids, Math.min(k, ids.length), misere, assumeMoore);
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
