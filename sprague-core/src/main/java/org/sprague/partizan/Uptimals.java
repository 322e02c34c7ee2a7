package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The uptimals that CGSuite names: up-nth {@code ^<n>} and up-to-the-nth {@code ^[n]} (Siegel, Combinatorial
 * Game Theory, AMS 2013, ch. II, uptimals, written there as an up arrow with superscript n and with superscript
 * arrow n; CGSuite's notation and its test cases {@code lib/core/src/test/scala/org/cgsuite/lang/
 * CanonicalShortGameTestCase.scala}, where {@code {0|*||*|||*||||*}} prints as {@code ^[4]} and
 * {@code {0||0|v*}} as {@code {0|^<2>}}):
 * <pre>
 * ^&lt;1&gt; = ^[1] = ^ = {0|*}
 * ^[n] = {^[n-1] | *} = ^&lt;1&gt; + ... + ^&lt;n&gt;      (v[n] = -^[n])
 * ^&lt;n&gt; = {0 | v[n-1]*} = ^[n] - ^[n-1]       (v&lt;n&gt; = -^&lt;n&gt;)
 * </pre>
 * and recognises {@code x + ^<n> + *k} and {@code x + ^[n] + *k} (and their downs) among canonical games, which
 * CGSuite prints in that short form, for every {@code n} and {@code k}: the short ones by a table, the others one by
 * one up to the game's birthday.
 */
public final class Uptimals {
    /** The longest expansions kept in the table of ready forms (longer ones are looked for one by one). */
    static final int MAX_LENGTH = 12;
    /** The largest nimber part kept in that table. */
    static final int MAX_NIMBER = 15;

    private final CanonicalGames games;
    private final List<Integer> units = new ArrayList<>();
    private final List<Integer> unitSums = new ArrayList<>();
    private final Map<Integer, Dyadic[]> stops = new HashMap<>();
    private Map<Integer, Form> table;
    private final Map<Integer, Form> recognised = new HashMap<>();
    private final Birthdays birthdays;
    private final Map<Integer, Boolean> allSmall = new HashMap<>();

    /**
     * A value {@code number + sign.^<length> + *nimber} ({@code sum} false) or {@code number + sign.^[length] +
     * *nimber} ({@code sum} true), length at least 2.
     *
     * @param number the number part
     * @param sign 1 for ups, -1 for downs
     * @param length n
     * @param sum whether it is {@code ^[n]} rather than {@code ^<n>}
     * @param nimber the nimber part
     */
    public record Form(Dyadic number, int sign, int length, boolean sum, int nimber) {
    }

    /**
     * Uptimals of {@code games}.
     *
     * @param games the games space
     */
    public Uptimals(CanonicalGames games) {
        this.games = games;
        this.birthdays = new Birthdays(games);
    }

