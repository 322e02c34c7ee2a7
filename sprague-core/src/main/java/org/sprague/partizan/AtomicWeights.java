package org.sprague.partizan;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Atomic weights (Siegel, Combinatorial Game Theory, AMS 2013, II.7, the atomic weight calculus; Winning Ways
 * ch. 8; Conway, On Numbers and Games, ch. 16): the atomic weight {@code aw(G)} is the {@code W} with
 * {@code G ~ W.^}, where {@code G ~ H} when {@code G + X + *m} and {@code H + X + *m} have the same outcome for every
 * {@code X} and every large enough {@code m}. It is computed by the calculus:
 * <ul>
 * <li>{@code aw(x + n.^ + *k) = n};</li>
 * <li>else let {@code G'' = {aw(G^L) - 2 | aw(G^R) + 2}} over the canonical options; if {@code G''} is not an
 * integer, {@code aw(G) = G''};</li>
 * <li>otherwise (the eccentric case) compare {@code G} with the remote star {@code ☆ = *m}, {@code m} larger than
 * any nimber among the followers (here {@code m} = birthday + 1 for an all-small game, else one more than the
 * largest nimber among the followers, as CGSuite takes it): if {@code G > ☆}, {@code aw(G)} is the
 * largest integer {@code n} with {@code n <| aw(G^R) + 2} for every {@code G^R} (0 when there is none); if
 * {@code G < ☆}, the least integer {@code n} with {@code n |> aw(G^L) - 2} for every {@code G^L} (0 when there is
 * none); else {@code G''}.</li>
 * </ul>
 * Where it is defined: the weight exists for every all-small game. A game that is not infinitesimal (a nonzero
 * number, a hot game, {@code 6^*}) has none. An infinitesimal that is not all-small (the tinies, {@code {1|^^||^}})
 * has the weight {@code W} of the calculus exactly when {@code G - W.^} lies between {@code -E} and {@code E},
 * {@code E = ^* + (*N : -1)}, {@code N} the least power of two (at least 2) above every nimber among the followers
 * ({@code *N : -1} is the red kite); this is the test CGSuite applies (its documentation of
 * {@code CanonicalShortGame.AtomicWeight}, the test due to D. Wolfe), and CGSuite then answers "not atomic" as
 * this class answers empty. CGSuite's cases: Tiny(3/2) and Miny({5||3|1}) weigh 0, {@code {1|^^||^}} weighs 2,
 * {@code {1|^^^||^}} is not atomic.
 */
public final class AtomicWeights {
    private final CanonicalGames games;
    private final GamePredicates predicates;
    private final Stops stops;
    private final Birthdays birthdays;
    private final Map<Integer, Integer> memo = new HashMap<>();
    private final Map<Integer, Integer> farStars = new HashMap<>();
    private final Notation nus;
    private final GameOperations operations;

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
        this.nus = new Notation(games);
        this.operations = new GameOperations(games);
    }

    /**
     * The atomic weight of {@code g}.
     *
     * @param g a canonical id
     * @return the id of {@code aw(g)}, or empty when {@code g} is not atomic (not infinitesimal, or an
     *     infinitesimal too far from any multiple of {@code ^})
     */
    public OptionalInt of(int g) {
        if (predicates.allSmall(g)) {
            return OptionalInt.of(weight(g));
        }
        if (!predicates.infinitesimal(g)) {
            return OptionalInt.empty();
        }
        int w = weight(g);
        int difference = games.difference(g, operations.nortonProduct(w, games.upMultiple(1)));
        int power = 2;
        while (power < farStar(g)) {
            power <<= 1;
        }
        int redKite = operations.ordinalSum(games.nimber(power), games.integer(-1));
        int bound = games.sum(games.sum(games.upMultiple(1), games.nimber(1)), redKite);
        return games.leq(difference, bound) && games.leq(games.negate(bound), difference) ? OptionalInt.of(w)
                : OptionalInt.empty();
    }

    /** One more than the largest nimber among the followers of {@code g} (at least 1). */
    private int farStar(int g) {
        Integer known = farStars.get(g);
        if (known != null) {
            return known;
        }
        int far = 1;
        Notation.Uptimal u = games.isNumber(g) ? null : nus.uptimal(g);
        if (games.isNumber(g)) {
            far = g == 0 ? 1 : far;
        } else if (u != null && u.number().signum() == 0 && u.ups() == 0) {
            far = u.nimber() + 1;
        } else {
            for (int o : games.leftOptions(g)) {
                far = Math.max(far, farStar(o));
            }
            for (int o : games.rightOptions(g)) {
                far = Math.max(far, farStar(o));
            }
        }
        farStars.put(g, far);
        return far;
    }

    private int weight(int g) {
        if (g == 0) {
            return 0;
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        Notation.Uptimal u = games.isNumber(g) ? new Notation.Uptimal(Dyadic.ZERO, 0, 0) : nus.uptimal(g);
        if (u != null) {
            int n = games.integer(u.ups());
            memo.put(g, n);
            return n;
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
            made = eccentric(g, made, lw, rw);
        }
        memo.put(g, made);
        return made;
    }

    /** The eccentric case: the answer depends on how {@code g} compares with the remote star. */
    private int eccentric(int g, int integer, int[] leftBounds, int[] rightBounds) {
        // all-small: beyond every follower's birthday; else, as CGSuite, past the nimbers among the followers (a
        // hot follower such as {1000|0} has a birthday far beyond any star worth building)
        int m = predicates.allSmall(g) ? birthdays.of(g).add(BigInteger.ONE).intValueExact() : farStar(g);
        Integer c = games.compare(g, games.nimber(m));
        if (c == null || c == 0) {
            return integer;
        }
        if (c > 0 ? rightBounds.length == 0 : leftBounds.length == 0) {
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
