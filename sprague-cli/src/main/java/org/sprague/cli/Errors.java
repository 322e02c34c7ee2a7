package org.sprague.cli;

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
            cmd.getErr().println(word.startsWith("-")
                    ? "error: unknown option '" + word + "' for solve; a game's options go after its name,"
                            + " as in 'sprague solve nim --misere 1 2'"
                    : "error: unknown game '" + word + "'; 'sprague list' shows every game");
            return BAD_INPUT;
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && cmd.getCommandName().equals("values")
                && !unmatched.getUnmatched().isEmpty()) {
            cmd.getErr().println("error: unknown ruleset '" + unmatched.getUnmatched().get(0)
                    + "'; rulesets: " + String.join(", ", org.sprague.catalog.heap.HeapRulesets.ids()));
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
        String line = message.strip().replaceAll("\\s*\\R\\s*", "; ");
        return line.isEmpty() ? "no details" : line;
    }
}
