package org.sprague.partizan.loopy;

import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CgsuiteNotation;
import org.sprague.partizan.Dyadic;

/**
 * CGSuite's upon-th notation for stoppers in simplest form, as its {@code CanonicalStopper} prints them (the
 * forms of {@code lib/core/src/main/scala/org/cgsuite/core/CanonicalStopper.scala}, with the expected strings of
 * {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala}: {@code {-1/4+*|pass}} prints
 * {@code -1/4v[on]}, {@code {0|uponth||-uponth}} with {@code uponth = {0||0|0,pass}} prints
 * {@code {0|^<on>||v<on>}}). With x a number and s the printed nimber ({@code *s}, omitted for 0):
 * <ul>
 * <li>{@code x^[on]*s} (x plus upon, Winning Ways ch. 11: upon = {pass|*}) is {@code {pass|x*n}} with
 *     n = s xor 1 when n is not 0, and {@code {pass,x|x}} when n = 0 (s = 1);</li>
 * <li>{@code x^<on>*s} (upon-th) is {@code {x, x*, ..., x*s | -U}} where U = {@code (-x)^[on]*(s xor 1)};</li>
 * <li>{@code v} in place of {@code ^} is the negative of the {@code ^} form with the number negated:
 *     {@code x v[on] *s} = -((-x)^[on]*s).</li>
 * </ul>
 * {@link LoopyNotation} reads these forms back through {@link #build}.
 */
final class UponForms {
    /** A form: upon ({@code [on]}) or upon-th ({@code <on>}), up or down, its number and printed nimber. */
    record Form(boolean uponth, boolean up, Dyadic number, int star) {
        /** The text CGSuite prints: number, arrow, exponent, star. */
        String text(CanonicalGames games, CgsuiteNotation notation) {
            String x = number.signum() == 0 ? "" : notation.print(games.number(number));
            String exponent = uponth ? "<on>" : "[on]";
            String s = star == 0 ? "" : star == 1 ? "*" : "*" + star;
            return x + (up ? "^" : "v") + exponent + s;
        }

        /** The form of the negative: the other arrow, the number negated. */
        Form negated() {
            return new Form(uponth, !up, number.negate(), star);
        }
    }

    /** A number plus a nimber: x*n. */
    private record NumberStar(Dyadic x, int n) {
    }

    private final CanonicalGames games;
    private final LoopyGraph g;
    private final int[] ids;

    /**
     * The forms of the nodes of {@code g}, a stopper in simplest form.
     *
     * @param ids the canonical id of each loop-free node of g, else -1 ({@link ShortForms})
     */
    UponForms(CanonicalGames games, LoopyGraph g, int[] ids) {
        this.games = games;
        this.g = g;
        this.ids = ids;
    }

    /** The form of node {@code v}, or null: the up forms first, then the down ones (a negated up form). */
    Form of(int v) {
        for (boolean up : new boolean[] {true, false}) {
            Form f = upon(v, up);
            if (f == null) {
                f = uponth(v, up);
            }
            if (f != null) {
                return up ? f : f.negated();
            }
        }
        return null;
    }

    /** The upon form of node v (up) or of its negative (not up), number as seen in that orientation. */
    private Form upon(int v, boolean up) {
        int[] near = g.options(v, up);
        int[] far = g.options(v, !up);
        if (far.length != 1 || ids[far[0]] < 0) {
            return null;
        }
        NumberStar r = numberStar(oriented(ids[far[0]], up));
        if (r == null) {
            return null;
        }
        boolean match;
        if (r.n() == 0) {
            match = near.length == 2 && (near[0] == v && isNumber(near[1], r.x(), up)
                    || near[1] == v && isNumber(near[0], r.x(), up));
        } else {
            match = near.length == 1 && near[0] == v;
        }
        return match ? new Form(false, true, r.x(), r.n() ^ 1) : null;
    }

    /** The upon-th form of node v (up) or of its negative (not up). */
    private Form uponth(int v, boolean up) {
        int[] near = g.options(v, up);
        int[] far = g.options(v, !up);
        if (far.length != 1 || ids[far[0]] >= 0) {
            return null;
        }
        Form inner = upon(far[0], !up);
        if (inner == null) {
            return null;
        }
        Dyadic x = inner.number().negate();
        int top = inner.star() ^ 1;
        if (near.length != top + 1) {
            return null;
        }
        boolean[] seen = new boolean[top + 1];
        for (int w : near) {
            NumberStar o = ids[w] < 0 ? null : numberStar(oriented(ids[w], up));
            if (o == null || !o.x().equals(x) || o.n() > top || seen[o.n()]) {
                return null;
            }
            seen[o.n()] = true;
        }
        return new Form(true, true, x, top);
    }

    private int oriented(int id, boolean up) {
        return up ? id : games.negate(id);
    }

    private boolean isNumber(int w, Dyadic x, boolean up) {
        if (ids[w] < 0) {
            return false;
        }
        int id = oriented(ids[w], up);
        return games.isNumber(id) && games.numberValue(id).equals(x);
    }

    /** x*n for a short game equal to a number plus a nimber (its left options include x when n > 0), else null. */
    private NumberStar numberStar(int id) {
        if (games.isNumber(id)) {
            return new NumberStar(games.numberValue(id), 0);
        }
        for (int o : games.leftOptions(id)) {
            if (games.isNumber(o)) {
                int n = games.nimberValue(games.sum(id, games.negate(o)));
                if (n > 0) {
                    return new NumberStar(games.numberValue(o), n);
                }
            }
        }
        return null;
    }

    /**
     * Builds a form's graph into {@code builder}: the node of {@code x^[on]*s}, {@code x^<on>*s} or their
     * {@code v} forms.
     */
    static int build(GraphBuilder builder, CanonicalGames games, Form f) {
        if (!f.up()) {
            return builder.importGraph(builder.graph(build(builder, games, f.negated())).negate());
        }
        if (!f.uponth()) {
            int n = f.star() ^ 1;
            int x = builder.open();
            int right = builder.importShort(games, games.sum(games.number(f.number()), games.nimber(n)));
            int[] left = n == 0 ? new int[] {x, builder.importShort(games, games.number(f.number()))} : new int[] {x};
            builder.set(x, left, new int[] {right});
            return x;
        }
        int inner = build(builder, games, new Form(false, true, f.number().negate(), f.star() ^ 1));
        int right = builder.importGraph(builder.graph(inner).negate());
        int[] left = new int[f.star() + 1];
        for (int k = 0; k <= f.star(); k++) {
            left[k] = builder.importShort(games, games.sum(games.number(f.number()), games.nimber(k)));
        }
        return builder.node(left, new int[] {right});
    }
}
