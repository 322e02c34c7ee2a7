package org.sprague.partizan;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * Birthdays of canonical games: the birthday of {@code G} is 0 for {@code G = 0} and otherwise one more than the
 * largest birthday of its canonical options (Conway, On Numbers and Games; Siegel, Combinatorial
 * Game Theory, AMS 2013, II.1, and II.3 for numbers). Numbers are not expanded: the integer {@code n}
 * is born on day {@code |n|} and {@code m/2^k} ({@code m} odd, {@code k >= 1}) on day
 * {@code floor(|m/2^k|) + k + 1}, so {@code -1823437481924} costs nothing.
 */
public final class Birthdays {
    private final CanonicalGames games;
    private final Map<Integer, BigInteger> memo = new HashMap<>();

    /**
     * Birthdays of games in {@code games}.
     *
     * @param games the space the ids live in
     */
    public Birthdays(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The birthday of {@code g}.
     *
     * @param g a canonical id
     * @return the day {@code g} is born on (of any size, for large integers)
     */
    public BigInteger of(int g) {
        Dyadic x = games.numberValue(g);
        if (x != null) {
            BigInteger whole = x.signum() < 0 ? x.negate().floor() : x.floor();
            return x.isInteger() ? whole : whole.add(BigInteger.valueOf(x.exponent() + 1L));
        }
        BigInteger known = memo.get(g);
        if (known != null) {
            return known;
        }
        BigInteger max = BigInteger.ZERO;
        for (int o : games.leftOptions(g)) {
            max = max.max(of(o));
        }
        for (int o : games.rightOptions(g)) {
            max = max.max(of(o));
        }
        BigInteger made = max.add(BigInteger.ONE);
        memo.put(g, made);
        return made;
    }
}
