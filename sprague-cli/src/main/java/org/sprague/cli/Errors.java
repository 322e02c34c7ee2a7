package org.sprague.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns every failure into one {@code error:} line and an exit code: 2 for bad input, 3 for an exhausted
 * resource, 1 for a fault of the program itself. Never a stack trace.
 */
final class Errors implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int RESOURCE = 3;
    static final int INTERNAL = 1;

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && cmd.getCommandName().equals("solve")
                && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            cmd.getErr().println("error: " + oneLine(word.startsWith("-")
                    ? "unknown option '" + word + "' for solve; a game's options go after its name,"
                            + " as in 'sprague solve nim --misere 1 2'"
                    : "unknown game '" + word + "'; 'sprague list' shows every game"));
            return BAD_INPUT;
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && cmd.getCommandName().equals("values")
                && !unmatched.getUnmatched().isEmpty()) {
            cmd.getErr().println("error: " + oneLine("unknown ruleset '" + unmatched.getUnmatched().get(0)
                    + "'; rulesets: " + String.join(", ", org.sprague.catalog.heap.HeapRulesets.ids())));
            return BAD_INPUT;
        }
        cmd.getErr().println("error: " + oneLine(ex.getMessage()));
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
        return report(ex, cmd);
    }

    static int report(Throwable ex, CommandLine cmd) {
        var err = cmd.getErr();
        if (ex instanceof BadInputException || ex instanceof ParameterException) {
            err.println("error: " + oneLine(ex.getMessage()));
            return BAD_INPUT;
        }
        if (ex instanceof ResourceLimitException limit) {
            err.println("error: " + oneLine(ex.getMessage()) + raise(limit, cmd));
            return RESOURCE;
        }
        err.println("error: internal error (" + ex.getClass().getSimpleName() + ": " + oneLine(ex.getMessage())
                + "); this is a bug in sprague, please report it with the command line");
        return INTERNAL;
    }

    /** How to raise a step or time limit, where the command takes {@code --budget}; nothing otherwise. */
    private static String raise(ResourceLimitException limit, CommandLine cmd) {
        if (cmd.getCommandSpec().findOption("--budget") == null) {
            return "";
        }
        return switch (limit.resource()) {
            case STEPS -> String.format(java.util.Locale.ROOT, "; or raise the budget: --budget %.0f (or none)",
                    Math.ceil(limit.needed()));
            case TIME -> "; or lift the limits: --budget none";
            case OTHER -> "";
        };
    }

    static String oneLine(String message) {
        if (message == null) {
            return "no details";
        }
        String line = shortenQuoted(message).strip().replaceAll("\\s*\\R\\s*", "; ");
        if (line.length() > LONGEST_LINE) {
            line = excerpt(line, LONGEST_LINE) + " (" + line.length() + " characters)";
        }
        return line.isEmpty() ? "no details" : line;
    }

    /** A quoted token longer than this is cut to an excerpt and its length, so a huge bad input stays one line. */
    static final int LONGEST_TOKEN = 40;
    private static final int LONGEST_LINE = 2000;
    private static final Pattern LONG_QUOTED = Pattern.compile("'([^']{" + (LONGEST_TOKEN + 1) + ",})'");

    /** {@code '0000...' (300000000 characters)} for each overlong quoted token. */
    static String shortenQuoted(String message) {
        Matcher m = LONG_QUOTED.matcher(message);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String token = m.group(1);
            m.appendReplacement(out, Matcher.quoteReplacement(
                    "'" + excerpt(token, 16) + "' (" + token.length() + " characters)"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The first {@code n} characters and "...", control characters shown as escapes. */
    private static String excerpt(String s, int n) {
        StringBuilder b = new StringBuilder();
        s.substring(0, Math.min(n, s.length())).chars().forEach(c -> b.append(Character.isISOControl(c)
                ? String.format("\\u%04x", c) : String.valueOf((char) c)));
        return b.append(s.length() > n ? "..." : "").toString();
    }
}
