package org.sprague.cli.command;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.cli.Errors;
import org.sprague.cli.output.ValueReport;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;

/**
 * The state and the statements of {@code sprague shell}: one space of canonical games, named values, and one
 * answer per statement. Independent of how lines arrive (a terminal or a pipe), so tests drive it directly.
 */
final class Worksheet {
    /** The statements' first words, for help and completion. */
    static final List<String> COMMANDS = List.of("value", "latex", "expanded", "compare", "vars", "help", "quit");

    static final String HELP = String.join("\n",
            "A value in CGSuite's notation prints its canonical form as CGSuite does:",
            "  {0||0|-3/2}          Tiny(3/2)",
            "  g = {1|*}            names a value (then g + g, Tiny(g), ...)",
            "  value EXPR           the analysis of sprague value (outcome, stops, mean, temperature, moves)",
            "  value --latex EXPR   the same with the LaTeX form",
            "  latex EXPR           the LaTeX form only",
            "  expanded EXPR        the plain expanded form ({0|{0|-3/2}})",
            "  compare G H          >, <, = or || (confused)",
            "  vars                 the named values",
            "  quit                 leave (end of input does too)",
            "Notation: 3/8, *2, ^ v ^3 ^[3] ^<3>, ^*, +-1, +-{1,{2|0}}, {A,B|C}, {3||2|1}, Tiny(x), Miny(x), 2Tiny(2),",
            "G:H (ordinal sum), G.U (Norton product), ConwayProduct(*a,*b); + and - between terms.",
            "Functions: " + String.join(", ", NotationParser.FUNCTIONS) + ", cool(G, t), heat(G, t), overheat(G, s, t),"
                    + " freeze(G), rcf(G), companion(G), aw(G) (docs/invariants.md).");

    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);
    private final ValueReport report = new ValueReport(games);
    private final Map<String, String> shown = new TreeMap<>();

    /** What one statement answers: its text, and whether it failed. */
    record Answer(String text, boolean error, boolean quit) {
    }

    /** The names completion offers: commands, functions and the values named so far. */
    List<String> names() {
        List<String> out = new ArrayList<>(COMMANDS);
        out.addAll(NotationParser.FUNCTIONS);
        out.addAll(new java.util.TreeSet<>(org.sprague.partizan.ValueFunctions.NAMES));
        out.addAll(shown.keySet());
        return out;
    }

    /** Runs one line; a blank line or a {@code #} comment answers nothing (empty text). */
    Answer run(String line) {
        String s = line.strip();
        if (s.isEmpty() || s.startsWith("#")) {
            return new Answer("", false, false);
        }
        try {
            return new Answer(statement(s), false, s.equals("quit") || s.equals("exit"));
        } catch (BadInputException | ResourceLimitException e) {
            return new Answer("error: " + Errors.oneLine(Errors.message(e)), true, false);
        } catch (StackOverflowError e) {
            return new Answer("error: " + ValueLines.NESTED_TOO_DEEP, true, false);
        }
    }

    private String statement(String s) {
        String word = s.split("\\s+", 2)[0];
        String rest = s.substring(word.length()).strip();
        switch (word) {
            case "quit", "exit":
                return "";
            case "help":
                return HELP;
            case "vars":
                StringBuilder out = new StringBuilder();
                shown.forEach((name, value) -> out.append(out.length() > 0 ? "\n" : "").append(name).append(" = ")
                        .append(value));
                return out.length() == 0 ? "(no values named yet: g = {1|*} names one)" : out.toString();
            case "latex":
                return report.latex(parse(rest));
            case "expanded":
                return report.expanded(parse(rest));
            case "compare":
                return compare(rest);
            case "value":
                return value(rest);
            default:
                break;
        }
        int equals = s.indexOf('=');
        if (equals > 0 && NotationParser.isVariableName(s.substring(0, equals).strip())) {
            String name = s.substring(0, equals).strip();
            int value = parse(s.substring(equals + 1).strip());
            parser.define(name, value);
            shown.put(name, report.cgsuite(value));
            return name + " = " + report.cgsuite(value);
        }
        return report.cgsuite(parse(s));
    }

    private int parse(String expression) {
        if (expression.isBlank()) {
            throw new BadInputException("a value is missing (help lists the statements)");
        }
        return parser.parse(expression);
    }

    private String value(String rest) {
        boolean latex = rest.startsWith("--latex");
        String expression = latex ? rest.substring("--latex".length()).strip() : rest;
        int value = parse(expression);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        out.println("value " + expression);
        report.text(value, true, latex, out);
        return bytes.toString(StandardCharsets.UTF_8).stripTrailing();
    }

    /** {@code compare G H}: the two values are split at the first space outside braces and parentheses. */
    private String compare(String rest) {
        int depth = 0;
        int split = -1;
        for (int i = 0; i < rest.length() && split < 0; i++) {
            char c = rest.charAt(i);
            depth += c == '{' || c == '(' ? 1 : c == '}' || c == ')' ? -1 : 0;
            split = depth == 0 && Character.isWhitespace(c) ? i : -1;
        }
        if (split < 0) {
            throw new BadInputException("compare takes two values separated by a space: compare {1|*} ^");
        }
        int g = parse(rest.substring(0, split));
        int h = parse(rest.substring(split + 1));
        Integer c = games.compare(g, h);
        String comparison = c == null ? "||" : c < 0 ? "<" : c > 0 ? ">" : "=";
        return report.cgsuite(g) + " " + comparison + " " + report.cgsuite(h);
    }
}
