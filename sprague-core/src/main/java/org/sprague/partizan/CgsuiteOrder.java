package org.sprague.partizan;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * The order in which CGSuite lists a game's options when it prints them: numbers (by value), then nimbers (by
 * size), then uptimals (by number part, then their coefficients of {@code ^<1>, ^<2>, ...}, then nimber part),
 * then every other game (by its sorted left options, then its sorted right options, compared list by list).
 * Uptimals whose expansion is neither {@code x + u.^ + *n} nor a {@link Uptimals.Form} are not recognised here
 * and sort with the other games.
 */
final class CgsuiteOrder implements Comparator<Integer> {
    private final CanonicalGames games;
    private final Notation nus;
    private final Uptimals uptimals;
    private final Map<Integer, int[]> sortedLeft = new HashMap<>();
    private final Map<Integer, int[]> sortedRight = new HashMap<>();

    CgsuiteOrder(CanonicalGames games, Notation nus, Uptimals uptimals) {
        this.games = games;
        this.nus = nus;
        this.uptimals = uptimals;
    }

    /** The options of one side, sorted. */
    int[] sorted(int[] options) {
        return Arrays.stream(options).boxed().sorted(this).mapToInt(Integer::intValue).toArray();
    }

    /** The sorted left ({@code left} true) or right options of {@code g}, kept for the comparisons to come. */
    int[] sortedOptions(int g, boolean left) {
        Map<Integer, int[]> cache = left ? sortedLeft : sortedRight;
        int[] known = cache.get(g);
        if (known == null) {
            known = sorted(left ? games.leftOptions(g) : games.rightOptions(g));
            cache.put(g, known);
        }
        return known;
    }

    @Override
    public int compare(Integer g, Integer h) {
        int a = g;
        int b = h;
        if (a == b) {
            return 0;
        }
        int ca = category(a);
        int cb = category(b);
        if (ca != cb) {
            return Integer.compare(ca, cb);
        }
        return switch (ca) {
            case 0 -> games.numberValue(a).compareTo(games.numberValue(b));
            case 1 -> Integer.compare(games.nimberValue(a), games.nimberValue(b));
            case 2 -> compareUptimals(a, b);
            default -> {
                int c = compareLists(sortedOptions(a, true), sortedOptions(b, true));
                yield c != 0 ? c : compareLists(sortedOptions(a, false), sortedOptions(b, false));
            }
        };
    }

    private int category(int g) {
        if (games.isNumber(g)) {
            return 0;
        }
        if (games.nimberValue(g) >= 0) {
            return 1;
        }
        return nus.uptimal(g) != null || uptimals.recognise(g) != null ? 2 : 3;
    }

    private int compareUptimals(int a, int b) {
        Expansion x = expansion(a);
        Expansion y = expansion(b);
        int c = x.number().compareTo(y.number());
        if (c != 0) {
            return c;
        }
        c = Arrays.compare(x.digits(), y.digits());
        return c != 0 ? c : Integer.compare(x.nimber(), y.nimber());
    }

    /** An uptimal's number part, coefficients of {@code ^<1>, ^<2>, ...} and nimber part. */
    private record Expansion(Dyadic number, int[] digits, int nimber) {
    }

    private Expansion expansion(int g) {
        Notation.Uptimal u = nus.uptimal(g);
        if (u != null) {
            return new Expansion(u.number(), u.ups() == 0 ? new int[0] : new int[] {u.ups()}, u.nimber());
        }
        Uptimals.Form f = uptimals.recognise(g);
        int[] digits = new int[f.length()];
        if (f.sum()) {
            Arrays.fill(digits, f.sign());
        } else {
            digits[f.length() - 1] = f.sign();
        }
        return new Expansion(f.number(), digits, f.nimber());
    }

    private int compareLists(int[] a, int[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            int c = compare(a[i], b[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length, b.length);
    }
}
