package org.sprague.partizan;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.sprague.BadInputException;

/**
 * Cooling, freezing, heating and overheating of canonical games (Siegel, Combinatorial Game Theory, AMS 2013,
 * II.5 "temperature theory"; Winning Ways ch. 6; Conway, On Numbers and Games).
 * <ul>
 * <li>Cooling by a number {@code t >= 0}: {@code G_t = G} for a number; otherwise
 * {@code G_t = {G^L_t - t | G^R_t + t}}, except that once some {@code t' < t} makes {@code G_t'} infinitesimally
 * close to a number {@code x} (the least such {@code t'} is the temperature), {@code G_t = x}: the mean, for every
 * {@code t} above the temperature.</li>
 * <li>Freezing: cooling by the temperature itself; a number stays as it is.</li>
 * <li>Heating by {@code t} (Norton's {@code ∫^t G}): {@code G} for a number, else
 * {@code {∫^t G^L + t | ∫^t G^R - t}}; the inverse of cooling on games hotter than the cooling
 * (Siegel II.5, heating).</li>
 * <li>Overheating from {@code s} to {@code t} (Berlekamp's {@code ∫_s^t G}, from "Blockbusting and Domineering",
 * J. Combin. Theory A 49, 1988; not Winning Ways' variant, which treats numbers like other games): the integer
 * {@code n} becomes {@code n.s}
 * ({@code s} added {@code n} times, subtracted for negative {@code n}); any other game
 * {@code {∫_s^t G^L + t | ∫_s^t G^R - t}}, non-integer numbers included.</li>
 * </ul>
 * Heating and overheating take any game for {@code s} and {@code t}; cooling takes numbers {@code t >= 0}.
 */
public final class Cooling {
    /** Integers above this are bad input for overheating: {@code n.s} adds {@code s} n times. */
    static final long MAX_OVERHEATED_INTEGER = 1_000_000;

    /** Passed for {@code s} when heating, not overheating: no game has this id. */
    private static final int PLAIN_HEAT = -1;

    private final CanonicalGames games;
    private final Thermographs thermographs;
    private final Map<String, Integer> memo = new HashMap<>();

    /**
     * Cooling and heating in {@code games}.
     *
     * @param games the space the ids live in
     * @param thermographs the thermographs of that space
     */
    public Cooling(CanonicalGames games, Thermographs thermographs) {
        this.games = games;
        this.thermographs = thermographs;
    }

    /**
     * {@code G} cooled by {@code t}.
     *
     * @param g a canonical id
     * @param t the temperature to cool by
     * @return the id of {@code G_t}
     * @throws BadInputException when {@code t < 0}
     */
    public int cool(int g, Dyadic t) {
        if (t.signum() < 0) {
            throw new BadInputException("cannot cool by a negative temperature " + t + " (heat by " + t.negate()
                    + " instead)");
        }
        if (games.isNumber(g)) {
            return g;
        }
        Thermograph th = thermographs.of(g);
        if (t.compareTo(th.temperature()) > 0) {
            return games.number(th.mean());
        }
        String key = "c" + g + ":" + t;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int tax = games.number(t);
        int[] l = games.leftOptions(g).clone();
        int[] r = games.rightOptions(g).clone();
        for (int i = 0; i < l.length; i++) {
            l[i] = games.difference(cool(l[i], t), tax);
        }
        for (int i = 0; i < r.length; i++) {
            r[i] = games.sum(cool(r[i], t), tax);
        }
        int made = games.game(l, r);
        memo.put(key, made);
        return made;
    }

    /**
     * {@code G} frozen: cooled by its temperature (a number is left as it is).
     *
     * @param g a canonical id
     * @return the id of the frozen game, infinitesimally close to the mean
     */
    public int freeze(int g) {
        return games.isNumber(g) ? g : cool(g, thermographs.of(g).temperature());
    }

    /**
     * {@code G} heated by {@code t}: {@code ∫^t G}.
     *
     * @param g a canonical id
     * @param t the id of the game to heat by
     * @return the id of the heated game
     */
    public int heat(int g, int t) {
        if (games.isNumber(g)) {
            return g;
        }
        String key = "h" + g + ":" + t;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int made = games.game(heated(games.leftOptions(g), PLAIN_HEAT, t, t), heated(games.rightOptions(g), PLAIN_HEAT, t,
                games.negate(t)));
        memo.put(key, made);
        return made;
    }

    /**
     * {@code G} overheated from {@code s} to {@code t}: {@code ∫_s^t G}.
     *
     * @param g a canonical id
     * @param s the id of the game an integer 1 becomes
     * @param t the id of the game every move is taxed by
     * @return the id of the overheated game
     * @throws BadInputException when an integer of the form is larger than {@value #MAX_OVERHEATED_INTEGER}
     */
    public int overheat(int g, int s, int t) {
        Dyadic x = games.numberValue(g);
        if (x != null && x.isInteger()) {
            if (x.numerator().abs().compareTo(BigInteger.valueOf(MAX_OVERHEATED_INTEGER)) > 0) {
                throw new BadInputException("cannot overheat the integer " + x + ": at most " + MAX_OVERHEATED_INTEGER
                        + " copies of s are added");
            }
            int n = x.numerator().intValue();
            int[] copies = new int[Math.abs(n)];
            Arrays.fill(copies, n < 0 ? games.negate(s) : s);
            return games.sum(copies);
        }
        String key = "o" + g + ":" + s + ":" + t;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int made = games.game(heated(games.leftOptions(g), s, t, t), heated(games.rightOptions(g), s, t,
                games.negate(t)));
        memo.put(key, made);
        return made;
    }

    /**
     * Each option heated by {@code t} ({@code s} is {@link #PLAIN_HEAT}) or overheated from {@code s} to {@code t}, then
     * {@code shift} added ({@code t} for Left's options, {@code -t} for Right's).
     */
    private int[] heated(int[] options, int s, int t, int shift) {
        int[] out = new int[options.length];
        for (int i = 0; i < options.length; i++) {
            int o = s == PLAIN_HEAT ? heat(options[i], t) : overheat(options[i], s, t);
            out[i] = games.sum(o, shift);
        }
        return out;
    }
}
