package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.Integers;
import org.sprague.ResourceLimitException;

/**
 * Parsing of the scoring games' positions (rows of integers, strings of symbols) with one-line
 * {@link BadInputException} messages that name the bad item and the accepted range.
 */
final class ScoringInput {
    private ScoringInput() {
    }

    /**
     * A row of integers, each within [min, max], at least {@code minCount} of them.
     *
     * @param what the items' name in messages, such as {@code pile}
     * @param example an example position for the message when none is given
     */
    private static String plural(String what) {
        return what.endsWith("s") ? what : what + "s";
    }

    static int[] row(List<String> position, String what, int min, int max, int minCount, String example) {
        if (position.isEmpty()) {
            throw new BadInputException("missing position: give the " + plural(what) + ", such as " + example);
        }
        if (position.size() < minCount) {
            throw new BadInputException("give at least " + minCount + " " + plural(what) + ", got "
                    + position.size());
        }
        int[] a = new int[position.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = integer(position.get(i), what + " " + (i + 1), min, max);
        }
        return a;
    }

    /** One integer within [min, max]. */
    static int integer(String text, String what, int min, int max) {
        return (int) Integers.parse(text, what, min, max);
    }

    /** Integers separated by commas (and possibly spread over several tokens), each within [min, max]. */
    static int[] list(List<String> tokens, String what, int min, int max) {
        List<String> items = new ArrayList<>();
        for (String t : tokens) {
            for (String part : t.split(",", -1)) {
                if (!part.isEmpty()) {
                    items.add(part);
                } else if (tokens.size() == 1 && t.split(",", -1).length > 1) {
                    throw new BadInputException(what + " has an empty item in '" + t + "'; give values like 1,3");
                }
            }
        }
        int[] a = new int[items.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = integer(items.get(i), what + " value " + (i + 1), min, max);
        }
        return a;
    }

    /** The position as exactly one token (a string game), or a message saying so. */
    static String single(List<String> position, String what) {
        if (position.size() != 1) {
            throw new BadInputException("give the " + what + " as one argument, got " + position.size());
        }
        return position.get(0);
    }

    /** Refuses rows longer than a fast solution's time budget allows. */
    static void requireAtMost(int count, int limit, String game, String why) {
        if (count > limit) {
            throw new ResourceLimitException(game + " solves rows of at most " + limit + " values (" + why + "); got "
                    + count + ", give a shorter row");
        }
    }
}
