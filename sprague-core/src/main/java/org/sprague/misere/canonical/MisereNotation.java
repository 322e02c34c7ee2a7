package org.sprague.misere.canonical;

import java.util.HashMap;
import java.util.Map;
import org.sprague.ResourceLimitException;

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
 *
 * <p>A form is a DAG but its string is a tree, which can be exponentially longer: the length is measured first
 * and a string longer than the limit is refused with its length.
 */
public final class MisereNotation {
    /** The longest string printed by default: a million characters. */
    public static final long DEFAULT_LIMIT = 1_000_000;

    private final MisereForms forms;
    private final long limit;
    private final Map<Integer, Layout> layouts = new HashMap<>();
    private final Map<Integer, Long> lengths = new HashMap<>();
    private final Map<Integer, String> texts = new HashMap<>();

    /**
     * A printer for the games of a space, refusing strings of more than {@link #DEFAULT_LIMIT} characters.
     *
     * @param forms the space
     */
    public MisereNotation(MisereForms forms) {
        this(forms, DEFAULT_LIMIT);
    }

    /**
     * A printer for the games of a space.
     *
     * @param forms the space
     * @param limit the most characters a printed form may have
     */
    public MisereNotation(MisereForms forms, long limit) {
        this.forms = forms;
        this.limit = limit;
    }

    /**
     * The game as CGSuite prints it, with {@code *[} and {@code ]}.
     *
     * @param g a game
     * @return for example {@code *[2#0]}
     * @throws ResourceLimitException when the string would be longer than the limit; the message gives its length
     */
    public String print(int g) {
        return "*[" + body(g) + "]";
    }

    /**
     * The string inside {@code *[...]}.
     *
     * @param g a game
     * @return for example {@code 2#0}
     * @throws ResourceLimitException when the string would be longer than the limit
     */
    public String body(int g) {
        long length = length(g, false, false) + (opens(g, false) ? 1 : 0);
        if (length + 3 > limit) {
            throw new ResourceLimitException("the misère canonical form prints as " + (length + 3)
                    + " characters, more than the " + limit + " allowed (its birthday is " + forms.birthday(g)
                    + "); give a smaller game");
        }
        return text(g, false, false) + (opens(g, false) ? "]" : "");
    }

    /** How a game is written: a nim heap, a part with a subscript, one option, or several. */
    private record Layout(int heap, int base, String suffix, int single) {
    }

    /**
     * CGSuite's choice: a nim heap as its digit; a game that is X + *n with X born earlier (n from 2, of the game's
     * parity) as X with subscript n; when G + *n is born earlier, as that with subscript -n; an odd game as its even
     * part with subscript 1; else by its options.
     */
    private Layout layout(int g) {
        Layout known = layouts.get(g);
        if (known != null) {
            return known;
        }
        forms.checkDeadline("printing a misère canonical form");
        int b = forms.birthday(g);
        Layout l = null;
        if (g == forms.nimber(b)) {
            l = new Layout(b, -1, null, -1);
        }
        int parity = forms.isEven(g) ? 0 : 1;
        for (int n = parity + 2; l == null && n < b; n += 2) {
            int heap = forms.nimber(n);
            int base = forms.difference(g, heap);
            if (base >= 0 && forms.birthday(base) < b) {
                l = new Layout(-1, base, digit(n), -1);
            } else {
                int plus = forms.sum(g, heap);
                if (forms.birthday(plus) < b) {
                    l = new Layout(-1, plus, "-" + digit(n), -1);
                }
            }
        }
        if (l == null && parity == 1) {
            l = new Layout(-1, forms.evenPart(g), "1", -1);
        }
        if (l == null) {
            int[] opts = forms.options(g);
            l = new Layout(-1, -1, null, opts.length == 1 ? opts[0] : -1);
        }
        layouts.put(g, l);
        return l;
    }

    /** Whether g's string, written with a subscript open or not on entry, leaves a subscript open. */
    private boolean opens(int g, boolean openOnEntry) {
        Layout l = layout(g);
        if (l.base >= 0) {
            return true;
        }
        if (l.single >= 0) {
            return opens(l.single, openOnEntry);
        }
        return openOnEntry;
    }

    private static int key(int g, boolean parenthesize, boolean openOnEntry) {
        return g * 4 + (parenthesize ? 2 : 0) + (openOnEntry ? 1 : 0);
    }

    private long length(int g, boolean parenthesize, boolean openOnEntry) {
        int key = key(g, parenthesize, openOnEntry);
        Long known = lengths.get(key);
        if (known != null) {
            return known;
        }
        Layout l = layout(g);
        long n;
        if (l.heap >= 0) {
            n = digit(l.heap).length() + (openOnEntry ? 1 : 0);
        } else if (l.base >= 0) {
            n = length(l.base, true, true) + l.suffix.length();
        } else if (l.single >= 0) {
            n = length(l.single, true, openOnEntry) + 1;
        } else {
            n = (parenthesize ? 2 : 0) + (openOnEntry ? 1 : 0);
            for (int o : forms.options(g)) {
                n = Math.min(Long.MAX_VALUE / 2, n + length(o, true, false) + (opens(o, false) ? 1 : 0));
            }
        }
        lengths.put(key, n);
        return n;
    }

    private String text(int g, boolean parenthesize, boolean openOnEntry) {
        int key = key(g, parenthesize, openOnEntry);
        String known = texts.get(key);
        if (known != null) {
            return known;
        }
        Layout l = layout(g);
        StringBuilder out = new StringBuilder();
        if (l.heap >= 0) {
            out.append(digit(l.heap)).append(openOnEntry ? "[" : "");
        } else if (l.base >= 0) {
            out.append(text(l.base, true, true)).append(l.suffix);
        } else if (l.single >= 0) {
            out.append(text(l.single, true, openOnEntry)).append('#');
        } else {
            int[] opts = forms.options(g);
            out.append(parenthesize ? "(" : "");
            for (int i = opts.length - 1; i >= 0; i--) {
                out.append(text(opts[i], true, false)).append(opens(opts[i], false) ? "]" : "");
            }
            out.append(parenthesize ? ")" : "").append(openOnEntry ? "[" : "");
        }
        String t = out.toString();
        texts.put(key, t);
        return t;
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
