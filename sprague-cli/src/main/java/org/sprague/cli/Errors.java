package org.sprague.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;

/**
 * Turns every failure into one {@code error:} line and an exit code: 2 for bad input, 3 for an exhausted
 * resource, 1 for a fault of the program itself. Never a stack trace.
 */
public final class Errors implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    public static final int BAD_INPUT = 2;
    public static final int RESOURCE = 3;
    static final int INTERNAL = 1;

    /** The ids of the games whose positions are heaps (plug-ins included), in catalog order: what values takes. */
    public static java.util.List<String> heapGames() {
        return org.sprague.compound.Games.all().stream().filter(g -> g.heapRules().isPresent())
                .map(org.sprague.catalog.CatalogGame::id).toList();
    }

    /** Whether {@code args} hold {@code --help} or {@code -h} before a {@code --} that ends the options. */
    static boolean asksForHelp(String[] args) {
        for (String a : args) {
            if (a.equals("--")) {
                return false;
            }
            if (a.equals("--help") || a.equals("-h")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        if (asksForHelp(args)) {
            // picocli's convention: help asked for is help given, whatever else is wrong on the line
            cmd.usage(cmd.getOut());
            cmd.getOut().flush();
            return 0;
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && cmd.getCommandName().equals("solve")
                && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            cmd.getErr().println("error: " + oneLine(word.startsWith("-")
                    ? "unknown option '" + word + "' for solve; name a game, as in"
                            + " 'sprague solve nim --misere 1 2'"
                    : "unknown game '" + word + "'; 'sprague list' shows every game"));
            return BAD_INPUT;
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && cmd.getCommandName().equals("values")
                && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            cmd.getErr().println("error: " + oneLine(word.startsWith("-") ? "unknown option '" + word + "' for values;"
                    + " see 'sprague values --help'" : "unknown ruleset '" + word + "'; rulesets: "
                    + String.join(", ", heapGames())));
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
            err.println("error: " + oneLine(message(ex)));
            return BAD_INPUT;
        }
        if (ex instanceof ResourceLimitException limit) {
            err.println("error: " + oneLine(message(ex)) + raise(limit, cmd));
            return RESOURCE;
        }
        err.println("error: internal error (" + ex.getClass().getSimpleName() + ": " + oneLine(ex.getMessage())
                + "); this is a bug in sprague, please report it with the command line");
        return INTERNAL;
    }

    /** The message of a failure with the library's parameters named by their options ({@link OptionNames}). */
    public static String message(Throwable ex) {
        if (ex instanceof BadInputException bad) {
            return bad.message(OptionNames.CLI);
        }
        return ex instanceof ResourceLimitException limit ? limit.message(OptionNames.CLI) : ex.getMessage();
    }

    /**
     * How to raise the limit: the JVM's heap for memory; a step or time limit where the command takes
     * {@code --budget}; nothing otherwise.
     */
    static String raise(ResourceLimitException limit, CommandLine cmd) {
        return raise(limit, cmd, physicalMemory(), Runtime.getRuntime().maxMemory());
    }

    /** As {@link #raise(ResourceLimitException, CommandLine)} on a machine of {@code physical} bytes (0: unknown). */
    static String raise(ResourceLimitException limit, CommandLine cmd, long physical, long maxHeap) {
        if (limit.resource() == ResourceLimitException.Resource.MEMORY) {
            String advice = heapAdvice(limit.needed(), physical, maxHeap);
            return advice + (cmd.getCommandSpec().findOption("--resume") == null || !advice.contains("-Xmx") ? ""
                    : " (a run with --checkpoint DIR goes on with --resume DIR)");
        }
        if (cmd.getCommandSpec().findOption("--budget") == null) {
            return "";
        }
        return switch (limit.resource()) {
            case STEPS -> String.format(java.util.Locale.ROOT, "; or raise the budget: --budget %.0f (or none)",
                    Math.ceil(limit.needed()));
            case TIME -> timeGiven(cmd) ? "; or give a longer --time (or none)"
                    : "; or lift the limits: --budget none";
            case MEMORY, OTHER -> "";
        };
    }

    /** Whether the command has {@code --time} and it was given: then the time limit is the user's, not the budget's. */
    private static boolean timeGiven(CommandLine cmd) {
        CommandLine.Model.OptionSpec time = cmd.getCommandSpec().findOption("--time");
        return time != null && time.getValue() != null;
    }

    /** The most of the machine's memory a heap is advised to take: the rest is the JVM's own, the system's, others'. */
    static final double MACHINE_SHARE = 0.75;
    private static final long GIB = 1L << 30;

    /**
     * How to raise the heap on this machine, after "; ": {@code or raise the heap: JAVA_OPTS=-XmxNg} when the heap
     * needed ({@code neededBytes}; NaN when unknown, then twice the present heap) fits in {@link #MACHINE_SHARE} of
     * the physical memory; otherwise the largest heap the machine allows, or that it allows none larger than the
     * present one. Never advises a heap the machine does not have.
     *
     * @param physical the machine's memory in bytes, 0 when unknown (the advice is then not capped)
     * @param maxHeap the present maximum heap
     */
    static String heapAdvice(double neededBytes, long physical, long maxHeap) {
        long gib = Double.isNaN(neededBytes) ? Math.max(2, ceilGiB(2.0 * maxHeap)) : heapGiB(neededBytes);
        if (physical <= 0) {
            return "; or raise the heap: JAVA_OPTS=-Xmx" + gib + "g";
        }
        long cap = (long) Math.floor(physical * MACHINE_SHARE / GIB);
        if (gib <= cap) {
            return "; or raise the heap: JAVA_OPTS=-Xmx" + gib + "g";
        }
        long machine = Math.round((double) physical / GIB);
        String needed = Double.isNaN(neededBytes) ? "" : "a heap of about " + gib + " GiB is needed, ";
        if (cap * GIB <= maxHeap * 1.1 || cap < 1) {
            return "; " + needed + "more than this machine's " + machine + " GiB of memory can give (the heap is "
                    + "already " + (maxHeap >> 20) + " MiB)";
        }
        return "; or raise the heap as far as this machine's " + machine + " GiB allow: JAVA_OPTS=-Xmx" + cap + "g ("
                + (needed.isEmpty() ? "it may still not be enough" : needed + "so it may not be enough") + ")";
    }

    private static long ceilGiB(double bytes) {
        return (long) Math.ceil(bytes / GIB);
    }

    /**
     * The machine's physical memory (a container's limit where the JVM sees one), from the operating system's
     * management bean, else {@code /proc/meminfo}.
     *
     * @return bytes, or 0 when unknown
     */
    static long physicalMemory() {
        try {
            if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.OperatingSystemMXBean os && os.getTotalMemorySize() > 0) {
                return os.getTotalMemorySize();
            }
        } catch (LinkageError | RuntimeException e) {
            // no jdk.management module: read the kernel's figure
        }
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // unknown
        }
        return 0;
    }

    /** Whole GiB for {@code -Xmx}, at least one more than the heap needed (the rest of the program needs some). */
    static long heapGiB(double heapBytes) {
        return Double.isNaN(heapBytes) ? 16 : Math.max(2, (long) Math.ceil(heapBytes / (1L << 30)) + 1);
    }

    public static String oneLine(String message) {
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
    // a quote inside a word (Moore's, rule's) is an apostrophe, not the start or end of a quoted token
    private static final Pattern LONG_QUOTED = Pattern.compile("(?<![A-Za-z])'([^']{" + (LONGEST_TOKEN + 1)
            + ",})'(?![A-Za-z])");

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
