package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.pattern.TableFacts;

/**
 * Prints the losing positions of a table, the guessed pattern and a check: JSON fields {@code "losing"},
 * {@code "losingCount"}, {@code "pattern"} and {@code "check"}, or lines for people.
 */
public final class TableFactsOutput {
    /** Text lists this many losing positions; JSON lists {@link TableFacts#LISTED}. */
    public static final int SHOWN = 30;

    private TableFactsOutput() {
    }

    /** @param upto the last heap checked, or -1 for a grid (then the grid's size is given) */
    static void json(TableFacts f, JsonGenerator g, Object checkedUpto) throws IOException {
        g.writeArrayFieldStart("losing");
        for (Object p : f.losing()) {
            position(g, p);
        }
        g.writeEndArray();
        g.writeNumberField("losingCount", f.losingCount());
        if (f.guess() == null) {
            g.writeNullField("pattern");
            g.writeStringField("patternNote", "no simple pattern found");
        } else {
            g.writeObjectFieldStart("pattern");
            g.writeStringField("family", f.guess().family());
            g.writeStringField("description", f.guess().description());
            g.writeStringField("expression", f.guess().expression());
            g.writeBooleanField("proven", false);
            g.writeEndObject();
        }
        if (f.check() != null) {
            g.writeObjectFieldStart("check");
            g.writeStringField("expression", f.check().expression());
            g.writeBooleanField("holds", f.checked().holds());
            g.writeFieldName("checkedUpto");
            position(g, checkedUpto);
            g.writeFieldName("counterexample");
            if (f.checked().holds()) {
                g.writeNull();
                g.writeNullField("outcome");
            } else {
                int[] c = f.checked().counterexample();
                position(g, c.length == 1 ? (Object) c[0] : c);
                g.writeStringField("outcome", f.counterexampleLoses() ? "second" : "first");
            }
            g.writeEndObject();
        }
    }

    private static void position(JsonGenerator g, Object p) throws IOException {
        if (p instanceof int[] a) {
            g.writeArray(a, 0, a.length);
        } else {
            g.writeNumber(((Number) p).longValue());
        }
    }

    static void text(TableFacts f, Object checkedUpto, PrintStream out) {
        List<String> shown = new ArrayList<>();
        for (Object p : f.losing()) {
            if (shown.size() == SHOWN) {
                break;
            }
            shown.add(text(p));
        }
        out.println("  losing      " + (shown.isEmpty() ? "none" : String.join(" ", shown)
                + (f.losingCount() > shown.size() ? " ... (" + f.losingCount() + " in all)" : "")));
        out.println("  pattern     " + (f.guess() == null ? "no simple pattern found"
                : f.guess().description() + " (a guess that fits this table, not a proof)"));
        if (f.guess() != null) {
            out.println("              as a check: --check '" + f.guess().expression() + "'");
        }
        if (f.check() != null) {
            String verdict;
            if (f.checked().holds()) {
                verdict = "holds up to " + text(checkedUpto);
            } else {
                int[] c = f.checked().counterexample();
                String at = c.length == 1 ? "n = " + c[0] : "p = " + c[0] + "," + c[1];
                verdict = "fails at " + at + " (which " + (f.counterexampleLoses() ? "loses" : "wins")
                        + " for the player to move)";
            }
            out.println("  check       " + f.check().expression() + ": " + verdict);
        }
    }

    private static String text(Object p) {
        if (p instanceof int[] a) {
            return a[0] + "," + a[1];
        }
        return String.valueOf(p);
    }
}
