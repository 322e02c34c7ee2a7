package org.sprague.partizan;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Atomic weights of all-small games (Siegel, Combinatorial Game Theory, AMS 2013, II.7, the atomic weight
 * calculus; Winning Ways ch. 8; Conway, On Numbers and Games, ch. 16): the atomic weight {@code aw(G)} measures
 * {@code G} in units of {@code ^}, in the sense that {@code G} and {@code aw(G).^} behave alike next to a remote
 * star. It is computed by the calculus:
 * <ul>
 * <li>let {@code G'' = {aw(G^L) - 2 | aw(G^R) + 2}} over the canonical options;</li>
 * <li>if {@code G''} is not an integer, {@code aw(G) = G''};</li>
 * <li>otherwise (the eccentric case) compare {@code G} with the remote star {@code ☆ = *m}, {@code m} larger than
 * any nimber among the followers (here {@code m} = birthday + 1): if {@code G > ☆}, {@code aw(G)} is the
 * largest integer {@code n} with {@code n <| aw(G^R) + 2} for every {@code G^R}; if {@code G < ☆}, the least
 * integer {@code n} with {@code n |> aw(G^L) - 2} for every {@code G^L}; if {@code G || ☆}, 0.</li>
 * </ul>
 * Exceptions: the calculus is stated for all-small games only, so any other game (a nonzero number, a hot game,
 * or an infinitesimal such as a tiny that is not all-small) has no atomic weight here ({@link OptionalInt#empty()});
 * CGSuite extends the notion to some of the latter ("atomic" games), which this class does not.
 */
public final class AtomicWeights {
    private final CanonicalGames games;
    private final GamePredicates predicates;
    private final Stops stops;
    private final Birthdays birthdays;
    private final Map<Integer, Integer> memo = new HashMap<>();

    /**
     * Atomic weights in {@code games}.
     *
     * @param games the space the ids live in
     * @param predicates the properties of that space
     * @param stops the stops of that space
     * @param birthdays the birthdays of that space
     */
    public AtomicWeights(CanonicalGames games, GamePredicates predicates, Stops stops, Birthdays birthdays) {
        this.games = games;
        this.predicates = predicates;
        this.stops = stops;
        this.birthdays = birthdays;
    }

    /**
     * The atomic weight of {@code g}.
     *
     * @param g a canonical id
     * @return the id of {@code aw(g)}, or empty when {@code g} is not all-small
     */
    public OptionalInt of(int g) {
        return predicates.allSmall(g) ? OptionalInt.of(weight(g)) : OptionalInt.empty();
    }

    private int weight(int g) {
        if (g == 0) {
            return 0;
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        int[] l = games.leftOptions(g);
        int[] r = games.rightOptions(g);
        int two = games.integer(2);
        int[] lw = new int[l.length];
        int[] rw = new int[r.length];
        for (int i = 0; i < l.length; i++) {
            lw[i] = games.difference(weight(l[i]), two);
        }
        for (int i = 0; i < r.length; i++) {
            rw[i] = games.sum(weight(r[i]), two);
        }
        int made = games.game(lw, rw);
        Dyadic x = games.numberValue(made);
        if (x != null && x.isInteger()) {
            made = eccentric(g, lw, rw);
        }
        memo.put(g, made);
        return made;
    }

    /** The eccentric case: the answer depends on how {@code g} compares with the remote star. */
    private int eccentric(int g, int[] leftBounds, int[] rightBounds) {
        int m = birthdays.of(g).add(BigInteger.ONE).intValueExact();
        Integer c = games.compare(g, games.nimber(m));
        if (c == null || c == 0) {
            return 0;
        }
        if (c > 0) {
            // the largest n with n <| every bound: from above the largest left stop down
            long n = ceiling(rightBounds, true) + 1;
            while (!belowAll(n, rightBounds)) {
                n--;
            }
            return games.integer(n);
        }
        long n = ceiling(leftBounds, false) - 1;
        while (!aboveAll(n, leftBounds)) {
            n++;
        }
        return games.integer(n);
    }

    /** Beyond every bound's stops: the greatest left stop rounded up, or the least right stop rounded down. */
    private long ceiling(int[] bounds, boolean up) {
        long out = up ? Long.MIN_VALUE : Long.MAX_VALUE;
        for (int b : bounds) {
            out = up ? Math.max(out, stops.left(b).ceiling().longValueExact())
                    : Math.min(out, stops.right(b).floor().longValueExact());
        }
        return out;
    }

    /** {@code n <| b} (not {@code n >= b}) for every bound. */
    private boolean belowAll(long n, int[] bounds) {
        int x = games.integer(n);
        for (int b : bounds) {
            if (games.leq(b, x)) {
                return false;
            }
        }
        return true;
    }

    /** {@code n |> b} (not {@code n <= b}) for every bound. */
    private boolean aboveAll(long n, int[] bounds) {
        int x = games.integer(n);
        for (int b : bounds) {
            if (games.leq(x, b)) {
                return false;
            }
        }
        return true;
    }
}
