package org.sprague.catalog;

import java.math.BigInteger;
import org.sprague.BadInputException;

/**
 * The one integer syntax of every position and every numeric option: ASCII digits {@code 0-9} with an optional
 * single leading {@code -}; nothing else (no {@code +}, no spaces, no digits of other scripts, which
 * {@link Integer#parseInt} would accept). Callers check ranges with their own words; this class only reads.
 * Error messages quote the token through {@link #excerpt(String)}, so a huge bad token gives a short line.
 */
public final class Integers {
    /** Tokens longer than this are quoted by their start and their length. */
    static final int SHOWN_CHARS = 40;
    /** How much of a longer token is shown (as the command line's own error lines do). */
    static final int EXCERPT_CHARS = 16;

    private Integers() {
    }

    /** Whether {@code text} is an integer in the one syntax. */
    public static boolean isInteger(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        if (text.length() == start) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * An integer of any size.
     *
     * @param what what the token is, for the message ({@code heap 2}, {@code --k})
     * @throws BadInputException "WHAT must be an integer, got 'TOKEN'" when the syntax is wrong
     */
    public static BigInteger parse(String text, String what) {
        if (!isInteger(text)) {
            throw new BadInputException(what + " must be an integer, got " + quoted(text));
        }
        return text.length() <= 18 ? BigInteger.valueOf(Long.parseLong(text)) : new BigInteger(text);
    }

    /**
     * An integer within {@code [min, max]}.
     *
     * @throws BadInputException for bad syntax, or "WHAT must be between MIN and MAX, got TOKEN"
     */
    public static long parse(String text, String what, long min, long max) {
        BigInteger v = parse(text, what);
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new BadInputException(what + " must be between " + min + " and " + max + ", got " + excerpt(text));
        }
        return v.longValue();
    }

    /** The token in quotes, cut by {@link #excerpt(String)}. */
    public static String quoted(String text) {
        return text.length() <= SHOWN_CHARS ? "'" + printable(text) + "'"
                : "'" + printable(text.substring(0, EXCERPT_CHARS)) + "...' (" + text.length() + " characters)";
    }

    /** The token as it may appear in a one-line message: its start and its length when it is long. */
    public static String excerpt(String text) {
        return text.length() <= SHOWN_CHARS ? printable(text)
                : printable(text.substring(0, EXCERPT_CHARS)) + "... (" + text.length() + " characters)";
    }

    /** Control characters (a NUL, a line break) would break the one-line message: shown as '?'. */
    private static String printable(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            if (Character.isISOControl(text.charAt(i))) {
                if (sb == null) {
                    sb = new StringBuilder(text);
                }
                sb.setCharAt(i, '?');
            }
        }
        return sb == null ? text : sb.toString();
    }
}
