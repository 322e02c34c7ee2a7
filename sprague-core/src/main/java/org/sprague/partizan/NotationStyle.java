package org.sprague.partizan;

import java.math.BigInteger;

/**
 * How {@link CgsuiteNotation} writes each symbol: as CGSuite's plain text ({@code ^}, {@code v}, {@code *},
 * {@code +-}, {@code 3/4}) or as LaTeX math (<code>&#92;uparrow</code>, <code>&#92;downarrow</code>, {@code \ast}, {@code \pm},
 * {@code \frac{3}{4}}).
 */
public enum NotationStyle {
    /** CGSuite's plain-text output, which {@link NotationParser} reads back. */
    PLAIN,
    /** LaTeX math mode. */
    LATEX;

    String number(Dyadic x) {
        if (this == PLAIN || x.isInteger()) {
            return x.toString();
        }
        BigInteger n = x.numerator();
        return (n.signum() < 0 ? "-" : "") + "\\frac{" + n.abs() + "}{" + BigInteger.ONE.shiftLeft(x.exponent()) + "}";
    }

    /** {@code k} ups ({@code k > 0}) or {@code -k} downs. */
    String ups(int k) {
        int n = Math.abs(k);
        if (this == PLAIN) {
            String arrow = k > 0 ? "^" : "v";
            return n <= 2 ? arrow.repeat(n) : arrow + n;
        }
        if (n == 2) {
            return k > 0 ? "\\Uparrow" : "\\Downarrow";
        }
        String arrow = k > 0 ? "\\uparrow" : "\\downarrow";
        return n == 1 ? arrow : arrow + " " + n;
    }

    /** {@code ^<n>}, {@code ^[n]} and their downs. */
    String uptimal(int sign, int n, boolean sum) {
        if (this == PLAIN) {
            return (sign > 0 ? "^" : "v") + (sum ? "[" + n + "]" : "<" + n + ">");
        }
        return (sign > 0 ? "\\uparrow" : "\\downarrow") + (sum ? "^{[" + n + "]}" : "^{\\langle " + n + "\\rangle}");
    }

    String star(int n) {
        String s = this == PLAIN ? "*" : "\\ast";
        return n == 1 ? s : this == PLAIN ? s + n : s + " " + n;
    }

    String plusMinus() {
        return this == PLAIN ? "+-" : "\\pm ";
    }

    String open() {
        return this == PLAIN ? "{" : "\\{";
    }

    String close() {
        return this == PLAIN ? "}" : "\\}";
    }

    /** Tiny (positive) or Miny with its subscript. */
    String tiny(boolean tiny, String subscript) {
        if (this == PLAIN) {
            return (tiny ? "Tiny(" : "Miny(") + subscript + ")";
        }
        return (tiny ? "{+}" : "{-}") + "_{" + subscript + "}";
    }
}
