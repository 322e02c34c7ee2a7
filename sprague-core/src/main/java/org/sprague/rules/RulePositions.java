package org.sprague.rules;

import java.math.BigInteger;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.Positions;

/**
 * Reads positions of a rule game as the user types them: a heap size, {@code A,B,...} for the tuple form, any text
 * for the text form.
 */
public final class RulePositions {
    private RulePositions() {
    }

    /** The position numbers of the components given. */
    public static int[] parse(RuleGame game, List<String> position) {
        Positions.requireNonEmpty(position, game.form().syntax());
        int[] ids = new int[position.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = game.id(parseOne(game.form(), position.get(i), "position " + (i + 1)));
        }
        return ids;
    }

    /** The components as the answers write them: canonical numbers ({@code 007} is {@code 7}). */
    public static List<String> texts(RuleGame game, int[] ids) {
        java.util.List<String> out = new java.util.ArrayList<>(ids.length);
        for (int id : ids) {
            out.add(game.text(id));
        }
        return out;
    }

    /** One component: an Integer, a Long, an int[], or the text itself for {@code String[] moves(String p)}. */
    public static Object parseOne(RuleForm form, String text, String what) {
        if (form == RuleForm.TEXT) {
            return text;
        }
        if (form == RuleForm.TUPLE) {
            String[] parts = text.split(",", -1);
            int[] p = new int[parts.length];
            for (int k = 0; k < parts.length; k++) {
                p[k] = toInt(Positions.parseNonNegative(parts[k].strip(), what + " (" + text + ")"), what, "int");
            }
            return p;
        }
        BigInteger v = Positions.parseNonNegative(text.strip(), what);
        if (form == RuleForm.HEAP_LONG) {
            if (v.bitLength() > 63) {
                throw new BadInputException(what + " is " + text + ", beyond the long that moves(long n) takes");
            }
            return v.longValue();
        }
        return toInt(v, what, "int");
    }

    private static int toInt(BigInteger v, String what, String type) {
        if (v.bitLength() > 31) {
            throw new BadInputException(what + " is " + v + ", beyond the " + type + " that moves takes; write"
                    + " the rule as long[] moves(long n) for larger heaps");
        }
        return v.intValue();
    }
}
