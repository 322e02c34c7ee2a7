package org.sprague.partizan;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Brings a game whose options are canonical into canonical form (Siegel, Combinatorial Game Theory,
 * Theorem II.2.9): remove dominated options, bypass reversible ones, and repeat until neither applies. A
 * left option {@code A} is reversible when some {@code A^R <= G}; it is then replaced by the left options
 * of {@code A^R}. The result is recognised as a number when it has the form of one.
 */
final class Simplifier {
    private final CanonicalGames games;
    /**
     * Comparisons with the game being simplified, by the other game's id; valid for one call, as the game's
     * value does not change while its form is simplified. Without them the comparison walks every path of the
     * other game's options.
     */
    private final Map<Integer, Boolean> belowGame = new HashMap<>();
    private final Map<Integer, Boolean> aboveGame = new HashMap<>();

    Simplifier(CanonicalGames games) {
        this.games = games;
    }

    int canonical(int[] leftIn, int[] rightIn) {
        int[] left = distinct(leftIn);
        int[] right = distinct(rightIn);
        Integer number = asNumber(left, right);
        if (number != null) {
            return number;
        }
        belowGame.clear();
        aboveGame.clear();
        boolean changed = true;
        while (changed) {
            left = undominated(left, true);
            right = undominated(right, false);
            changed = false;
            for (int i = 0; i < left.length && !changed; i++) {
                for (int ar : games.rightOptions(left[i])) {
                    if (leqGame(ar, left, right)) {
                        left = replace(left, i, games.leftOptions(ar));
                        changed = true;
                        break;
                    }
                }
            }
            for (int i = 0; i < right.length && !changed; i++) {
                for (int bl : games.leftOptions(right[i])) {
                    if (gameLeq(left, right, bl)) {
                        right = replace(right, i, games.rightOptions(bl));
                        changed = true;
                        break;
                    }
                }
            }
        }
        number = asNumber(left, right);
        return number != null ? number : games.intern(left, right);
    }

    /** The number {@code {left|right}} equals when every option is a number and they do not overlap. */
    private Integer asNumber(int[] left, int[] right) {
        Dyadic low = null;
        for (int l : left) {
            Dyadic x = games.numberValue(l);
            if (x == null) {
                return null;
            }
            low = low == null || x.compareTo(low) > 0 ? x : low;
        }
        Dyadic high = null;
        for (int r : right) {
            Dyadic x = games.numberValue(r);
            if (x == null) {
                return null;
            }
            high = high == null || x.compareTo(high) < 0 ? x : high;
        }
        if (low != null && high != null && low.compareTo(high) >= 0) {
            return null;
        }
        return games.number(Dyadic.simplestBetween(low, high));
    }

    /** {@code x <= {left|right}}: no {@code x^L >= G} and no {@code G^R <= x}. */
    private boolean leqGame(int x, int[] left, int[] right) {
        Boolean known = belowGame.get(x);
        if (known != null) {
            return known;
        }
        boolean result = true;
        for (int gr : right) {
            if (games.leq(gr, x)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (int xl : games.leftOptions(x)) {
                if (gameLeq(left, right, xl)) {
                    result = false;
                    break;
                }
            }
        }
        belowGame.put(x, result);
        return result;
    }

    /** {@code {left|right} <= y}: no {@code G^L >= y} and no {@code y^R <= G}. */
    private boolean gameLeq(int[] left, int[] right, int y) {
        Boolean known = aboveGame.get(y);
        if (known != null) {
            return known;
        }
        boolean result = true;
        for (int gl : left) {
            if (games.leq(y, gl)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (int yr : games.rightOptions(y)) {
                if (leqGame(yr, left, right)) {
                    result = false;
                    break;
                }
            }
        }
        aboveGame.put(y, result);
        return result;
    }

    /** Keeps the options no other option beats: the greatest for Left, the least for Right. */
    private int[] undominated(int[] options, boolean forLeft) {
        boolean[] drop = new boolean[options.length];
        for (int i = 0; i < options.length; i++) {
            for (int j = 0; j < options.length && !drop[i]; j++) {
                if (i != j && !drop[j]) {
                    drop[i] = forLeft ? games.leq(options[i], options[j]) : games.leq(options[j], options[i]);
                }
            }
        }
        int[] out = new int[options.length];
        int n = 0;
        for (int i = 0; i < options.length; i++) {
            if (!drop[i]) {
                out[n++] = options[i];
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static int[] replace(int[] options, int at, int[] with) {
        int[] out = new int[options.length - 1 + with.length];
        System.arraycopy(options, 0, out, 0, at);
        System.arraycopy(options, at + 1, out, at, options.length - at - 1);
        System.arraycopy(with, 0, out, options.length - 1, with.length);
        return distinct(out);
    }

    private static int[] distinct(int[] options) {
        int[] sorted = options.clone();
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (n == 0 || sorted[n - 1] != sorted[i]) {
                sorted[n++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, n);
    }
}
