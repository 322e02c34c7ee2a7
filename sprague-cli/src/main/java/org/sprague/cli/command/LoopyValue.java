package org.sprague.cli.command;

import java.io.IOException;
import java.io.PrintStream;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.cli.output.PartizanOutput;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.loopy.LoopyGameValues;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.partizan.loopy.LoopyNotation;
import org.sprague.partizan.loopy.LoopyOutcomes;
import org.sprague.partizan.loopy.LoopyPrinter;
import org.sprague.partizan.loopy.SidedValue;
import org.sprague.partizan.loopy.SidedValues;
import org.sprague.partizan.loopy.SimplestStoppers;
import org.sprague.partizan.loopy.Stop;
import org.sprague.partizan.loopy.Stoppers;
import org.sprague.partizan.loopy.Winner;
import org.sprague.solve.Budget;

/**
 * {@code value} for loopy values ({@code on}, {@code {pass|3/2}}, {@code a{0|a}}, sided values {@code 1 & 0}): who
 * wins with each player first, whether the value is a stopper, its stops and printed form, its onside and offside
 * ({@link SidedValues}); {@code value --compare} of stoppers and sided values. Used only when the short notation
 * does not read the expression and it uses loopy notation.
 */
final class LoopyValue {
    private LoopyValue() {
    }

    /** True when {@code text} is for this class: the short reader failed and the text looks loopy. */
    static boolean handles(String text) {
        return LoopyNotation.looksLoopy(text) || text.indexOf('&') >= 0;
    }

    /** Prints the analysis of {@code text}. */
    static void print(String text, boolean json, PrintStream out) throws IOException {
        CanonicalGames games = new CanonicalGames();
        int max = LoopyGraph.DEFAULT_MAX_POSITIONS;
        if (SidedOutput.isSidedText(text)) {
            SidedOutput.print(text, json, out);
            return;
        }
        LoopyGraph g = new LoopyNotation(games, max).parse(text);
        if (json) {
            expressionObject(text, w -> fields(g, games, w), out);
            return;
        }
        LoopyOutcomes outcomes = new LoopyOutcomes(g);
        boolean stopper = Stoppers.isStopper(g);
        Stop[] stops = stopper ? SimplestStoppers.stops(g, games, LoopyGraph.DEFAULT_MAX_POSITIONS) : null;
        SidedValue sides = stopper ? null : SidedValues.ofGame(g, max, Budget.standard().start());
        String printed = stopper ? new LoopyPrinter(games, max).print(g) : SidedOutput.valueText(g, sides, games);
        out.println("value " + text);
        line(out, "value", printed == null ? "- (too large to print)" : printed);
        line(out, "positions", g.size());
        outcomeLines(outcomes.leftFirst(0), outcomes.rightFirst(0), out);
        line(out, "stopper", stopper ? "yes" : "no (some play alternates forever)");
        if (stopper) {
            line(out, "left stop", stops[0]);
            line(out, "right stop", stops[1]);
        } else {
            line(out, "sides", SidedOutput.sidesLine(sides, games));
        }
    }

    /** The width of the labels of {@code value}'s text for a loopy value (the longest, {@code outcome class}). */
    private static final int LABEL_WIDTH = "outcome class".length();

    /** One labelled line of {@code value}'s text, the labels aligned as the short partizan values' are. */
    static void line(PrintStream out, String label, Object value) {
        out.println("  " + label + " ".repeat(LABEL_WIDTH - label.length() + 2) + value);
    }

    /**
     * Who wins with each player first, then the outcome class where neither is a draw (CGSuite's L, R, N, P, as
     * for its {@code OutcomeClass}; a game with a draw has none of these).
     */
    static void outcomeLines(Winner leftFirst, Winner rightFirst, PrintStream out) {
        line(out, "left first", wins(leftFirst.word()));
        line(out, "right first", wins(rightFirst.word()));
        String cls = outcomeClass(leftFirst, rightFirst);
        if (cls != null) {
            line(out, "outcome class", cls + " (" + PartizanOutput.describe(OutcomeClass.valueOf(cls)) + ")");
        }
    }

