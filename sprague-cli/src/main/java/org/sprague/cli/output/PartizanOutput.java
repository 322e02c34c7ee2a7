package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.PartizanInvariants;
import org.sprague.partizan.Thermograph;
import org.sprague.partizan.Trajectory;

/**
 * Prints the analysis of a partizan position (or value): its canonical form, outcome class, the first
 * player's outcome and winning moves, stops, mean, temperature, and in JSON the thermograph.
 */
public final class PartizanOutput {
    private PartizanOutput() {
    }

    /**
     * The fields after {@code position}/{@code options}: outcome, canonical value (CGSuite's form, then the expanded
     * one), thermography, the invariants of the contract ({@link InvariantsOutput}), moves.
     */
    public static void jsonFields(PartizanAnalysis a, JsonGenerator g) throws IOException {
        jsonFields(a, new InvariantsOutput(new PartizanInvariants(a.games()), a.value(), false), g);
    }

    /** As {@link #jsonFields(PartizanAnalysis, JsonGenerator)}, with the invariants a caller keeps across values. */
    public static void jsonFields(PartizanAnalysis a, InvariantsOutput invariants, JsonGenerator g)
            throws IOException {
        g.writeStringField("outcome", a.firstWins() ? "first" : "second");
        g.writeNullField("grundy");
        g.writeNullField("remoteness");
        g.writeStringField("firstPlayer", a.leftFirst() ? "left" : "right");
        g.writeStringField("canonical", a.canonical());
        g.writeStringField("expanded", a.expanded());
        g.writeStringField("outcomeClass", a.outcomeClass().name());
        Thermograph t = a.thermograph();
        g.writeStringField("leftStop", t.leftStop().toString());
        g.writeStringField("rightStop", t.rightStop().toString());
        g.writeStringField("mean", t.mean().toString());
        g.writeStringField("temperature", t.temperature().toString());
        g.writeObjectFieldStart("thermograph");
        g.writeFieldName("leftWall");
        wall(t.leftWall(), g);
        g.writeFieldName("rightWall");
        wall(t.rightWall(), g);
        g.writeStringField("mast", t.mean().toString());
        g.writeStringField("temperature", t.temperature().toString());
        g.writeEndObject();
        invariants.json(g);
        g.writeArrayFieldStart("winningMoves");
        for (PartizanAnalysis.WinningMove m : a.winningMoves()) {
            g.writeStartObject();
            g.writeStringField("move", m.text());
            if (m.to() != null) {
                g.writeArrayFieldStart("to");
                for (String s : m.to()) {
                    g.writeString(s);
                }
                g.writeEndArray();
            }
            g.writeStringField("value", m.value());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeBooleanField("winningMovesComplete", true);
    }

    /** A wall's breakpoints from temperature 0 (a number's from its own temperature) up to the mast. */
    private static void wall(Trajectory wall, JsonGenerator g) throws IOException {
        g.writeStartArray();
        List<Dyadic> ts = wall.temperatures();
        for (int i = 0; i < ts.size(); i++) {
            g.writeStartObject();
            g.writeStringField("t", ts.get(i).toString());
            g.writeStringField("x", wall.values().get(i).toString());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** The text form, after a first line naming the position; the canonical form as CGSuite prints it. */
    public static void text(PartizanAnalysis a, PrintStream out) {
        text(a, false, out);
    }

    /** The text form; {@code expandedForm} shows the plain expanded form on the canonical line. */
    public static void text(PartizanAnalysis a, boolean expandedForm, PrintStream out) {
        String first = a.leftFirst() ? "Left" : "Right";
        out.println("  canonical      " + shown(expandedForm ? a.expanded() : a.canonical()));
        out.println("  outcome class  " + a.outcomeClass() + " (" + describe(a) + ")");
        out.println("  outcome        " + (a.firstWins() ? "first (" + first + " moves first and wins)"
                : "second (" + first + " moves first and loses)"));
        Thermograph t = a.thermograph();
        out.println("  stops          left " + t.leftStop() + ", right " + t.rightStop());
        out.println("  mean           " + t.mean());
        out.println("  temperature    " + t.temperature());
        if (a.winningMoves().isEmpty()) {
            out.println("  winning moves for " + first + ": none");
        } else {
            out.println("  winning moves for " + first + " (" + a.winningMoves().size() + "):");
        }
        for (PartizanAnalysis.WinningMove m : a.winningMoves()) {
            String to = m.to() == null ? "" : "   => " + (m.to().isEmpty() ? "(nothing left)" : String.join(" ", m.to()));
            out.println("    " + m.text() + to + "   (value " + shown(m.value()) + ")");
        }
        if (a.canonical().length() > LONGEST_FORM) {
            out.println("  note: the canonical form has " + a.canonical().length() + " characters; its stops, mean and"
                    + " temperature sum it up, and the JSON output gives it whole");
        }
    }

    /** Canonical forms longer than this are shortened in text: their stops, mean and temperature stand for them. */
    static final int LONGEST_FORM = 500;

    /** A canonical form, or its length when it is too long to read. */
    private static String shown(String form) {
        return form.length() <= LONGEST_FORM ? form : "(a form of " + form.length() + " characters)";
    }

    private static String describe(PartizanAnalysis a) {
        return describe(a.outcomeClass());
    }

    /** The outcome class in words. */
    public static String describe(org.sprague.partizan.OutcomeClass c) {
        return switch (c) {
            case L -> "Left wins whoever starts";
            case R -> "Right wins whoever starts";
            case N -> "the player to move wins";
            case P -> "the player to move loses";
        };
    }

    /** Reads {@code --first left|right}. */
    public static boolean leftFirst(String first) {
        if (first == null || first.equals("left")) {
            return true;
        }
        if (first.equals("right")) {
            return false;
        }
        throw new org.sprague.BadInputException("--first takes left or right, not '" + first + "'");
    }
}
