package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.classic.FootballGame;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.game.NimKSum;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.MooreNimK;
import org.sprague.solve.NimKSumSolver;
import org.sprague.solve.OutcomeSolver;
import org.sprague.value.Outcome;

/**
 * Moore's Nim-k (a move in 1 to k components at once) over any impartial components, answered exactly: by an
 * exact search of the compound when it is small (then every winning move, the compound's Grundy value and
 * remoteness are given); else by Moore's rule on the components' Grundy values where it is a theorem (no reachable
 * move raises a value, so the components behave as Nim heaps; {@link NimKSumSolver}); else exit 3, or with
 * {@code --assume-moore} the rule's answer labelled {@code "proven": false}.
 */
public final class NimKAnswers {
    /**
     * The most moves an exact search of the compound may examine: a hundred a position it may hold (a move of the
     * compound is a list of components, made and canonicalized: about a second per 10^7 on this machine).
     */
    static final long SEARCH_MOVES = 100L * 200_000L;

    /** Positions an exact search of the compound may hold (each costs its options, up to k components' worth). */
    public static final long SEARCH_POSITIONS = 200_000L;

    private NimKAnswers() {
    }

    /**
     * How components are shown and ordered.
     *
     * @param game the catalog id or class name answered
     * @param unit what a component is called in move texts ({@code heap})
     * @param text a component as typed
     * @param order a total order of components, so that permuted compounds are stored once
     */
    public record Components<P>(String game, String unit, Function<P, String> text, Comparator<P> order) {
    }

    /**
     * @param reachable for each component, how many positions it can reach (an upper bound), to skip searches
     *     that cannot fit before they start
     */
    public static <P> Solution solve(Components<P> c, List<String> position, List<P> start, ImpartialGame<P> component,
            ToIntFunction<P> grundy, double[] reachable, int k, boolean misere, boolean assumeMoore) {
        return solve(c, position, start, component, grundy, reachable, k, misere, assumeMoore, SEARCH_POSITIONS);
    }

    /** As above, with the most positions the exact search of the compound may hold (0: never search). */
    static <P> Solution solve(Components<P> c, List<String> position, List<P> start, ImpartialGame<P> component,
            ToIntFunction<P> grundy, double[] reachable, int k, boolean misere, boolean assumeMoore,
            long searchPositions) {
        double estimate = 1;
        for (double r : reachable) {
            estimate *= Math.max(1, r);
        }
        // permutations of equal components are stored once: divide by the factorial of the count, roughly
        for (int i = 2; i <= start.size(); i++) {
            estimate /= i;
        }
        boolean small = estimate <= searchPositions;
        Canonicalizer<List<P>> sorted = p -> {
            List<P> out = new ArrayList<>(p);
            out.sort(c.order());
            return List.copyOf(out);
        };
        NimKSum<P> nimK = new NimKSum<>(component, k);
        // a position of many components with k near their number has up to the product of their move counts as
        // moves (billions), so the search is held to a number of moves as well as of positions
        long[] moves = {0};
        boolean manyMoves = false;
        ImpartialGame<List<P>> compound = (p, sink) -> nimK.forEachOption(p, o -> {
            if (++moves[0] > SEARCH_MOVES) {
                throw new ResourceLimitException("more than " + SEARCH_MOVES + " moves");
            }
            sink.accept(o);
        });
        OutcomeSolver<List<P>> engine = misere ? new MemoizedMisereSolver<>(compound, sorted, searchPositions)
                : new MemoizedGrundySolver<>(compound, sorted, searchPositions);
        try {
            if (!small) {
                throw new ResourceLimitException("estimated " + estimate + " positions");
            }
            Outcome outcome = engine.outcome(start);
            Solution.Builder answer = Solution.builder(c.game(), position, outcome)
                    .remoteness(engine.remoteness(start));
            if (engine instanceof MemoizedGrundySolver<List<P>> g) {
                answer.grundy(g.grundy(start));
            }
            for (List<P> option : engine.winningOptions(start)) {
                answer.move(move(c, position, start, option));
            }
            return answer.note("Moore's Nim-" + k + " (a move in 1 to " + k + " components) solved by exact search of"
                    + " the compound" + (misere ? " under misère play" : "")).build();
        } catch (ResourceLimitException tooLarge) {
            manyMoves = moves[0] > SEARCH_MOVES;
            if (misere) {
                throw new ResourceLimitException("misère Nim-" + k + " of " + c.game() + " has no formula and is too"
                        + " large to search exactly (more than " + (manyMoves ? SEARCH_MOVES + " moves to examine"
                        : searchPositions + " positions") + "); give smaller positions");
            }
        }
        NimKSumSolver<P> moore = new NimKSumSolver<>(component, grundy, k, sorted, 10 * SEARCH_POSITIONS);
        String unchecked = null;
        boolean theorem = k == 1;
        if (!theorem) {
            try {
                theorem = moore.allMonotone(start);
            } catch (ResourceLimitException tooMany) {
                unchecked = tooMany.getMessage();
            }
        }
        if (theorem) {
            NimKSumSolver.Result<P> r = moore.byRule(start);
            Solution.Builder answer = Solution.builder(c.game(), position, r.outcome());
            if (r.winningMove() != null) {
                answer.move(move(c, position, start, r.winningMove()));
                answer.movesIncomplete("one winning move shown: the compound is too large to list every one");
            }
            return answer.note(k == 1 ? "the Sprague-Grundy theorem: the player to move loses exactly when the"
                    + " components' Grundy values XOR to 0" : "Moore's theorem: no move of these components raises a"
                    + " Grundy value, so they behave as Nim heaps; the player to move loses exactly when every bit of"
                    + " the values is set in a multiple of " + (k + 1) + " components")
                    .note("grundy and remoteness not computed: they need a search of the compound").build();
        }
        if (!assumeMoore) {
            throw new ResourceLimitException("Nim-" + k + " of " + c.game() + ": " + (unchecked == null ? "some move"
                    + " raises a component's Grundy value, so Moore's rule is not a theorem here" : "whether a move"
                    + " raises a component's Grundy value could not be checked (" + unchecked + ")")
                    + ", and the compound is too large to"
                    + " search exactly (" + (manyMoves ? "more than " + SEARCH_MOVES + " moves to examine, the limit"
                    : (Double.isInfinite(estimate) ? "far too many" : String.format("about %.1e", estimate))
                    + " positions, the limit is " + searchPositions) + "); give smaller positions, or " + FootballGame.ASSUME_MOORE.name()
                    + " for what the rule says, unproven");
        }
        List<BigInteger> vs = new ArrayList<>();
        for (P p : start) {
            vs.add(BigInteger.valueOf(grundy.applyAsInt(p)));
        }
        return FootballGame.assumed(c.game(), position, Outcome.ofWin(!MooreNimK.isLosing(vs, k)));
    }

    /** A move of the compound: every component that changed (options keep the components' order). */
    private static <P> MoveReport move(Components<P> c, List<String> position, List<P> start, List<P> option) {
        List<String> to = new ArrayList<>();
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < start.size(); i++) {
            if (option.get(i).equals(start.get(i))) {
                to.add(position.get(i));
            } else {
                String t = c.text().apply(option.get(i));
                to.add(t);
                changes.add(c.unit() + " " + (i + 1) + ": " + position.get(i) + " -> " + t);
            }
        }
        return MoveReport.of(String.join(", ", changes), to);
    }
}
