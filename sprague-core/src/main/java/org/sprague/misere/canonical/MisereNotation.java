package org.sprague.misere.canonical;

/**
 * Prints misère canonical forms in CGSuite's notation, which is Conway's (ONAG ch. 12): {@code *[...]} around a
 * string in which a nim heap *n is the digit n ({@code &n;} from 10 on), a game of several options is their strings
 * from the last option to the first in canonical order ({@code 2#0} is {2#, 0}), parenthesized when it is itself an
 * option or part, a game of one option is that option followed by {@code #} ({@code 2#} is {*2}), and a subscript
 * in square brackets lists what is added to the game before it: {@code X[n]} is X + *n, {@code X[-n]} is the game
 * that gives X when *n is added, {@code #} inside a subscript takes the game so far as the one option.
 *
 * <p>Which form is printed follows CGSuite: a game that is X + *n (n from 2, of the game's parity) with X born
 * earlier prints as X with subscript n; else, when G + *n is born earlier, as G + *n with subscript -n; else an odd
 * game prints as its even part with subscript 1; else by its options. So *2 + *2 = {*3, *2} prints as {@code 2[2]}
 * and {{*2}} as {@code 2##} (CGSuite, MisereCanonicalGameTestCase).
 */
public final class MisereNotation {
    private final MisereForms forms;

    /**
     * A printer for the games of a space.
     *
     * @param forms the space
     */
    public MisereNotation(MisereForms forms) {
        this.forms = forms;
    }

    /**
     * The game as CGSuite prints it, with {@code *[} and {@code ]}.
     *
     * @param g a game
     * @return for example {@code *[2#0]}
     */
    public String print(int g) {
        return "*[" + body(g) + "]";
    }

    /**
     * The string inside {@code *[...]}.
     *
     * @param g a game
     * @return for example {@code 2#0}
     */
    public String body(int g) {
        StringBuilder out = new StringBuilder();
        boolean[] subscriptOpen = {false};
        append(g, out, false, subscriptOpen);
        if (subscriptOpen[0]) {
            out.append(']');
        }
        return out.toString();
    }

    /**
     * Appends g. {@code subscriptOpen} is true on entry when g is the base of a subscript, which g's string must then
     * open; it is true on return when a subscript was opened, which the caller closes.
     */
    private void append(int g, StringBuilder out, boolean parenthesize, boolean[] subscriptOpen) {
        int b = forms.birthday(g);
        if (g == forms.nimber(b)) {
            out.append(digit(b));
            if (subscriptOpen[0]) {
                out.append('[');
            }
            return;
        }
        int parity = forms.isEven(g) ? 0 : 1;
        for (int n = parity + 2; n < b; n += 2) {
            int heap = forms.nimber(n);
            int base = forms.difference(g, heap);
            if (base >= 0 && forms.birthday(base) < b) {
                subscriptOpen[0] = true;
                append(base, out, true, subscriptOpen);
                out.append(digit(n));
                return;
            }
            int plus = forms.sum(g, heap);
            if (forms.birthday(plus) < b) {
                subscriptOpen[0] = true;
                append(plus, out, true, subscriptOpen);
                out.append('-').append(digit(n));
                return;
            }
        }
        if (parity == 1) {
            subscriptOpen[0] = true;
            append(forms.evenPart(g), out, true, subscriptOpen);
            out.append('1');
            return;
        }
        int[] opts = forms.options(g);
        if (opts.length == 1) {
            append(opts[0], out, true, subscriptOpen);
            out.append('#');
            return;
        }
        boolean outer = subscriptOpen[0];
        if (parenthesize) {
            out.append('(');
        }
        for (int i = opts.length - 1; i >= 0; i--) {
            subscriptOpen[0] = false;
            append(opts[i], out, true, subscriptOpen);
            if (subscriptOpen[0]) {
                out.append(']');
            }
        }
        if (parenthesize) {
            out.append(')');
        }
        subscriptOpen[0] = outer;
        if (outer) {
            out.append('[');
        }
    }

    /**
     * A nim heap's digit: 0 to 9, else {@code &n;} (CGSuite's extended digit).
     *
     * @param n the heap size
     * @return its digit
     */
    static String digit(int n) {
        return n < 10 ? Integer.toString(n) : "&" + n + ";";
    }
}
