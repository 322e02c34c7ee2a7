package org.sprague.solve;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.game.NimKSum;
import org.sprague.value.Outcome;

/**
 * Moore's compound of arbitrary impartial components (move in 1..k of them at once), solved exactly.
 *
 * <p><b>When Moore's rule is a theorem.</b> Moore's theorem (E. H. Moore, "A generalization of the game called
 * Nim", Annals of Mathematics 11 (1910) 93-94) is about Nim heaps: in Nim<sub>k</sub> the player to move loses
 * exactly when every bit of the heap sizes is set in a multiple of {@code k + 1} heaps. It carries over to other
 * components, read through their Grundy values, under this condition, checked here on every position each
 * component can reach: <em>no option has a larger Grundy value than its position</em> (call such components
 * monotone). Proof: by the mex rule a position of value {@code g} has options of every value below {@code g}, and
 * by the condition none above, so the values of its options are exactly {@code 0..g-1}, those of a Nim heap of
 * size {@code g}; and a position of value 0 has no option at all. Replacing each component by a Nim heap of its
 * value therefore maps the moves of the compound onto the moves of Nim<sub>k</sub> (a move in at most {@code k}
 * components lowers at most {@code k} values), every Nim<sub>k</sub> move is the image of some compound move, and
 * terminal positions correspond; by induction on the (finite) game the two have the same outcomes, and Moore's
 * rule on the values decides the compound. For {@code k = 1} no condition is needed (the Sprague-Grundy theorem:
 * the compound is the disjunctive sum).
 *
 * <p>Without the condition the rule can fail: when some move raises a component's value, two components can
 * change in a way that keeps every bit count (Bash components {@code take 1} with sizes 1,1,1,2 and k = 2 are a
 * first-player win, though their values 1,1,1,0 pass the rule). Such compounds are searched exactly.
 *
 * <p>Not thread-safe when its component values are not (memoizing solvers are one per thread); its own exact
 * search is made per call.
 *
 * @param <P> the component position type
 */
public final class NimKSumSolver<P> {
    private final ImpartialGame<P> component;
    private final ToIntFunction<P> values;
    private final int k;
    private final Canonicalizer<List<P>> canonicalizer;
    private final long maxPositions;
    /** {@link #allMonotone} examines at most this many moves a position it may store, on average. */
    static final long MOVES_PER_POSITION = 4;

    /**
     * A solver of Moore's compound of components following {@code component}'s rules.
     *
     * @param component the rules of one component
     * @param values the Grundy value of a component position (a solver's {@code grundy}, a table or a closed form)
     * @param k the most components one move may change, at least 1
     * @param canonicalizer identifies compound positions that are the same up to order
     * @param maxPositions the most compound positions the exact search may store
     * @throws IllegalArgumentException when {@code k < 1}
     */
    public NimKSumSolver(ImpartialGame<P> component, ToIntFunction<P> values, int k,
            Canonicalizer<List<P>> canonicalizer, long maxPositions) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.component = component;
        this.values = values;
        this.k = k;
        this.canonicalizer = canonicalizer;
        this.maxPositions = maxPositions;
    }

    /**
     * The answer for one position: outcome, and one winning move when there is one.
     *
     * @param <P> the component position type
     * @param outcome who wins, for the player to move
     * @param winningMove the components after a winning move, or {@code null} when the position is lost
     * @param byMooreRule whether Moore's rule answered (all components monotone) rather than the exact search
     */
    public record Result<P>(Outcome outcome, List<P> winningMove, boolean byMooreRule) {
    }

    /**
     * Solves one compound position: by Moore's rule when every component is monotone, else by exact search.
     *
     * @param components the component positions
     * @return the outcome and one winning move
     * @throws org.sprague.ResourceLimitException when the exact search would store more than its limit
     */
    public Result<P> solve(List<P> components) {
        if (allMonotone(components)) {
            return byRule(components);
        }
        MemoizedGrundySolver<List<P>> exact =
                new MemoizedGrundySolver<>(new NimKSum<>(component, k), canonicalizer, maxPositions);
        List<List<P>> winning = exact.winningOptions(components);
        return winning.isEmpty()
                ? new Result<>(Outcome.SECOND, null, false)
                : new Result<>(Outcome.FIRST, winning.get(0), false);
    }

    /**
     * The answer by Moore's rule on the components' values and its constructive move, without checking that the
     * rule applies: for {@code k = 1} it always does (the Sprague-Grundy theorem), else the caller has seen
     * {@link #allMonotone} hold.
     *
     * @param components the component positions
     * @return the outcome and, for a win, the components after Moore's constructive move
     */
    public Result<P> byRule(List<P> components) {
        List<BigInteger> values = new ArrayList<>();
        for (P c : components) {
            values.add(BigInteger.valueOf(this.values.applyAsInt(c)));
        }
        List<BigInteger> targets = MooreNimK.winningMove(values, k);
        if (targets == null) {
            return new Result<>(Outcome.SECOND, null, true);
        }
        List<P> move = new ArrayList<>(components);
        for (int i = 0; i < components.size(); i++) {
            int want = targets.get(i).intValueExact();
            if (want != this.values.applyAsInt(components.get(i))) {
                move.set(i, optionWithValue(components.get(i), want));
            }
        }
        return new Result<>(Outcome.FIRST, List.copyOf(move), true);
    }

    private P optionWithValue(P position, int value) {
        List<P> found = new ArrayList<>(1);
        component.forEachOption(position, o -> {
            if (found.isEmpty() && this.values.applyAsInt(o) == value) {
                found.add(o);
            }
        });
        return found.get(0);
    }

    /**
     * Whether the components behave like Nim heaps: no move in any position reachable from them raises its Grundy
     * value, the condition under which Moore's rule holds.
     *
     * @param components the component positions
     * @return true when every reachable move lowers the value
     */
    public boolean allMonotone(List<P> components) {
        Set<P> seen = new HashSet<>();
        Deque<P> todo = new ArrayDeque<>(components);
        boolean[] monotone = {true};
        // one position may have billions of moves (a heap near 2^31 of Lasker's Nim): the moves are counted too
        long[] moves = {0};
        long maxMoves = maxPositions > Long.MAX_VALUE / MOVES_PER_POSITION ? Long.MAX_VALUE
                : MOVES_PER_POSITION * maxPositions;
        while (!todo.isEmpty() && monotone[0]) {
            P p = todo.pop();
            if (!seen.add(p)) {
                continue;
            }
            if (seen.size() > maxPositions) {
                throw new ResourceLimitException("checking the components needs more than " + maxPositions
                        + " positions; give smaller components");
            }
            int g = this.values.applyAsInt(p);
            component.forEachOption(p, o -> {
                if (++moves[0] > maxMoves) {
                    throw new ResourceLimitException("checking the components needs more than " + maxMoves
                            + " moves examined; give smaller components");
                }
                if (this.values.applyAsInt(o) > g) {
                    monotone[0] = false;
                }
                todo.push(o);
            });
        }
        return monotone[0];
    }
}