    /** True when the short notation reads {@code text} (it then keeps the short path). */
    static boolean isShort(NotationParser parser, String text) {
        try {
            parser.parse(text);
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

    /** Writes the loopy fields of {@code text} (as {@code value --json} does) into an open JSON object. */
    /** The fields of an answer to a JSON generator. */
    interface Fields {
        void write(JsonGenerator w) throws IOException;
    }

    /** One line of JSON: {@code {"expression": text, ...fields}}, as every answer of {@code value} is written. */
    static void expressionObject(String text, Fields fields, PrintStream out) throws IOException {
        JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
        w.writeStartObject();
        w.writeStringField("expression", text);
        fields.write(w);
        w.writeEndObject();
        w.flush();
        out.println();
    }

    static void fields(String text, JsonGenerator w) throws IOException {
        CanonicalGames games = new CanonicalGames();
        if (SidedOutput.isSidedText(text)) {
            SidedOutput.fields(SidedValues.parse(text, games, LoopyGraph.DEFAULT_MAX_POSITIONS), games, w);
            return;
        }
        fields(new LoopyNotation(games, LoopyGraph.DEFAULT_MAX_POSITIONS).parse(text), games, w);
    }

    private static void fields(LoopyGraph g, CanonicalGames games, JsonGenerator w) throws IOException {
        LoopyOutcomes outcomes = new LoopyOutcomes(g);
        boolean stopper = Stoppers.isStopper(g);
        Stop[] stops = stopper ? SimplestStoppers.stops(g, games, LoopyGraph.DEFAULT_MAX_POSITIONS) : null;
        w.writeBooleanField("loopy", !g.isLoopfree());
        w.writeNumberField("positions", g.size());
        w.writeStringField("leftFirst", outcomes.leftFirst(0).word());
        w.writeStringField("rightFirst", outcomes.rightFirst(0).word());
        w.writeStringField("outcomeClass", outcomeClass(outcomes.leftFirst(0), outcomes.rightFirst(0)));
        w.writeBooleanField("stopper", stopper);
        SidedValue sides = stopper ? null : SidedValues.ofGame(g, LoopyGraph.DEFAULT_MAX_POSITIONS,
                Budget.standard().start());
        String printed = stopper ? new LoopyPrinter(games, LoopyGraph.DEFAULT_MAX_POSITIONS).print(g)
                : SidedOutput.valueText(g, sides, games);
        w.writeStringField("value", printed);
        w.writeStringField("leftStop", stopper ? stops[0].toString() : null);
        w.writeStringField("rightStop", stopper ? stops[1].toString() : null);
        if (stopper) {
            SidedOutput.stopperSidedObject(printed, w);
        } else {
            SidedOutput.sidedObject(sides, games, w);
        }
    }

    /**
     * The outcome class when neither player first draws: L, R, N (the first player wins) or P (the second);
     * null when a draw is possible (then leftFirst and rightFirst say it all).
     */
    static String outcomeClass(Winner leftFirst, Winner rightFirst) {
        return LoopyGameValues.outcomeClass(leftFirst, rightFirst);
    }

    static String wins(String who) {
        return who.equals("draw") ? "draw (play goes on forever)" : who + " wins";
    }

    /**
     * Prints the comparison of two loopy values: stoppers by the stopper order, anything else by its sides
     * (G &ge; H when G<sup>+</sup> &ge; H<sup>+</sup> and G<sup>-</sup> &ge; H<sup>-</sup>).
     */
    static void compare(String gText, String hText, boolean json, PrintStream out) throws IOException {
        CanonicalGames games = new CanonicalGames();
        int max = LoopyGraph.DEFAULT_MAX_POSITIONS;
        Integer c;
        String gp;
        String hp;
        LoopyNotation reader = new LoopyNotation(games, max);
        LoopyGraph gs = SidedOutput.isSidedText(gText) ? null : reader.parse(gText);
        LoopyGraph hs = SidedOutput.isSidedText(hText) ? null : reader.parse(hText);
        if (gs != null && hs != null && Stoppers.isStopper(gs) && Stoppers.isStopper(hs)) {
            c = Stoppers.compare(gs, hs, max);
            LoopyPrinter printer = new LoopyPrinter(games, max);
            gp = printer.print(gs);
            hp = printer.print(hs);
        } else {
            SidedValue g = SidedValues.parse(gText, games, max);
            SidedValue h = SidedValues.parse(hText, games, max);
            c = SidedValues.compare(g, h, max);
            gp = gs == null ? SidedValues.text(g, games, max) : SidedOutput.valueText(gs, g, games);
            hp = hs == null ? SidedValues.text(h, games, max) : SidedOutput.valueText(hs, h, games);
        }
        String comparison = c == null ? "||" : c < 0 ? "<" : c > 0 ? ">" : "=";
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("g", gp);
            w.writeStringField("h", hp);
            w.writeStringField("comparison", comparison);
            w.writeEndObject();
            w.flush();
            out.println();
        } else {
            out.println(gp + " " + comparison + " " + hp);
        }
    }

    /** Rethrows {@code e} unless one of {@code texts} is loopy. */
    static boolean loopy(BadInputException e, String... texts) {
        for (String t : texts) {
            if (handles(t)) {
                return true;
            }
        }
        throw e;
    }
}
