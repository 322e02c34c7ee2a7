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
 * <p>Moore's bit-counting rule on Grundy values is a theorem for Nim heaps, but not for every component: when
 * some move raises a component's Grundy value, two components can change in a way that keeps every bit count
 * (for example Bash components {@code take 1} with sizes 1,1,1,2 and k = 2 are a first-player win, though
 * their values 1,1,1,0 pass the rule). So this solver first checks that every position reachable in every
 * component has only options of smaller value ("monotone" components, which behave exactly like heaps); then
 * the rule and {@link MooreNimK}'s constructive move apply. Otherwise it searches the compound itself.
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
        MemoizedGrundySolver<List<P>> exact =
                new MemoizedGrundySolver<>(new NimKSum<>(component, k), canonicalizer, maxPositions);
        List<List<P>> winning = exact.winningOptions(components);
        return winning.isEmpty()
                ? new Result<>(Outcome.SECOND, null, false)
                : new Result<>(Outcome.FIRST, winning.get(0), false);
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
                if (this.values.applyAsInt(o) > g) {
                    monotone[0] = false;
                }
                todo.push(o);
            });
        }
        return monotone[0];
    }
}
