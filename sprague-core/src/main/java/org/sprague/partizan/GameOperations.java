package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * Operations on canonical games besides sum and negation: the ordinal sum and Norton's product.
 */
public final class GameOperations {
    /** Integers past 2^this are too many copies or followers to walk through. */
    private static final int MAX_BITS = 20;
    private final CanonicalGames games;

    /**
     * Operations in {@code games}.
     *
     * @param games the games space
     */
    public GameOperations(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The ordinal sum {@code G:H = {G^L, G:H^L | G^R, G:H^R}} of the canonical forms (Conway, ONAG ch. 15;
     * Siegel, Combinatorial Game Theory, ch. II): Left and Right may move in {@code H}, and a move in {@code G}
     * takes {@code H} away.
      *
      * @param g the base's id
      * @param h the id of the game played after it
      * @return the id of {@code g : h}
     */
    public int ordinalSum(int g, int h) {
        return ordinalSum(g, h, new HashMap<>());
    }

    private int ordinalSum(int g, int h, Map<Integer, Integer> done) {
        Integer known = done.get(h);
        if (known != null) {
            return known;
        }
        Dyadic x = games.numberValue(h);
        if (x != null && (x.numerator().bitLength() > MAX_BITS || x.exponent() > MAX_BITS)) {
            throw new ResourceLimitException("the ordinal sum G:" + x + " walks through about " + x.numerator().abs()
                    + " followers of " + x + "; numbers up to 2^" + MAX_BITS + " are walked");
        }
        int[] hl = games.leftOptions(h);
        int[] hr = games.rightOptions(h);
        int[] gl = games.leftOptions(g);
        int[] gr = games.rightOptions(g);
        int[] left = new int[gl.length + hl.length];
        int[] right = new int[gr.length + hr.length];
        System.arraycopy(gl, 0, left, 0, gl.length);
        System.arraycopy(gr, 0, right, 0, gr.length);
        for (int i = 0; i < hl.length; i++) {
            left[gl.length + i] = ordinalSum(g, hl[i], done);
        }
        for (int i = 0; i < hr.length; i++) {
            right[gr.length + i] = ordinalSum(g, hr[i], done);
        }
        int result = games.game(left, right);
        done.put(h, result);
        return result;
    }

    /**
     * Norton's product {@code G.U} for {@code U > 0} (Winning Ways, ch. 8; Siegel, Combinatorial Game Theory,
     * ch. II): {@code n} copies of {@code U} for an integer {@code n} ({@code -n} copies of {@code -U} for a
     * negative one), else {@code {G^L.U + U + I | G^R.U - U - I}} over the canonical options of {@code G} and the
     * incentives {@code I} of {@code U} ({@code U^L - U} and {@code U - U^R}).
     *
      * @param g the id of the game multiplied
      * @param u the id of the unit, a positive game
      * @return the id of {@code g . u}
     * @throws BadInputException when {@code U} is not positive, or is a number ({@code 1.5} is not a decimal)
     */
    public int nortonProduct(int g, int u) {
        if (games.isNumber(u)) {
            throw new BadInputException("the Norton product G.U takes a U > 0 that is not a number (for 3/2 write"
                    + " 3/2, not 1.5)");
        }
        Integer c = games.compare(u, 0);
        if (c == null || c <= 0) {
            throw new BadInputException("the Norton product G.U needs U > 0");
        }
        int[] ul = games.leftOptions(u);
        int[] ur = games.rightOptions(u);
        int[] incentives = new int[ul.length + ur.length];
        for (int i = 0; i < ul.length; i++) {
            incentives[i] = games.difference(ul[i], u);
        }
        for (int i = 0; i < ur.length; i++) {
            incentives[ul.length + i] = games.difference(u, ur[i]);
        }
        return norton(g, u, incentives, new HashMap<>());
    }

    private int norton(int g, int u, int[] incentives, Map<Integer, Integer> done) {
        Integer known = done.get(g);
        if (known != null) {
            return known;
        }
        int result;
        Dyadic x = games.numberValue(g);
        if (x != null && x.isInteger()) {
            if (x.numerator().bitLength() > MAX_BITS) {
                throw new ResourceLimitException("the Norton product " + x + ".U adds " + x.numerator().abs()
                        + " copies of U; at most 2^" + MAX_BITS + " are added");
            }
            long n = x.numerator().longValue();
            int copies = (int) Math.min(Math.abs(n), Integer.MAX_VALUE);
            int one = n < 0 ? games.negate(u) : u;
            int[] all = new int[copies];
            java.util.Arrays.fill(all, one);
            result = games.sum(all);
        } else {
            int[] gl = games.leftOptions(g);
            int[] gr = games.rightOptions(g);
            int[] left = new int[gl.length * incentives.length];
            int[] right = new int[gr.length * incentives.length];
            for (int i = 0; i < gl.length; i++) {
                int base = games.sum(norton(gl[i], u, incentives, done), u);
                for (int j = 0; j < incentives.length; j++) {
                    left[i * incentives.length + j] = games.sum(base, incentives[j]);
                }
            }
            for (int i = 0; i < gr.length; i++) {
                int base = games.difference(norton(gr[i], u, incentives, done), u);
                for (int j = 0; j < incentives.length; j++) {
                    right[i * incentives.length + j] = games.difference(base, incentives[j]);
                }
            }
            result = games.game(left, right);
        }
        done.put(g, result);
        return result;
    }
}
