package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Prints canonical games in the notation of CGSuite and Winning Ways: numbers ({@code 3/8}), nimbers
 * ({@code *}, {@code *2}), multiples of up and down with a star and a number ({@code ^}, {@code ^^*},
 * {@code 1/2v}, {@code ^3} for three ups), switches ({@code +-1}, {@code 2+-1}, {@code +-{1|*}}) and
 * {@code {A,B|C}} otherwise. {@link NotationParser} reads every form printed here.
 *
 * <p>A value {@code x + u.^ + *n} is recognised by guessing {@code (x, u, n)} from its options (the canonical
 * forms of such values have options of the same kind, e.g. {@code ^^* = {0|^}}, {@code ^ = {0|*}}) and
 * checking the guess by building it: a guess is printed only when its id equals the game's.
 */
public final class Notation {
    private final CanonicalGames games;
    private final Map<Integer, Uptimal> uptimals = new HashMap<>();
    private final Map<Integer, String> printed = new HashMap<>();

    /**
     * Prints games of {@code games}.
     *
     * @param games the games space
     */
    public Notation(CanonicalGames games) {
        this.games = games;
    }

    /** {@code x + u.^ + *n} for a number {@code x}. */
    public record Uptimal(Dyadic number, int ups, int nimber) {
        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            if (number.signum() != 0 || (ups == 0 && nimber == 0)) {
                out.append(number);
            }
            if (ups != 0) {
                String arrow = ups > 0 ? "^" : "v";
                int n = Math.abs(ups);
                out.append(n <= 2 ? arrow.repeat(n) : arrow + n);
            }
            if (nimber != 0) {
                out.append('*');
                if (nimber != 1) {
                    out.append(nimber);
                }
            }
            return out.toString();
        }
    }

    /**
     * The canonical form of {@code g} in the notation.
     *
     * @param g a game's id
     * @return the text
     */
    public String print(int g) {
        String known = printed.get(g);
        if (known != null) {
            return known;
        }
        String text = compose(g);
        printed.put(g, text);
        return text;
    }

    /**
     * {@code g} as {@code x + u.^ + *n}, or {@code null} when it is not of that form.
     *
     * @param g a game's id
     * @return the form, or {@code null}
     */
    public Uptimal uptimal(int g) {
        if (uptimals.containsKey(g)) {
            return uptimals.get(g);
        }
        Uptimal found = recognise(g);
        uptimals.put(g, found);
        return found;
    }

    /**
     * The id of {@code x + u.^ + *n}.
     *
     * @param u the form
     * @return its id
     */
    public int build(Uptimal u) {
        return games.sum(games.number(u.number()), games.sum(games.upMultiple(u.ups()), games.nimber(u.nimber())));
    }

    private String compose(int g) {
        Uptimal u = uptimal(g);
        if (u != null) {
            return u.toString();
        }
        int[] left = games.leftOptions(g);
        int[] right = games.rightOptions(g);
        if (left.length == 1 && right.length == 1) {
            Dyadic a = games.numberValue(left[0]);
            Dyadic b = games.numberValue(right[0]);
            if (a != null && b != null) {
                // {a|b} with a > b is m +- s, m = (a+b)/2, s = (a-b)/2
                Dyadic mean = a.add(b).shiftDown(1);
                String switchPart = "+-" + a.subtract(b).shiftDown(1);
                return mean.signum() == 0 ? switchPart : mean + switchPart;
            }
            if (games.negate(left[0]) == right[0]) {
                String inner = print(left[0]);
                if (inner.startsWith("{") || (!inner.contains("+-") && !inner.startsWith("-"))) {
                    return "+-" + inner;
                }
            }
        }
        return "{" + list(left) + "|" + list(right) + "}";
    }

    private String list(int[] options) {
        StringJoiner out = new StringJoiner(",");
        for (int o : options) {
            out.add(print(o));
        }
        return out.toString();
    }

    private Uptimal recognise(int g) {
        Dyadic x = games.numberValue(g);
        if (x != null) {
            return new Uptimal(x, 0, 0);
        }
        List<Uptimal> options = new ArrayList<>();
        for (int[] side : new int[][] {games.leftOptions(g), games.rightOptions(g)}) {
            for (int o : side) {
                Uptimal u = uptimal(o);
                if (u == null || (!options.isEmpty() && !u.number().equals(options.get(0).number()))) {
                    return null;
                }
                options.add(u);
            }
        }
        if (options.isEmpty()) {
            return null;
        }
        Dyadic base = options.get(0).number();
        // a nimber shifted by a number: the mex of the options' nimbers
        boolean[] seen = new boolean[options.size() + 1];
        for (Uptimal o : options) {
            if (o.ups() == 0 && o.nimber() < seen.length) {
                seen[o.nimber()] = true;
            }
        }
        int mex = 0;
        while (seen[mex]) {
            mex++;
        }
        List<Uptimal> guesses = new ArrayList<>();
        guesses.add(new Uptimal(base, 0, mex));
        for (Uptimal o : options) {
            for (int du = -1; du <= 1; du++) {
                guesses.add(new Uptimal(base, o.ups() + du, o.nimber()));
                guesses.add(new Uptimal(base, o.ups() + du, o.nimber() ^ 1));
            }
        }
        for (Uptimal guess : guesses) {
            if ((guess.ups() != 0 || guess.nimber() != 0) && Math.abs(guess.ups()) <= 1 + maxUps(options)
                    && build(guess) == g) {
                return guess;
            }
        }
        return null;
    }

    private static int maxUps(List<Uptimal> options) {
        int max = 0;
        for (Uptimal o : options) {
            max = Math.max(max, Math.abs(o.ups()));
        }
        return max;
    }
}
