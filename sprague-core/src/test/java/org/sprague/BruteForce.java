package org.sprague;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Test oracle: Grundy values (mex of the options' values) and Smith's remoteness by plain recursion over the
 * options that each test writes from the game's rules. It shares no code with the engine; the map only keeps
 * small positions from being recomputed.
 *
 * @param <P> the position type (value semantics)
 */
public final class BruteForce<P> {
    private final Function<P, List<P>> options;
    private final boolean misere;
    private final Map<P, long[]> memo = new HashMap<>();

    public BruteForce(Function<P, List<P>> options) {
        this(options, false);
    }

    private BruteForce(Function<P, List<P>> options, boolean misere) {
        this.options = options;
        this.misere = misere;
    }

    /**
     * Misère play: the player who cannot move wins. {@link #grundy} is then 1 for a win and 0 for a loss (there
     * is no Grundy theory to apply), and {@link #remoteness} follows the same rule as under normal play.
     */
    public static <P> BruteForce<P> misere(Function<P, List<P>> options) {
        return new BruteForce<>(options, true);
    }

    public int grundy(P p) {
        return (int) solve(p)[0];
    }

    /** 0 at a terminal; a win is 1 + the least remoteness among losing options; a loss 1 + the greatest. */
    public long remoteness(P p) {
        return solve(p)[1];
    }

    /** The distinct options lost for the player then to move, in the order the rules list them. */
    public List<P> winningOptions(P p) {
        List<P> out = new ArrayList<>();
        for (P o : new LinkedHashSet<>(options.apply(p))) {
            if (grundy(o) == 0) {
                out.add(o);
            }
        }
        return out;
    }

    private long[] solve(P p) {
        long[] known = memo.get(p);
        if (known != null) {
            return known;
        }
        List<P> next = options.apply(p);
        boolean[] seen = new boolean[next.size() + 1];
        long leastLosing = Long.MAX_VALUE;
        long greatest = -1;
        for (P o : next) {
            long[] v = solve(o);
            if (v[0] < seen.length) {
                seen[(int) v[0]] = true;
            }
            if (v[0] == 0) {
                leastLosing = Math.min(leastLosing, v[1]);
            }
            greatest = Math.max(greatest, v[1]);
        }
        int mex = 0;
        while (seen[mex]) {
            mex++;
        }
        if (misere) {
            mex = next.isEmpty() || leastLosing != Long.MAX_VALUE ? 1 : 0;
        }
        long remoteness = next.isEmpty() ? 0 : 1 + (leastLosing != Long.MAX_VALUE ? leastLosing : greatest);
        long[] v = {mex, remoteness};
        memo.put(p, v);
        return v;
    }
}
