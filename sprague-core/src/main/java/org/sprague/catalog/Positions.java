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
        return Integers.parse(text, what);
    }

    /** A non-negative integer of any size, or a {@link BadInputException} naming {@code what}. */
    public static BigInteger parseNonNegative(String text, String what) {
        BigInteger v = parseInteger(text, what);
        if (v.signum() < 0) {
            throw new BadInputException(what + " must not be negative, got " + Integers.excerpt(text));
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