    /**
     * {@code ^<n>} for {@code n >= 1} (up-nth).
     *
     * @param n the index, at least 1
     * @return its id
     */
    public int unit(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("^<n> needs n >= 1: " + n);
        }
        while (units.size() < n) {
            int k = units.size() + 1;
            int made = k == 1 ? games.upMultiple(1)
                    : games.game(new int[] {0}, new int[] {games.sum(games.negate(unitSum(k - 1)), games.nimber(1))});
            units.add(made);
        }
        return units.get(n - 1);
    }

    /**
     * {@code ^[n]} for {@code n >= 1} (up to the nth).
     *
     * @param n the index, at least 1
     * @return its id
     */
    public int unitSum(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("^[n] needs n >= 1: " + n);
        }
        while (unitSums.size() < n) {
            int k = unitSums.size() + 1;
            int made = k == 1 ? games.upMultiple(1)
                    : games.game(new int[] {unitSums.get(k - 2)}, new int[] {games.nimber(1)});
            unitSums.add(made);
        }
        return unitSums.get(n - 1);
    }

    /**
     * The id of {@code f}.
     *
     * @param f the form
     * @return its id
     */
    public int build(Form f) {
        int u = f.sum() ? unitSum(f.length()) : unit(f.length());
        if (f.sign() < 0) {
            u = games.negate(u);
        }
        return games.sum(games.number(f.number()), games.sum(u, games.nimber(f.nimber())));
    }

    /**
     * {@code g} as such a form, or {@code null} (not one, or longer than this class looks for).
     *
     * @param g a game's id
     * @return the form, or {@code null}
     */
    public Form recognise(int g) {
        if (recognised.containsKey(g)) {
            return recognised.get(g);
        }
        Form found = search(g);
        recognised.put(g, found);
        return found;
    }

    private Form search(int g) {
        if (games.isNumber(g)) {
            return null;
        }
        Dyadic[] s = stops(g);
        if (!s[0].equals(s[1])) {
            return null;
        }
        int h = games.difference(g, games.number(s[0]));
        Form f = table().get(h);
        if (f == null) {
            f = beyondTable(h);
        }
        return f == null ? null : new Form(s[0], f.sign(), f.length(), f.sum(), f.nimber());
    }

    /**
     * An infinitesimal {@code h} as {@code +-^[n] + *k} or {@code +-^<n> + *k} with {@code n} or {@code k} past the
     * table: each form's birthday exceeds both {@code n} and {@code k} (checked for {@code n <= 14, k <= 20} by a
     * test; {@code ^[n]} is born on day {@code n + 1}), so {@code n} runs up to {@code b(h) - 1}, and {@code h} minus
     * the uptimal part must be a nimber. Only games born after day {@link #MAX_LENGTH} or
     * {@link #MAX_NIMBER} + 1 are searched this way.
     */
    private Form beyondTable(int h) {
        if (!allSmall(h)) {
            return null;
        }
        int born = birthdays.of(h).min(java.math.BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
        if (born <= Math.min(MAX_LENGTH, MAX_NIMBER) + 1) {
            return null;
        }
        for (int n = 2; n < born; n++) {
            for (boolean sum : new boolean[] {true, false}) {
                int u = sum ? unitSum(n) : unit(n);
                for (int sign : new int[] {1, -1}) {
                    int k = games.nimberValue(games.difference(h, sign > 0 ? u : games.negate(u)));
                    if (k >= 0 && (n > MAX_LENGTH || k > MAX_NIMBER)) {
                        return new Form(Dyadic.ZERO, sign, n, sum, k);
                    }
                }
            }
        }
        return null;
    }

    /** The ids of the infinitesimal forms looked for, made once: a lookup then costs one subtraction. */
    private Map<Integer, Form> table() {
        if (table == null) {
            table = new HashMap<>();
            for (int n = 2; n <= MAX_LENGTH; n++) {
                for (int k = 0; k <= MAX_NIMBER; k++) {
                    for (boolean sum : new boolean[] {true, false}) {
                        for (int sign : new int[] {1, -1}) {
                            Form f = new Form(Dyadic.ZERO, sign, n, sum, k);
                            table.putIfAbsent(build(f), f);
                        }
                    }
                }
            }
        }
        return table;
    }

    /**
     * Whether every follower of {@code g} has a move for Left exactly when it has one for Right (Siegel II.7), as
     * every uptimal plus a nimber has; a cheap test that spares the search of {@link #beyondTable} most games.
     */
    private boolean allSmall(int g) {
        Boolean known = allSmall.get(g);
        if (known != null) {
            return known;
        }
        int[] l = games.leftOptions(g);
        int[] r = games.rightOptions(g);
        boolean small = (l.length == 0) == (r.length == 0);
        for (int i = 0; small && i < l.length; i++) {
            small = allSmall(l[i]);
        }
        for (int i = 0; small && i < r.length; i++) {
            small = allSmall(r[i]);
        }
        allSmall.put(g, small);
        return small;
    }

    /**
     * The left and right stops of {@code g} (Siegel II.3).
     *
     * @param g a game's id
     * @return the left stop and the right stop
     */
    public Dyadic[] stops(int g) {
        Dyadic x = games.numberValue(g);
        if (x != null) {
            return new Dyadic[] {x, x};
        }
        Dyadic[] known = stops.get(g);
        if (known != null) {
            return known;
        }
        Dyadic left = null;
        for (int o : games.leftOptions(g)) {
            Dyadic r = stops(o)[1];
            left = left == null || r.compareTo(left) > 0 ? r : left;
        }
        Dyadic right = null;
        for (int o : games.rightOptions(g)) {
            Dyadic l = stops(o)[0];
            right = right == null || l.compareTo(right) < 0 ? l : right;
        }
        Dyadic[] out = {left, right};
        stops.put(g, out);
        return out;
    }
}
