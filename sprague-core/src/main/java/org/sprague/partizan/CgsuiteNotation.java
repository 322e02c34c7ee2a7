package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;

/**
 * Prints a canonical game the way CGSuite prints it (its {@code CanonicalShortGame} and {@code Uptimal} output;
 * expected strings from its {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala}),
 * by these rules, tried in order:
 * <ol>
 * <li>uptimals: {@code x + u.^ + *n} as {@code 6^*}, {@code 1/2v3*2}; {@code x +- ^<n> + *k} and
 *     {@code x +- ^[n] + *k} as {@code ^<3>}, {@code 3/4v[3]*} ({@link Uptimals});</li>
 * <li>switches {@code G = -G}: {@code +-} and the left options, in braces when there are several
 *     ({@code +-1}, {@code +-{1,2}}, {@code +-(1*)});</li>
 * <li>{@code {x||x|y}} with numbers {@code x > mean(y)}: {@code Tiny(x-y)} after {@code x} unless it is 0
 *     ({@code Tiny(3/2)}, {@code 2Tiny({3|1})}), and its negative form {@code Miny};</li>
 * <li>otherwise slash bars: an option printed without braces counts its bars, a game uses one bar more than
 *     the most any option used ({@code {3||2|1}}); a side with several options prints each in braces, and a
 *     game reaching four bars is put in braces.</li>
 * </ol>
 * Options are listed in {@link CgsuiteOrder}. {@link NotationParser} reads every string printed here back to
 * the same game.
 */
public final class CgsuiteNotation {
    private static final int MAX_BARS = 4;

    private final CanonicalGames games;
    private final NotationStyle style;
    private final Notation nus;
    private final Uptimals uptimals;
    private final CgsuiteOrder order;
    private final Thermographs thermographs;
    private final Map<Long, Printed> printed = new HashMap<>();

    /** A printed game and, when it is not in braces, the number of bars of its outermost level (else 0). */
    private record Printed(String text, int bars) {
    }

    /**
     * Prints games of {@code games} as CGSuite's plain text.
     *
     * @param games the games space
     */
    public CgsuiteNotation(CanonicalGames games) {
        this(games, NotationStyle.PLAIN);
    }

    /**
     * Prints games of {@code games} in {@code style}.
     *
     * @param games the games space
     * @param style how to print
     */
    public CgsuiteNotation(CanonicalGames games, NotationStyle style) {
        this.games = games;
        this.style = style;
        this.nus = new Notation(games);
        this.uptimals = new Uptimals(games);
        this.order = new CgsuiteOrder(games, nus, uptimals);
        this.thermographs = new Thermographs(games);
    }

    /**
     * The canonical form of {@code g} as CGSuite prints it.
     *
     * @param g a game's id
     * @return the text
     */
    public String print(int g) {
        return print(g, true, false).text();
    }

    /**
     * The canonical form of {@code g} printed as an option: in braces when {@code braces}, else bare when
     * CGSuite prints it so ({@code 0|-1} inside {@code {0||0|-1}}); {@link #bars} gives the bars of the bare form.
     *
     * @param g a canonical game
     * @param braces whether a game with bars is put in braces
     * @return the text
     */
    public String printOption(int g, boolean braces) {
        return print(g, braces, false).text();
    }

    /**
     * The bars of the outermost level of {@code g} printed without braces (0 when it prints without bars).
     *
     * @param g a canonical game
     * @return the bars of the bare form
     */
    public int bars(int g) {
        return print(g, false, false).bars();
    }

    /**
     * CGSuite's order of options: negative, zero or positive as {@code g} is listed before, with or after {@code h}.
     *
     * @param g a canonical game
     * @param h another canonical game
     * @return the order of {@code g} and {@code h} in an option list
     */
    public int compareOptions(int g, int h) {
        return order.compare(g, h);
    }

    private Printed print(int g, boolean braces, boolean parens) {
        long key = ((long) g << 2) | (braces ? 2 : 0) | (parens ? 1 : 0);
        Printed known = printed.get(key);
        if (known == null) {
            known = compose(g, braces, parens);
            printed.put(key, known);
        }
        return known;
    }

