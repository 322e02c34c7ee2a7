package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/**
 * Braces whose options are sided values, {@code {1 & 0|0}}, read as CGSuite reads them: its grammar
 * ({@code lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g}) lets an option be any expression, the
 * sidling operator {@code &} included, and a game specifier whose options are sided values
 * ({@code lib/core/src/main/scala/org/cgsuite/lang/node/GameSpecNode.scala}) is the sided value whose onside is
 * the game of the options' onsides and whose offside the game of their offsides: {G<sup>L+</sup> |
 * G<sup>R+</sup>} &amp; {G<sup>L-</sup> | G<sup>R-</sup>} (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013,
 * ch. VI). Each option must have stopper sides; the braces stand for a new position no option returns to, so both
 * games are stoppers. As in CGSuite, such braces take no {@code pass} and no name (those are loopy game
 * specifiers, whose options are games). Runs of bars read as for short games: the longest run splits the braces.
 */
final class SidedBraces {
    private SidedBraces() {
    }

    /** The sided value of {@code text}: braces, or a minus sign and braces, with a sided value among the options. */
    static SidedValue parse(String text, CanonicalGames games, int maxPositions) {
        String t = text.strip();
        boolean minus = t.startsWith("-");
        if (minus) {
            t = t.substring(1).strip();
        }
        if (!t.startsWith("{") || closing(t) != t.length() - 1) {
            throw new BadInputException("cannot read '" + text + "': '&' inside braces is an option of braces written"
                    + " whole, as in {1 & 0|0} (no name before them, and the braces alone or as a term of a sum)");
        }
        SidedValue v = game(t.substring(1, t.length() - 1), text, games, maxPositions);
        return minus ? SidedValues.negate(v) : v;
    }

    /** The index of the brace that closes the one at 0. */
    private static int closing(String t) {
        int depth = 0;
        for (int i = 0; i < t.length(); i++) {
            depth += SidedNotation.depthChange(t.charAt(i));
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The value of the inside of braces: the longest run of bars splits Left's options from Right's. */
    private static SidedValue game(String inside, String text, CanonicalGames games, int maxPositions) {
        int bar = -1;
        int barLength = 0;
        boolean tie = false;
        int depth = 0;
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            depth += SidedNotation.depthChange(c);
            if (c == '|' && depth == 0) {
                int run = 1;
                while (i + run < inside.length() && inside.charAt(i + run) == '|') {
                    run++;
                }
                tie = run == barLength || run < barLength && tie;
                if (run > barLength) {
                    bar = i;
                    barLength = run;
                }
                i += run - 1;
            }
        }
        if (bar < 0 || tie) {
            throw new BadInputException("cannot read '" + text + "': " + (bar < 0 ? "braces need a bar between Left's"
                    + " and Right's options" : "the runs of bars are ambiguous; write the braces inside in full"));
        }
        List<SidedValue> left = options(inside.substring(0, bar), text, games, maxPositions);
        List<SidedValue> right = options(inside.substring(bar + barLength), text, games, maxPositions);
        LoopyGraph onside = withOptions(left, right, true, maxPositions);
        LoopyGraph offside = withOptions(left, right, false, maxPositions);
        return SidedValue.ofSides(SidedValues.ofGame(onside, maxPositions).onside(),
                SidedValues.ofGame(offside, maxPositions).offside());
    }

    /** One side's options: braces when bars remain, else the values between commas (none when blank). */
    private static List<SidedValue> options(String part, String text, CanonicalGames games, int maxPositions) {
        List<SidedValue> out = new ArrayList<>();
        if (part.isBlank()) {
            return out;
        }
        List<String> pieces = new ArrayList<>();
        int depth = 0;
        int start = 0;
        boolean bars = false;
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            depth += SidedNotation.depthChange(c);
            bars |= c == '|' && depth == 0;
            if (c == ',' && depth == 0) {
                pieces.add(part.substring(start, i));
                start = i + 1;
            }
        }
        pieces.add(part.substring(start));
        if (bars) {
            out.add(game(part, text, games, maxPositions));
            return out;
        }
        for (String piece : pieces) {
            if (piece.isBlank() || piece.strip().equals("pass")) {
                throw new BadInputException("cannot read '" + text + "': " + (piece.isBlank() ? "an option is missing"
                        : "braces with a sided option ('&') take no pass, as in CGSuite"));
            }
            SidedValue v = SidedValues.parse(piece.strip(), games, maxPositions);
            if (!v.stopperSided()) {
                throw new BadInputException("cannot read '" + text + "': the option '" + piece.strip() + "' has no"
                        + " sides found as stoppers (" + v.note() + ")");
            }
            out.add(v);
        }
        return out;
    }

    /** The game of the options' onsides ({@code onside} true) or offsides: a new start and each option's graph. */
    private static LoopyGraph withOptions(List<SidedValue> left, List<SidedValue> right, boolean onside,
            int maxPositions) {
        GraphBuilder b = new GraphBuilder(maxPositions);
        int start = b.open();
        b.set(start, starts(left, onside, b), starts(right, onside, b));
        return b.graph(start);
    }

    /** Adds each option's side graph; returns the nodes where they start. */
    private static int[] starts(List<SidedValue> options, boolean onside, GraphBuilder b) {
        int[] starts = new int[options.size()];
        for (int k = 0; k < options.size(); k++) {
            starts[k] = b.importGraph(onside ? options.get(k).onside() : options.get(k).offside());
        }
        return starts;
    }
}
