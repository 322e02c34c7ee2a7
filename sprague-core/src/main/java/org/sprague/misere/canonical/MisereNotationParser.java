package org.sprague.misere.canonical;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;

/**
 * Reads misère impartial games in CGSuite's notation: sums ({@code +}) of {@code 0}, {@code *}, {@code *n} (nim
 * heaps) and {@code *[...]}. Inside the brackets either
 * <ul>
 * <li>CGSuite's input lists: items separated by commas, each an integer (a nim heap), a sum, or a bracketed list
 * (the game whose options are its items); one item alone is that item, several are the options
 * ({@code *[[2],0]} is {{*2}, 0}; {@code *[2]} is *2; {@code *[]} is 0), or</li>
 * <li>the notation that CGSuite prints ({@link MisereNotation}): {@code *[2#0]}, {@code *[2[2]321]},
 * {@code *[(2#1)2##]}, {@code *[2[#-2]]}. Here every digit is a nim heap of its own, so {@code *[32]} is {*3, *2};
 * a heap of 10 or more is {@code &10;} (or {@code *10} outside the brackets).</li>
 * </ul>
 * A bracket's contents are read as a list when they hold a comma, a {@code *} or {@code +}, or begin with {@code [}.
 * Misère play has no negation: -G = G.
 */
public final class MisereNotationParser {
    private static final int MAX_DEPTH = 2000;

    private final MisereForms forms;
    private String text;
    private int pos;
    private int depth;

    /**
     * A parser that makes its games in {@code forms}.
     *
     * @param forms the space
     */
    public MisereNotationParser(MisereForms forms) {
        this.forms = forms;
    }

    /**
     * Reads one expression.
     *
     * @param expression for example {@code *[2#] + *2}
     * @return the id of its misère canonical form
     * @throws BadInputException when the expression is not in the notation
     */
    public int parse(String expression) {
        text = expression.replaceAll("\\s+", "");
        pos = 0;
        depth = 0;
        if (text.isEmpty()) {
            throw new BadInputException("empty misère expression: give a game such as '*[2#0]' or '*2 + *[[2]]'");
        }
        int g = sum(false);
        if (pos < text.length()) {
            throw error("unexpected '" + text.charAt(pos) + "'");
        }
        return g;
    }

    /** term ('+' term)*; a bare integer is a nim heap inside lists. */
    private int sum(boolean inList) {
        int g = term(inList);
        while (peek() == '+') {
            pos++;
            g = forms.sum(g, term(inList));
        }
        return g;
    }

    private int term(boolean inList) {
        char c = peek();
        if (c == '*') {
            pos++;
            if (peek() == '[') {
                return bracket();
            }
            if (Character.isDigit(peek())) {
                return forms.nimber(integer());
            }
            return MisereForms.STAR;
        }
        if (c == '-') {
            pos++;
            return term(inList);
        }
        if (Character.isDigit(c)) {
            int n = integer();
            if (!inList && n != 0) {
                throw error("a nim heap is written *" + n);
            }
            return forms.nimber(n);
        }
        if (c == '[' && inList) {
            return nestedList();
        }
        throw error(c == 0 ? "the expression ends too early" : "unexpected '" + c + "'");
    }

    /** {@code [...]} after a {@code *}: a list or the printed notation. */
    private int bracket() {
        int close = matching(pos);
        String inside = text.substring(pos + 1, close);
        enter();
        int g;
        if (inside.isEmpty()) {
            g = MisereForms.ZERO;
        } else if (inside.startsWith("[") || inside.contains(",") || inside.contains("*") || inside.contains("+")) {
            pos++;
            List<Integer> items = listItems();
            g = items.size() == 1 ? items.get(0) : forms.of(toArray(items));
        } else {
            pos++;
            List<Integer> terms = printedSequence();
            g = terms.size() == 1 ? terms.get(0) : forms.of(toArray(terms));
        }
        expect(']');
        depth--;
        return g;
    }

    private List<Integer> listItems() {
        List<Integer> items = new ArrayList<>();
        if (peek() == ']') {
            return items;
        }
        items.add(sum(true));
        while (peek() == ',') {
            pos++;
            items.add(sum(true));
        }
        return items;
    }

    private int nestedList() {
        enter();
        pos++;
        List<Integer> items = listItems();
        expect(']');
        depth--;
        return forms.of(toArray(items));
    }

    /** Printed terms up to a closing ')' or ']'. */
    private List<Integer> printedSequence() {
        List<Integer> terms = new ArrayList<>();
        while (pos < text.length() && peek() != ')' && peek() != ']') {
            terms.add(printedTerm());
        }
        if (terms.isEmpty()) {
            throw error("empty parentheses");
        }
        return terms;
    }

    private int printedTerm() {
        int g;
        char c = peek();
        if (c == '(') {
            enter();
            pos++;
            List<Integer> terms = printedSequence();
            expect(')');
            depth--;
            g = terms.size() == 1 ? terms.get(0) : forms.of(toArray(terms));
        } else {
            g = forms.nimber(heapDigit());
        }
        while (peek() == '#') {
            pos++;
            g = forms.of(g);
        }
        if (peek() == '[') {
            pos++;
            g = subscript(g);
            expect(']');
        }
        return g;
    }

    /** A subscript's operations in order: {@code #} takes the game as the one option, n adds *n, -n removes it. */
    private int subscript(int g) {
        while (peek() != ']') {
            char c = peek();
            if (c == '#') {
                pos++;
                g = forms.of(g);
            } else if (c == '-') {
                pos++;
                int n = heapDigit();
                int d = forms.difference(g, forms.nimber(n));
                if (d < 0) {
                    throw error("*" + n + " is not a part of the game before '-" + MisereNotation.digit(n) + "'");
                }
                g = d;
            } else {
                g = forms.sum(g, forms.nimber(heapDigit()));
            }
        }
        return g;
    }

    /** One digit, or {@code &n;}. */
    private int heapDigit() {
        char c = peek();
        if (Character.isDigit(c)) {
            pos++;
            return c - '0';
        }
        if (c == '&') {
            pos++;
            int n = integer();
            expect(';');
            return n;
        }
        throw error(c == 0 ? "the expression ends too early" : "unexpected '" + c + "'");
    }

    private int integer() {
        int start = pos;
        while (Character.isDigit(peek())) {
            pos++;
        }
        if (start == pos) {
            throw error("a number was expected");
        }
        String digits = text.substring(start, pos);
        if (digits.length() > 6) {
            throw error("nim heap " + digits + " is too large for misère canonical forms (at most 999999)");
        }
        return Integer.parseInt(digits);
    }

    private int matching(int open) {
        int level = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '[') {
                level++;
            } else if (c == ']' && --level == 0) {
                return i;
            }
        }
        throw error("'[' without its ']'");
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("nested more than " + MAX_DEPTH + " deep");
        }
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("'" + c + "' expected");
        }
        pos++;
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private BadInputException error(String what) {
        return new BadInputException("bad misère game '" + text + "' at character " + (pos + 1) + ": " + what);
    }

    private static int[] toArray(List<Integer> ids) {
        int[] a = new int[ids.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = ids.get(i);
        }
        return a;
    }
}