    private Printed compose(int g, boolean braces, boolean parens) {
        String uptimal = uptimal(g, parens);
        if (uptimal != null) {
            return new Printed(uptimal, 0);
        }
        int[] left = order.sortedOptions(g, true);
        int[] right = order.sortedOptions(g, false);
        if (games.negate(g) == g) {
            return new Printed(plusMinus(left), 0);
        }
        String tiny = tiny(left, right, parens);
        if (tiny != null) {
            return new Printed(tiny, 0);
        }
        StringBuilder l = new StringBuilder();
        StringBuilder r = new StringBuilder();
        int bars = Math.max(side(left, l), side(right, r));
        if (braces || bars == MAX_BARS) {
            return new Printed(style.open() + l + "|".repeat(bars) + r + style.close(), 0);
        }
        return new Printed(l + "|".repeat(bars) + r, bars);
    }

    /** Appends one side's options; returns the bars the game needs over them (1 + the most an option used). */
    private int side(int[] options, StringBuilder out) {
        int bars = 1;
        for (int i = 0; i < options.length; i++) {
            Printed p = print(options[i], options.length > 1, false);
            out.append(i > 0 ? "," : "").append(p.text());
            bars = Math.max(bars, p.bars() + 1);
        }
        return bars;
    }

    private String uptimal(int g, boolean parens) {
        Notation.Uptimal u = nus.uptimal(g);
        Uptimals.Form f = u == null ? uptimals.recognise(g) : null;
        if (u == null && f == null) {
            return null;
        }
        Dyadic number = u != null ? u.number() : f.number();
        int nimber = u != null ? u.nimber() : f.nimber();
        boolean bare = u != null ? u.ups() == 0 && nimber == 0 : false;
        StringBuilder out = new StringBuilder();
        if (number.signum() != 0 || bare) {
            out.append(style.number(number));
        }
        if (u != null && u.ups() != 0) {
            out.append(style.ups(u.ups()));
        } else if (f != null) {
            out.append(style.uptimal(f.sign(), f.length(), f.sum()));
        }
        if (nimber != 0) {
            out.append(style.star(nimber));
        }
        // a number, a nimber or a bare multiple of up stands alone after +-; anything else is put in parentheses
        boolean compact = bare || (number.signum() == 0 && (nimber == 0 || u != null && u.ups() == 0));
        return parens && !compact ? "(" + out + ")" : out.toString();
    }

    private String plusMinus(int[] left) {
        StringBuilder out = new StringBuilder(style.plusMinus());
        if (left.length > 1) {
            out.append(style.open());
        }
        for (int i = 0; i < left.length; i++) {
            out.append(i > 0 ? "," : "").append(print(left[i], true, left.length == 1).text());
        }
        if (left.length > 1) {
            out.append(style.close());
        }
        return out.toString();
    }

    /** {@code x + Tiny(y)} = {x || x | x - y} and {@code x + Miny(y)} = {x + y | x || x}, or null. */
    private String tiny(int[] left, int[] right, boolean parens) {
        if (left.length != 1 || right.length != 1) {
            return null;
        }
        boolean isTiny = games.isNumber(left[0]);
        int x = isTiny ? left[0] : right[0];
        int inner = isTiny ? right[0] : left[0];
        if (!games.isNumber(x) || games.leftOptions(inner).length != 1 || games.rightOptions(inner).length != 1) {
            return null;
        }
        int near = isTiny ? games.leftOptions(inner)[0] : games.rightOptions(inner)[0];
        int far = isTiny ? games.rightOptions(inner)[0] : games.leftOptions(inner)[0];
        int c = thermographs.of(far).mean().compareTo(games.numberValue(x));
        if (near != x || (isTiny ? c >= 0 : c <= 0)) {
            return null;
        }
        int subscript = isTiny ? games.difference(x, far) : games.difference(far, x);
        Dyadic translate = games.numberValue(x);
        String text = (translate.signum() != 0 ? style.number(translate) : "")
                + style.tiny(isTiny, print(subscript, true, false).text());
        return parens ? "(" + text + ")" : text;
    }
}
