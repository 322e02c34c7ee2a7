package org.sprague.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.game.NimKSum;
import org.sprague.solve.GrundySolver;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.MooreNimK;
import org.sprague.solve.NimKSumSolver;
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
    /** Positions a required search (misère, Nim-k) may hold. */
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
        int[] ids = RulePositions.parse(game, position);
        if (k > 1 && ids.length > 1) {
            if (game.form() == RuleForm.SPLIT) {
                throw new org.sprague.BadInputException("--k needs moves that leave one position; take-and-break"
                        + " rules (int[][] moves(int n)) are not supported with --k");
            }
            return nimK(position, ids, Math.min(k, ids.length), misere, assumeMoore);
        }
        return misere ? misere(position, ids) : normal(position, ids);
    }

    private Solution normal(List<String> position, int[] ids) {
        int[] values = game.values(ids, false);
        int x = 0;
        for (int v : values) {
            x ^= v;
        }
        Solution.Builder answer = Solution.builder(game.file().className(), position, Outcome.ofGrundy(x)).grundy(x)
                .extra("rules", game.file().form().signature());
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
        MemoizedGrundySolver<List<Integer>> search = new MemoizedGrundySolver<>(sum, sum.canonical(),
                REMOTENESS_POSITIONS);
        try {
            answer.remoteness(search.remoteness(list(ids)));
        } catch (ResourceLimitException e) {
            answer.note("remoteness not computed: it needs a search of the sum over more than "
                    + REMOTENESS_POSITIONS + " positions");
        }
        return answer.build();
    }

    private Solution misere(List<String> position, int[] ids) {
        MemoizedMisereSolver<List<Integer>> engine = new MemoizedMisereSolver<>(sum, sum.canonical(),
                SEARCH_POSITIONS);
        List<Integer> start = list(ids);
        Outcome outcome = outcome(engine, start, "misère play");
        Solution.Builder answer = Solution.builder(game.file().className(), position, outcome)
                .remoteness(engine.remoteness(start)).extra("rules", game.file().form().signature());
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
        List<Integer> start = list(ids);
        NimKSum<Integer> compound = new NimKSum<>(sum.component(), k);
        OutcomeSolver<List<Integer>> engine = misere
                ? new MemoizedMisereSolver<>(compound, sorted(), SEARCH_POSITIONS)
                : new MemoizedGrundySolver<>(compound, sorted(), SEARCH_POSITIONS);
        String name = game.file().className();
        try {
            Outcome outcome = engine.outcome(start);
            Solution.Builder answer = Solution.builder(name, position, outcome).remoteness(engine.remoteness(start));
            if (engine instanceof MemoizedGrundySolver<List<Integer>> g) {
                answer.grundy(g.grundy(start));
            }
            for (List<Integer> option : engine.winningOptions(start)) {
                answer.move(compoundMove(position, start, option));
            }
            return answer.note("Moore's Nim-" + k + " (a move in 1 to " + k + " components) solved by exact search"
                    + " of the compound" + (misere ? " under misère play" : "")).build();
        } catch (ResourceLimitException tooLarge) {
            if (misere) {
                throw new ResourceLimitException("misère Nim-" + k + " of " + name + " is too large to search"
                        + " exactly (more than " + SEARCH_POSITIONS + " positions); give smaller positions");
            }
        }
        GrundySolver<Integer> values = new GrundySolver<>() {
            @Override
            public int grundy(Integer p) {
                return game.grundy(p);
            }

            @Override
            public long remoteness(Integer p) {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<Integer> winningOptions(Integer p) {
                throw new UnsupportedOperationException();
            }
        };
        try {
            NimKSumSolver.Result<Integer> r = new NimKSumSolver<>(sum.component(), values, k, sorted(),
                    SEARCH_POSITIONS).solve(start);
            Solution.Builder answer = Solution.builder(name, position, r.outcome());
            if (r.winningMove() != null) {
                answer.move(compoundMove(position, start, r.winningMove()));
                answer.movesIncomplete("one winning move shown: the compound is too large to list every one");
            }
            return answer.note(r.byMooreRule() ? "Moore's theorem: no move of these components raises a Grundy"
                    + " value, so they behave as heaps and the player to move loses exactly when every bit of the"
                    + " values is set in a multiple of " + (k + 1) + " components" : "solved by exact search").build();
        } catch (ResourceLimitException tooLarge) {
            if (!assumeMoore) {
                throw new ResourceLimitException("Nim-" + k + " of " + name + ": some move raises a component's"
                        + " Grundy value, so Moore's rule is not a theorem here, and the compound is too large to"
                        + " search (more than " + SEARCH_POSITIONS + " positions); --assume-moore prints what the"
                        + " rule says, unproven");
            }
        }
        List<BigInteger> vs = new ArrayList<>();
        for (int id : ids) {
            vs.add(BigInteger.valueOf(game.grundy(id)));
        }
        List<BigInteger> targets = MooreNimK.winningMove(vs, k);
        return Solution.builder(name, position, Outcome.ofWin(targets != null)).extra("proven", false)
                .note("assumed, not proven: Moore's rule applied to the components' Grundy values (--assume-moore);"
                        + " some move raises a value, where the rule can fail").build();
    }

    private static Outcome outcome(OutcomeSolver<List<Integer>> engine, List<Integer> start, String what) {
        try {
            return engine.outcome(start);
        } catch (ResourceLimitException e) {
            throw new ResourceLimitException(what + " has no formula for sums and this position needs more than "
                    + SEARCH_POSITIONS + " positions of exact search; give smaller positions");
        }
    }

    private static org.sprague.game.Canonicalizer<List<Integer>> sorted() {
        return p -> {
            List<Integer> out = new ArrayList<>(p);
            out.sort(null);
            return List.copyOf(out);
        };
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

    /** A move of the compound: every component that changed (options keep the components' order). */
    private MoveReport compoundMove(List<String> position, List<Integer> start, List<Integer> option) {
        List<String> to = new ArrayList<>();
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < start.size(); i++) {
            if (option.get(i).equals(start.get(i))) {
                to.add(position.get(i));
            } else {
                String t = game.text(option.get(i));
                to.add(t);
                changes.add((game.form() == RuleForm.TUPLE ? "position " : "heap ") + (i + 1) + ": "
                        + position.get(i) + " -> " + t);
            }
        }
        return MoveReport.of(String.join(", ", changes), to);
    }
}
