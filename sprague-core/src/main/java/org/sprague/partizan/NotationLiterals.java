package org.sprague.partizan;

import java.util.regex.Matcher;
import org.sprague.ResourceLimitException;

/**
 * The value of one literal of the notation: {@code [N | N/D] [^... | v... | ^K | vK | ^[K] | v[K] | ^<K> | v<K>]
 * [* | *K]}, a number, then ups or downs ({@link Uptimals} for {@code ^[K]} and {@code ^<K>}), then a nimber.
 */
final class NotationLiterals {
    /** The largest multiple of up read ({@code ^100000}). */
    static final int MAX_MULTIPLE = 100_000;
    /** The largest nimber built: {@code *n} holds n^2/2 option ids. */
    static final int MAX_NIMBER = 4_096;
    /** The largest n of {@code ^[n]} and {@code ^<n>}: each is built from the one before. */
    static final int MAX_LENGTH = 256;

    private final Notation notation;
    private final Uptimals uptimals;

    NotationLiterals(CanonicalGames games) {
        this.notation = new Notation(games);
        this.uptimals = new Uptimals(games);
    }

    /**
     * The id of the literal {@code text}; {@code negativeNumber}: a minus sign written before it belongs to its
     * number part.
     *
     * @throws IllegalArgumentException saying why {@code text} is not a literal
     */
    int value(String text, boolean negativeNumber) {
        Matcher m = NotationLexer.LITERAL.matcher(text);
        String arrows = m.matches() ? m.group("arrows") : null;
        if (text.isEmpty() || !m.matches() || (m.group("times") != null && arrows.length() > 1)
                || ((m.group("sum") != null || m.group("unit") != null) && arrows.length() > 1)) {
            throw new IllegalArgumentException("'" + text + "' is not a value");
        }
        Dyadic number = Dyadic.ZERO;
        if (m.group("num") != null) {
            number = Dyadic.parse(m.group("num")); // NumberFormatException is an IllegalArgumentException
        }
        number = negativeNumber ? number.negate() : number;
        int star = 0;
        if (text.contains("*")) {
            star = m.group("star") != null ? checkNimber(count(m.group("star"))) : 1;
        }
        int sign = arrows != null && arrows.startsWith("v") ? -1 : 1;
        String sum = m.group("sum");
        String unit = m.group("unit");
        if (sum != null || unit != null) {
            int n = count(sum != null ? sum : unit);
            if (n < 1 || n > MAX_LENGTH) {
                throw new IllegalArgumentException("'" + text + "': n in ^[n] and ^<n> runs from 1 to " + MAX_LENGTH);
            }
            return uptimals.build(new Uptimals.Form(number, sign, n, sum != null, star));
        }
        int ups = 0;
        if (arrows != null) {
            ups = sign * (m.group("times") != null ? count(m.group("times")) : arrows.length());
        }
        return notation.build(new Notation.Uptimal(number, ups, star));
    }

    private static int count(String digits) {
        if (digits.length() > 6 || Integer.parseInt(digits) > MAX_MULTIPLE) {
            throw new IllegalArgumentException("multiple " + digits + " is too large (at most " + MAX_MULTIPLE + ")");
        }
        return Integer.parseInt(digits);
    }

    /** {@code n} when the nimber {@code *n} may be built. */
    static int checkNimber(long n) {
        if (n > MAX_NIMBER) {
            throw new ResourceLimitException("the nimber *" + n + " would hold about " + (n * n / 2)
                    + " option ids; nimbers up to *" + MAX_NIMBER + " are built");
        }
        return (int) n;
    }
}
