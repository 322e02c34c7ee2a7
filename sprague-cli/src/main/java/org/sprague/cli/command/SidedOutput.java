package org.sprague.cli.command;

import java.io.IOException;
import java.io.PrintStream;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.catalog.Detail;
import org.sprague.catalog.partizan.SidedDetail;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.partizan.loopy.LoopyPrinter;
import org.sprague.partizan.loopy.SidedValue;
import org.sprague.partizan.loopy.SidedValues;
import org.sprague.partizan.loopy.Stoppers;

/**
 * The sided value of a loopy game in {@code value}'s output: the line {@code sides  S & T} (or why there are
 * none), the JSON object {@code "sided"}, and values written {@code S & T} (CGSuite's sidling operator).
 */
final class SidedOutput {
    private static final int MAX = LoopyGraph.DEFAULT_MAX_POSITIONS;

    private SidedOutput() {
    }

    /** True when {@code text} is an onside and offside joined by {@code &}. */
    static boolean isSidedText(String text) {
        return text.indexOf('&') >= 0;
    }

    /**
     * The printed value of a game that is not a stopper: {@code dud} when nobody is ever stuck (as CGSuite prints
     * it), else its sides {@code S & T}, else the graph as given.
     */
    static String valueText(LoopyGraph g, SidedValue sides, CanonicalGames games) {
        LoopyPrinter printer = new LoopyPrinter(games, MAX);
        if (!sides.stopperSided() || Stoppers.isStopper(g)) {
            return printer.print(g);
        }
        String graphForm = printer.print(g);
        if ("dud".equals(graphForm)) {
            return graphForm;
        }
        String text = SidedValues.text(sides, games, MAX);
        return text != null ? text : graphForm;
    }

    /** The text after {@code sides}: {@code S & T}, or that the sides were not found as stoppers and why. */
    static String sidesLine(SidedValue sides, CanonicalGames games) {
        return SidedDetail.of(sides, games, MAX).summary();
    }

    /** Writes {@code "sided"} for a stopper: onside and offside both the stopper. */
    static void stopperSidedObject(String printed, JsonGenerator w) throws IOException {
        write(SidedDetail.ofStopper(printed), w);
    }

    /** Writes {@code "sided"}: stopperSided, onside and offside (null when not found), and a note when not. */
    static void sidedObject(SidedValue sides, CanonicalGames games, JsonGenerator w) throws IOException {
        write(SidedDetail.of(sides, games, MAX), w);
    }

    /** Writes a group of text, flag and absent facts as a JSON object field. */
    private static void write(Detail.Group group, JsonGenerator w) throws IOException {
        w.writeObjectFieldStart(group.name());
        for (Detail d : group.members()) {
            Object v = d.plain();
            if (v instanceof Boolean b) {
                w.writeBooleanField(d.name(), b);
            } else {
                w.writeStringField(d.name(), v == null ? null : v.toString());
            }
        }
        w.writeEndObject();
    }

    private static boolean isStopper(SidedValue v) {
        return v.stopperSided() && Integer.valueOf(0).equals(Stoppers.compare(v.onside(), v.offside(), MAX));
    }

    /** {@code S & T}, or the game's graph when its sides are not stoppers; null when too long to print. */
    private static String printed(SidedValue v, CanonicalGames games) {
        return v.stopperSided() ? SidedValues.text(v, games, MAX) : new LoopyPrinter(games, MAX).print(v.onside());
    }

    /** The JSON fields of a value written with {@code &}: {@code S & T}, or a sum with such terms. */
    static void fields(SidedValue v, CanonicalGames games, JsonGenerator w) throws IOException {
        boolean stopper = isStopper(v);
        w.writeBooleanField("loopy", !stopper || !v.onside().isLoopfree());
        w.writeNullField("positions");
        w.writeStringField("leftFirst", v.leftFirst().word());
        w.writeStringField("rightFirst", v.rightFirst().word());
        w.writeStringField("outcomeClass", LoopyValue.outcomeClass(v.leftFirst(), v.rightFirst()));
        w.writeBooleanField("stopper", stopper);
        w.writeStringField("value", printed(v, games));
        w.writeNullField("leftStop");
        w.writeNullField("rightStop");
        sidedObject(v, games, w);
    }

    /** Prints the analysis of a value written {@code S & T}. */
    static void print(String text, boolean json, PrintStream out) throws IOException {
        CanonicalGames games = new CanonicalGames();
        SidedValue v = SidedValues.parse(text, games, MAX);
        if (json) {
            LoopyValue.expressionObject(text, w -> fields(v, games, w), out);
            return;
        }
        String printed = printed(v, games);
        boolean stopper = isStopper(v);
        out.println("value " + text);
        LoopyValue.line(out, "value", printed == null ? "- (too large to print)" : printed);
        LoopyValue.outcomeLines(v.leftFirst(), v.rightFirst(), out);
        LoopyValue.line(out, "stopper", stopper ? "yes (onside = offside)"
                : v.stopperSided() ? "no (onside above offside)" : "no (some play alternates forever)");
        LoopyValue.line(out, "sides", sidesLine(v, games));
    }
}
