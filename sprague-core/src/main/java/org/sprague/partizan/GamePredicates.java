package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;

/**
 * Yes/no properties of canonical games, each as CGSuite answers it for its test values (cgsuite/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang2/CanonicalShortGameTestCase.scala):
 * <ul>
 * <li>number, nimber ({@code 0} is both);</li>
 * <li>infinitesimal: {@code -x < G < x} for every positive number {@code x}, equivalently both stops 0 (Siegel,
 * Combinatorial Game Theory, AMS 2013, II.4); {@code 0} is one;</li>
 * <li>numberish: infinitesimally close to a number, equivalently equal stops (Siegel II.4);</li>
 * <li>all-small, also called dicotic: every follower has options for both players or for neither (Siegel II.4;
 * Winning Ways ch. 8; Conway, On Numbers and Games, ch. 16, "all small");</li>
 * <li>even and odd tempered: a number is even tempered; any other game is odd tempered when every canonical option
 * is even tempered and even tempered when every canonical option is odd tempered; a game can be neither
 * (Siegel II.5, parity of temper; Winning Ways ch. 6).</li>
 * </ul>
 */
public final class GamePredicates {
    private final CanonicalGames games;
    private final Stops stops;
    private final Map<Integer, Boolean> allSmall = new HashMap<>();
    private final Map<Integer, Integer> temper = new HashMap<>();

    /**
     * Properties of games in {@code games}.
     *
     * @param games the space the ids live in
     * @param stops the stops of that space
     */
    public GamePredicates(CanonicalGames games, Stops stops) {
        this.games = games;
        this.stops = stops;
    }

    /**
     * Whether {@code g} is a number.
     *
     * @param g a canonical id
     * @return true for a dyadic rational
     */
    public boolean number(int g) {
        return games.isNumber(g);
    }

    /**
     * Whether {@code g} is a nimber {@code *n} ({@code n >= 0}).
     *
     * @param g a canonical id
     * @return true for 0, *, *2, ...
     */
    public boolean nimber(int g) {
        return games.nimberValue(g) >= 0;
    }

    /**
     * Whether {@code g} is infinitesimal (both stops 0).
     *
     * @param g a canonical id
     * @return true for 0, ^, *, tinies ...
     */
    public boolean infinitesimal(int g) {
        return stops.left(g).signum() == 0 && stops.right(g).signum() == 0;
    }

    /**
     * Whether {@code g} is a number plus an infinitesimal.
     *
     * @param g a canonical id
     * @return true when the stops are equal
     */
    public boolean numberish(int g) {
        return stops.numberish(g);
    }

    /**
     * Whether {@code g} is all-small (dicotic). Every all-small game is infinitesimal.
     *
     * @param g a canonical id
     * @return true when every follower of the canonical form has options for both players or for neither
     */
    public boolean allSmall(int g) {
        if (games.isNumber(g)) {
            return g == 0;
        }
        Boolean known = allSmall.get(g);
        if (known != null) {
            return known;
        }
        int[] l = games.leftOptions(g);
        int[] r = games.rightOptions(g);
        boolean result = (l.length == 0) == (r.length == 0) && all(l) && all(r);
        allSmall.put(g, result);
        return result;
    }

    /**
     * Whether {@code g} is dicotic: the same as {@link #allSmall(int)}, under Siegel's name.
     *
     * @param g a canonical id
     * @return true when {@code g} is all-small
     */
    public boolean dicotic(int g) {
        return allSmall(g);
    }

    private boolean all(int[] options) {
        for (int o : options) {
            if (!allSmall(o)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code g} is even tempered.
     *
     * @param g a canonical id
     * @return true for numbers and for games whose options are all odd tempered
     */
    public boolean evenTempered(int g) {
        return temper(g) == 0;
    }

    /**
     * Whether {@code g} is odd tempered.
     *
     * @param g a canonical id
     * @return true for non-numbers whose options are all even tempered (*, 1*, {3||2*|1*})
     */
    public boolean oddTempered(int g) {
        return temper(g) == 1;
    }

    /** 0 even, 1 odd, -1 neither. */
    private int temper(int g) {
        if (games.isNumber(g)) {
            return 0;
        }
        Integer known = temper.get(g);
        if (known != null) {
            return known;
        }
        int parity = -2;
        for (int[] side : new int[][] {games.leftOptions(g), games.rightOptions(g)}) {
            for (int o : side) {
                int t = temper(o);
                parity = parity == -2 || parity == t ? t : -1;
            }
        }
        // every option of the same temper t makes g of the other; a mix (or a neither) makes g neither
        int result = parity < 0 ? -1 : 1 - parity;
        temper.put(g, result);
        return result;
    }
}
