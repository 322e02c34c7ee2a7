package org.sprague.cli.command;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.io.InputFile;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.cli.Errors;
import org.sprague.cli.output.JsonOutput;
import org.sprague.cli.output.Output;
import org.sprague.solve.Budget;

/**
 * {@code solve GAME --cases FILE|-}: one case a line (its position arguments, with its own game options if any;
 * blank lines skipped), each answered in order in one run. A line is read exactly as the command line reads the same
 * words: there are no comments, since {@code #} is part of positions (a filled square of Domineering), and no
 * syntax of a comment is foreign to every game (graph nodes may be named by any word without {@code #}). A line
 * that is not valid UTF-8 is a bad case, from a file as from standard input ({@link CaseLines}). With {@code --json}, one JSON
 * object a line with {@code "case": N} (the 1-based line number); a bad case gives {@code {"case": N, "error":
 * ...}} (text: {@code error: case N: ...} on standard error) and the run goes on. Exit 2 when any case was bad.
 *
 * <p>Without {@code --budget}, each case has the search limit of one answer ({@link Budget#STANDARD_SEARCH_STEPS}),
 * so a case is answered as {@code solve} answers it alone, and all the searches of the run together have
 * {@link #SEARCH_TOTAL}. Once that total is used, the cases after go on without their optional searches (the answer
 * notes "remoteness not computed ... the total budget"), a case that needs a search gets its error line, and the
 * run ends with one note on standard error saying from which case on. Exit 3 when a case ran out of a budget, else 2
 * when any case was bad.
 */
final class Cases {
    /** Solves one case. */
    @FunctionalInterface
    interface Solver {
        Answer solve(GameOptions options, List<String> position);
    }

    /**
     * The search steps of all the cases of a run without {@code --budget} together: 10^10 steps, about a hundred
     * seconds of search, while each case keeps the standard search limit of one answer.
     */
    static final double SEARCH_TOTAL = 100 * Budget.SEARCH_STEPS_PER_SECOND;

    /** The budget of the cases of a run without {@code --budget}: {@code base}, with {@link #SEARCH_TOTAL} for all. */
    static Budget budget(Budget base) {
        return budget(base, SEARCH_TOTAL);
    }

    /** {@code base} with a fresh total of {@code total} search steps for all the cases of one run. */
    static Budget budget(Budget base, double total) {
        return base.withSearchTotal(total);
    }

    // compiled once: a case costs less than compiling a pattern
    private static final Pattern OPTION_LIKE = Pattern.compile("--?[a-zA-Z][a-zA-Z0-9-]*");

    private Cases() {
    }

    static int run(String source, List<GameOption> known, GameOptions base, Solver solver, boolean json,
            PrintWriter err) throws IOException {
        InputStream in;
        if (source.equals("-")) {
            in = System.in;
        } else {
            // a regular file only: a FIFO would block the run, /dev/zero is one endless line
            in = InputFile.open(source, "--cases file");
        }
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        PrintStream text = new PrintStream(out, false, StandardCharsets.UTF_8);
        JsonOutput writer = json ? new JsonOutput(out) : null;
        boolean bad = false;
        boolean exhausted = false;
        int totalFrom = 0;
        int lineNumber = 0;
        Budget budget = base.budget();
        CaseLines lines = new CaseLines(in);
        try (InputStream close = source.equals("-") ? null : in) {
            for (CaseLines.Line line = next(lines, source); line != null; line = next(lines, source)) {
                lineNumber++;
                String error;
                try {
                    if (line.text() == null) {
                        throw new BadInputException(line.error());
                    }
                    String body = line.text().strip();
                    if (body.isEmpty()) {
                        continue;
                    }
                    Map<String, String> given = new LinkedHashMap<>(base.asMap());
                    List<String> position = split(body, known, given);
                    GameOptions options = base.withValues(given);
                    Answer answer = solver.solve(options, position);
                    if (totalFrom == 0 && budget.searchTotalReached()) {
                        totalFrom = lineNumber;
                    }
                    if (json) {
                        writer.answer(answer, options, lineNumber);
                        writer.flush();
                        out.write('\n');
                    } else {
                        text.println("case " + lineNumber);
                        Output.text(answer, options, text);
                        text.flush();
                    }
                    continue;
                } catch (BadInputException | ResourceLimitException e) {
                    if (totalFrom == 0 && budget.searchTotalReached()) {
                        totalFrom = lineNumber;
                    }
                    exhausted |= e instanceof ResourceLimitException;
                    error = Errors.oneLine(Errors.message(e));
                }
                bad = true;
                if (json) {
                    writer.error(lineNumber, error);
                    writer.flush();
                    out.write('\n');
                } else {
                    text.flush();
                    out.flush();
                    err.println("error: case " + lineNumber + ": " + error);
                }
            }
        }
        out.flush();
        if (totalFrom > 0) {
            err.println(String.format(java.util.Locale.ROOT, "note: from case %d on, the searches of these cases had"
                    + " used their total budget (%.0e steps for all the cases without --budget): later answers lack"
                    + " what a search adds, such as remoteness; give each case its own budget with --budget %.0f"
                    + " (then there is no total)", totalFrom, budget.searchTotal(), Budget.STANDARD_SEARCH_STEPS));
        }
        return exhausted ? Errors.RESOURCE : bad ? Errors.BAD_INPUT : 0;
    }

    /** The next line of the input, a read error being bad input that names the file. */
    private static CaseLines.Line next(CaseLines lines, String source) {
        try {
            return lines.next();
        } catch (IOException e) {
            throw new BadInputException("cannot read --cases " + (source.equals("-") ? "standard input" : "file "
                    + source) + ": " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " "
                    + e.getMessage()));
        }
    }

    /** Splits a case into its options (added to {@code given}) and its position arguments. */
    static List<String> split(String body, List<GameOption> known, Map<String, String> given) {
        List<String> tokens = words(body);
        List<String> position = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            GameOption option = t.startsWith("--") ? find(known, t) : null;
            if (option == null) {
                if (t.startsWith("-") && OPTION_LIKE.matcher(t).matches()) {
                    throw new BadInputException("unknown option '" + t + "'");
                }
                position.add(t);
            } else if (option.isFlag()) {
                given.put(option.name(), "true");
            } else {
                if (i + 1 == tokens.size()) {
                    throw new BadInputException(option.name() + " needs a value");
                }
                given.put(option.name(), tokens.get(++i));
            }
        }
        return position;
    }

    /** The words of a stripped line, split where the regex {@code \s+} splits, without a regex per case. */
    static List<String> words(String body) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= body.length(); i++) {
            boolean space = i == body.length() || " \t\n\u000B\f\r".indexOf(body.charAt(i)) >= 0;
            if (space && start >= 0) {
                words.add(body.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    private static GameOption find(List<GameOption> known, String name) {
        for (GameOption o : known) {
            if (o.name().equals(name)) {
                return o;
            }
        }
        return null;
    }
}
