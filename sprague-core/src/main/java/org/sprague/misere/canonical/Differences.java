package org.sprague.misere.canonical;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Differences of misère canonical forms: for g and h, a game X with X + h = g (h is then a part of g, Conway ONAG
 * ch. 12), looked for among a few candidates and cached. Used to print CGSuite's subscripts and to read them back.
 */
final class Differences {
    private final MisereForms forms;
    private final Map<Long, Integer> cache = new HashMap<>();

    Differences(MisereForms forms) {
        this.forms = forms;
    }

    /**
     * A game X with X + h = g, looked for among a few candidates (h is then a part of g, Conway ONAG ch. 12): each
     * option of g, then the games of {@link #constructedDifference}; each candidate is checked by adding h back.
     * When h has the option 0 (a nim heap), this finds every X born before g: X = X + 0 is an option of X + h, and
     * an option that is not one of g has g as an option, so is born after g. That is all that printing needs; a
     * part born later may be missed.
     *
     * @param g a game
     * @param h a game
     * @return the difference, or -1 when none was found
     */
    int of(int g, int h) {
        if (h == MisereForms.ZERO) {
            return g;
        }
        if (h == MisereForms.STAR) {
            return forms.sum(g, MisereForms.STAR);
        }
        if (g == h) {
            return MisereForms.ZERO;
        }
        long key = ((long) g << 32) | h;
        Integer known = cache.get(key);
        if (known != null) {
            return known;
        }
        cache.put(key, -1);
        int found = -1;
        for (int x : forms.optionSet(g)) {
            if (forms.sum(x, h) == g) {
                found = x;
                break;
            }
        }
        if (found < 0) {
            found = constructedDifference(g, h);
        }
        cache.put(key, found);
        forms.charge(MisereForms.BYTES_PER_ENTRY, "the misère canonical forms made (" + forms.size()
                + " games) and their differences");
        return found;
    }

    /**
     * Candidates for g - h when no option of g is: the game of the differences g' - h that exist (g = X + h with no
     * option of X + h reversed), and that game with g, and with g and g + *1, added as options (the options of
     * X + h that reversed through g have g as an option, as X and X + *1 do when h is a nim heap), and the game of
     * those differences and the differences g - h' (ONAG's construction of the counterpart of a part).
     */
    private int constructedDifference(int g, int h) {
        List<Integer> below = new ArrayList<>();
        for (int gOption : forms.optionSet(g)) {
            int d = of(gOption, h);
            if (d >= 0) {
                below.add(d);
            }
        }
        List<Integer> withHOptions = new ArrayList<>(below);
        for (int hOption : forms.optionSet(h)) {
            int d = of(g, hOption);
            if (d >= 0) {
                withHOptions.add(d);
            }
        }
        int plusOne = forms.sum(g, MisereForms.STAR);
        int[][] candidates = {toArray(below, -1, -1), toArray(below, g, -1), toArray(below, g, plusOne),
            toArray(withHOptions, -1, -1)};
        for (int[] c : candidates) {
            int x = forms.of(c);
            if (forms.sum(x, h) == g) {
                return x;
            }
        }
        return -1;
    }

    private static int[] toArray(List<Integer> ids, int extra, int another) {
        int n = ids.size() + (extra >= 0 ? 1 : 0) + (another >= 0 ? 1 : 0);
        int[] a = new int[n];
        for (int i = 0; i < ids.size(); i++) {
            a[i] = ids.get(i);
        }
        if (extra >= 0) {
            a[ids.size()] = extra;
        }
        if (another >= 0) {
            a[n - 1] = another;
        }
        return a;
    }
}
