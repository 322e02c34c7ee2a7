package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;

/**
 * Parsing of common position syntax, with one-line {@link BadInputException} messages.
 */
public final class Positions {
    private Positions() {
    }

    /** An integer of any size, or a {@link BadInputException} naming {@code what}. */
    public static BigInteger parseInteger(String text, String what) {
        if (!isInteger(text)) {
            throw new BadInputException(what + " must be an integer, got '" + text + "'");
        }
        int len = text.length();
        return len <= 18 ? BigInteger.valueOf(Long.parseLong(text)) : new BigInteger(text);
    }

    private static boolean isInteger(String text) {
        int start = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
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

    /** A non-negative integer of any size, or a {@link BadInputException} naming {@code what}. */
    public static BigInteger parseNonNegative(String text, String what) {
        BigInteger v = parseInteger(text, what);
        if (v.signum() < 0) {
            throw new BadInputException(what + " must not be negative, got " + text);
        }
        return v;
    }

    /**
     * Heap sizes: at least one, each a non-negative integer of any size.
     *
     * @throws BadInputException naming the first bad heap (1-based)
     */
    public static List<BigInteger> heaps(List<String> position) {
        requireNonEmpty(position, "heap sizes, such as 3 4 5");
        List<BigInteger> heaps = new ArrayList<>(position.size());
        for (int i = 0; i < position.size(); i++) {
            heaps.add(parseNonNegative(position.get(i), "heap " + (i + 1)));
        }
        return heaps;
    }

    /** Fails with a message naming what a position looks like when none was given. */
    public static void requireNonEmpty(List<String> position, String expected) {
        if (position.isEmpty()) {
            throw new BadInputException("missing position: give " + expected);
        }
    }
}
