package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.search.ThreadFigures;

/**
 * Prints a partizan position answered by search: the outcome class, the first player's outcome and winning move,
 * which method answered, and with statistics the positions and seconds of each search.
 */
public final class PartizanOutcomeOutput {
    private PartizanOutcomeOutput() {
    }

    /** The text form, after a first line naming the position. */
    /**
     * Whether the search counts were asked for ({@code --stats}): a printing choice, as the counts vary from run
     * to run.
     */
    static boolean statsAsked(GameOptions options) {
        String v = options.asMap().get("--stats");
        return v != null && !v.equals("false");
    }

    static void text(PartizanOutcomeAnswer a, boolean stats, PrintStream out) {
        String first = a.leftFirst() ? "Left" : "Right";
        out.println("  method         search (the outcome class only; the canonical value is out of reach)");
        out.println("  outcome class  " + a.outcomeClass() + " (" + PartizanOutput.describe(a.outcomeClass()) + ")");
        out.println("  outcome        " + (a.firstWins() ? "first (" + first + " moves first and wins)"
                : "second (" + first + " moves first and loses)"));
        if (a.winningMove() == null) {
            out.println("  winning move for " + first + ": none");
        } else {
            out.println("  winning move for " + first + ": " + a.winningMove() + "   => "
                    + String.join(" ", a.winningMoveTo()));
        }
        if (stats) {
            // a split search keeps no table of its own here: its leaves' tables live and end with their tasks
            out.println("  searched       Left first: " + counts(a.leftFirstSearch(), "Right") + "; Right first: "
                    + counts(a.rightFirstSearch(), "Left") + (a.tableEntries() == 0 ? ""
                            : "; table of " + a.tableEntries() + " entries"));
            if (a.threads() != null && a.threads().positions().length > 1) {
                out.println("  threads        " + threads(a.threads()));
            }
        }
        for (String note : a.notes()) {
            out.println("  note: " + note);
        }
    }

    private static String counts(PartizanOutcomeAnswer.Search s, String other) {
        if (s.bySymmetry()) {
            return "by symmetry (the board is its own transpose)";
        }
        if (s.inOtherSearch()) {
            return "counted with " + other + " first (one split search answers both)";
        }
        return String.format(Locale.ROOT, "%,d positions in %.2f s", s.nodes(), s.nanos() / 1e9);
    }

    /** Each thread's positions, share of the time searching and processor time, over both searches. */
    private static String threads(ThreadFigures f) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < f.positions().length; i++) {
            b.append(i == 0 ? "" : "; ").append(String.format(Locale.ROOT, "%d: %,d positions, busy %.1f %%",
                    i + 1, f.positions()[i], 100 * f.busy(i)));
            if (f.cpuNanos()[i] > 0) {
                b.append(String.format(Locale.ROOT, ", %.2f s CPU", f.cpuNanos()[i] / 1e9));
            }
        }
        return b.toString();
    }

    /** The JSON fields after {@code position}/{@code options}. */
    static void jsonFields(PartizanOutcomeAnswer a, boolean stats, JsonGenerator g) throws IOException {
        g.writeStringField("outcome", a.firstWins() ? "first" : "second");
        g.writeNullField("grundy");
        g.writeNullField("remoteness");
        g.writeStringField("firstPlayer", a.leftFirst() ? "left" : "right");
        g.writeStringField("method", "search");
        g.writeNullField("canonical");
        g.writeStringField("outcomeClass", a.outcomeClass().name());
        g.writeArrayFieldStart("winningMoves");
        if (a.winningMove() != null) {
            g.writeStartObject();
            g.writeStringField("move", a.winningMove());
            g.writeArrayFieldStart("to");
            for (String s : a.winningMoveTo()) {
                g.writeString(s);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        // one winning move is named, not every one
        g.writeBooleanField("winningMovesComplete", a.winningMove() == null);
        if (stats) {
            g.writeObjectFieldStart("search");
            search("leftFirst", a.leftFirstSearch(), g);
            search("rightFirst", a.rightFirstSearch(), g);
            g.writeNumberField("tableEntries", a.tableEntries());
            if (a.threads() != null) {
                ThreadFigures f = a.threads();
                g.writeArrayFieldStart("threads");
                for (int i = 0; i < f.positions().length; i++) {
                    g.writeStartObject();
                    g.writeNumberField("nodes", f.positions()[i]);
                    g.writeNumberField("busy", f.busy(i));
                    g.writeNumberField("cpuSeconds", f.cpuNanos()[i] / 1e9);
                    g.writeEndObject();
                }
                g.writeEndArray();
            }
            g.writeEndObject();
        }
    }

    private static void search(String name, PartizanOutcomeAnswer.Search s, JsonGenerator g) throws IOException {
        g.writeObjectFieldStart(name);
        g.writeNumberField("nodes", s.nodes());
        g.writeNumberField("seconds", s.nanos() / 1e9);
        g.writeBooleanField("bySymmetry", s.bySymmetry());
        g.writeBooleanField("inOtherSearch", s.inOtherSearch());
        g.writeEndObject();
    }
}
