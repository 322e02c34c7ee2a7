package org.sprague.cli.command;

import java.io.IOException;
import java.io.PrintStream;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.loopy.LoopyGameValues;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.partizan.loopy.LoopyNotation;
import org.sprague.partizan.loopy.LoopyOutcomes;
import org.sprague.partizan.loopy.LoopyPrinter;
import org.sprague.partizan.loopy.SimplestStoppers;
import org.sprague.partizan.loopy.Stop;
import org.sprague.partizan.loopy.Stoppers;
import org.sprague.partizan.loopy.Winner;

/**
 * {@code value} for loopy values ({@code on}, {@code {pass|3/2}}, {@code a{0|a}}): who wins with each player
 * first, whether the value is a stopper, its stops and printed form; {@code value --compare} of stoppers. Used
 * only when the short notation does not read the expression and it uses loopy notation.
 */
final class LoopyValue {
    private LoopyValue() {
    }

    /** True when {@code text} is for this class: the short reader failed and the text looks loopy. */
    static boolean handles(String text) {
        return LoopyNotation.looksLoopy(text);
    }

    /** Prints the analysis of {@code text}. */
    static void print(String text, boolean json, PrintStream out) throws IOException {
        CanonicalGames games = new CanonicalGames();
        int max = LoopyGraph.DEFAULT_MAX_POSITIONS;
        LoopyGraph g = new LoopyNotation(games, max).parse(text);
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("expression", text);
            fields(g, games, w);
            w.writeEndObject();
            w.flush();
            out.println();
            return;
        }
        LoopyOutcomes outcomes = new LoopyOutcomes(g);
        boolean stopper = Stoppers.isStopper(g);
        Stop[] stops = stopper ? SimplestStoppers.stops(g, games, LoopyGraph.DEFAULT_MAX_POSITIONS) : null;
        String printed = new LoopyPrinter(games, max).print(g);
        out.println("value " + text);
        out.println("  value        " + (printed == null ? "- (too large to print)" : printed));
        out.println("  positions    " + g.size());
        out.println("  left first   " + wins(outcomes.leftFirst(0).word()));
        out.println("  right first  " + wins(outcomes.rightFirst(0).word()));
        out.println("  stopper      " + (stopper ? "yes" : "no (some play alternates forever)"));
        if (stopper) {
            out.println("  left stop    " + stops[0]);
            out.println("  right stop   " + stops[1]);
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
    static void fields(String text, JsonGenerator w) throws IOException {
        CanonicalGames games = new CanonicalGames();
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
        w.writeStringField("value", new LoopyPrinter(games, LoopyGraph.DEFAULT_MAX_POSITIONS).print(g));
        w.writeStringField("leftStop", stopper ? stops[0].toString() : null);
        w.writeStringField("rightStop", stopper ? stops[1].toString() : null);
    }

    /**
     * The outcome class when neither player first draws: L, R, N (the first player wins) or P (the second);
     * null when a draw is possible (then leftFirst and rightFirst say it all).
     */
    static String outcomeClass(Winner leftFirst, Winner rightFirst) {
        return LoopyGameValues.outcomeClass(leftFirst, rightFirst);
    }

    private static String wins(String who) {
        return who.equals("draw") ? "draw (play goes on forever)" : who + " wins";
    }

    /** Prints the comparison of two stoppers. */
    static void compare(String gText, String hText, boolean json, PrintStream out) throws IOException {
        CanonicalGames games = new CanonicalGames();
        int max = LoopyGraph.DEFAULT_MAX_POSITIONS;
        LoopyNotation reader = new LoopyNotation(games, max);
        LoopyGraph g = reader.parse(gText);
        LoopyGraph h = reader.parse(hText);
        Integer c = Stoppers.compare(g, h, max);
        String comparison = c == null ? "||" : c < 0 ? "<" : c > 0 ? ">" : "=";
        LoopyPrinter printer = new LoopyPrinter(games, max);
        String gp = printer.print(g);
        String hp = printer.print(h);
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
