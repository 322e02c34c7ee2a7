package org.sprague.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;
import org.sprague.survey.SurveyCodes;
import org.sprague.survey.SurveyRow;
import org.sprague.survey.Surveys;

/**
 * The entry point for {@code ./sprague-spark} and {@code spark-submit}:
 *
 * <pre>
 * survey octal|hex --digits D --upto N [--results DIR] [--budget STEPS] [--master URL]   CSV on standard output
 * survey --codes FILE --upto N [--results DIR] [--master URL]
 * retrograde --edges PATH [--format text|parquet|binary] [--labels PATH] [--nodes N] --out DIR
 *            [--out-format text|parquet|binary] [--partitions P] [--tail-moves M] [--master URL] [--progress]
 * retrograde --game CLASS --out DIR ...                                    CLASS: a GameFactory
 * split domineering|cram --rows R1|R2|... --depth D --out FILE [--batch B] [--search-steps S|none] [--seconds T]
 *       [--master URL]
 * </pre>
 *
 * <p>{@code split} solves the leaves of a board's search split at depth D ({@link SparkSplit}), in rounds of at
 * most B leaves (default: the cores) where the game can do without some, and writes one line
 * {@code word value positions} (tab-separated) a leaf solved to the output file.
 *
 * Failures end with one {@code error:} line: exit 2 for bad input, 3 for a resource limit, 1 otherwise.
 */
public final class SparkMain {
    private static final Set<String> FLAGS = Set.of("--progress");

    private SparkMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0) {
                throw new BadInputException("give a command: survey, retrograde or split");
            }
            List<String> positional = new ArrayList<>();
            Map<String, String> options = parse(args, positional);
            switch (positional.get(0)) {
                case "survey" -> survey(positional, options, out);
                case "retrograde" -> retrograde(positional, options, out);
                case "split" -> split(positional, options);
                default -> throw new BadInputException("unknown command '" + positional.get(0)
                        + "'; commands: survey, retrograde, split");
            }
            return 0;
        } catch (Throwable t) {
            return report(t, err);
        }
    }

    private static void survey(List<String> positional, Map<String, String> o, PrintStream out) throws IOException {
        int upto = (int) number(o, "--upto", -1, Integer.MAX_VALUE - 16);
        List<String> codes;
        if (o.containsKey("--codes")) {
            only(positional, 1);
            codes = readCodes(o.get("--codes"));
        } else {
            only(positional, 2);
            String family = positional.get(1);
            if (!family.equals("octal") && !family.equals("hex")) {
                throw new BadInputException("survey takes octal or hex (or --codes FILE), got '" + family + "'");
            }
            codes = SurveyCodes.family(family.equals("hex"), (int) number(o, "--digits", -1, SurveyCodes.MAX_DIGITS));
        }
        Surveys.checkBudget(codes, upto, budget(o.get("--budget")));
        Path results = o.containsKey("--results") ? Path.of(o.get("--results")) : null;
        SparkSession spark = Sessions.start(o.get("--master"));
        try {
            List<SurveyRow> rows = SparkSurvey.run(spark, codes, upto, results);
            out.println(SurveyRow.CSV_HEADER);
            for (SurveyRow r : rows) {
                out.println(r.csv());
            }
        } finally {
            spark.stop();
        }
    }

    private static void retrograde(List<String> positional, Map<String, String> o, PrintStream out)
            throws ReflectiveOperationException {
        only(positional, 1);
        String dir = required(o, "--out");
        long began = System.nanoTime();
        // checked before Spark starts, so a bad count costs no session; absent (-2): chosen by the cores below
        long givenPartitions = number(o, "--partitions", -2, 1, 1 << 20);
        SparkSession spark = Sessions.start(o.get("--master"));
        try {
            // one block per core in local mode (a round's tasks cost more than their work on small levels), two on a
            // cluster, where a straggling block holds up the round
            int perCore = spark.sparkContext().isLocal() ? 1 : 2;
            int partitions = (int) (givenPartitions > 0 ? givenPartitions
                    : (long) perCore * spark.sparkContext().defaultParallelism());
            SparkRetrograde solver = new SparkRetrograde(partitions).handOffTail(Long.MAX_VALUE,
                    number(o, "--tail-moves", SparkRetrograde.TAIL_MOVES, Long.MAX_VALUE));
            if (o.containsKey("--progress")) {
                solver.onRound(System.err::println);
            }
            Solved solved;
            if (o.containsKey("--game")) {
                GameFactory factory = (GameFactory) Class.forName(o.get("--game")).getDeclaredConstructor()
                        .newInstance();
                solved = solver.solve(spark, factory.create().size(), factory);
            } else {
                String format = o.getOrDefault("--format", "text");
                long nodes = o.containsKey("--nodes") ? number(o, "--nodes", 0, Long.MAX_VALUE) : -1;
                EdgeInput in = switch (format) {
                    case "text" -> EdgeInput.text(spark, required(o, "--edges"), nodes);
                    case "parquet" -> EdgeInput.parquet(spark, required(o, "--edges"), o.get("--labels"), nodes);
                    case "binary" -> BinaryEdges.read(spark, required(o, "--edges"), nodes);
                    default -> throw new BadInputException("--format takes text, parquet or binary, got '" + format
                            + "'");
                };
                solved = solver.solve(in);
            }
            switch (o.getOrDefault("--out-format", "text")) {
                case "text" -> solved.writeText(dir);
                case "parquet" -> solved.writeParquet(spark, dir);
                case "binary" -> solved.writeBinary(dir);
                default -> throw new BadInputException("--out-format takes text, parquet or binary");
            }
            List<Long> times = new ArrayList<>(solver.roundNanos());
            times.sort(null);
            out.printf("rounds %d%s, median round %.3f s, slowest %.3f s, total %.1f s%n", solver.rounds(),
                    solver.handedOffAt() < 0 ? "" : " (then the driver from level " + solver.handedOffAt() + ")",
                    times.isEmpty() ? 0 : times.get(times.size() / 2) / 1e9,
                    times.isEmpty() ? 0 : times.get(times.size() - 1) / 1e9,
                    (System.nanoTime() - began) / 1e9);
        } finally {
            spark.stop();
        }
    }

    private static void split(List<String> positional, Map<String, String> o) throws IOException {
        only(positional, 2);
        String game = positional.get(1);
        org.sprague.split.SplitGames.find(game);
        List<String> rows = org.sprague.split.BoardImages.rows(required(o, "--rows"));
        for (String row : rows) {
            if (!row.matches("[.#]+") || row.length() != rows.get(0).length()) {
                throw new BadInputException("--rows takes rows of '.' and '#' of one length, joined by '|'");
            }
        }
        int depth = (int) number(o, "--depth", -1, 1, 16);
        Path target = Path.of(required(o, "--out"));
        String steps = o.getOrDefault("--search-steps", "none");
        double searchSteps = steps.equals("none") ? Double.POSITIVE_INFINITY
                : number(o, "--search-steps", -1, 1, Long.MAX_VALUE);
        long seconds = number(o, "--seconds", 0, Long.MAX_VALUE);
        long batch = number(o, "--batch", 0, 1, SparkSplit.MOST_TASKS);
        SparkSession spark = Sessions.start(o.get("--master"));
        try {
            Map<String, org.sprague.split.SplitGame.Leaf> solved = SparkSplit.solve(spark, game, rows, depth,
                    (int) (batch > 0 ? batch : spark.sparkContext().defaultParallelism()), searchSteps, seconds);
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, org.sprague.split.SplitGame.Leaf> e : solved.entrySet()) {
                text.append(org.sprague.split.SplitGames.line(e.getKey(), e.getValue())).append('\n');
            }
            Path partial = target.resolveSibling(target.getFileName() + ".partial");
            Files.writeString(partial, text, StandardCharsets.UTF_8);
            Files.move(partial, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } finally {
            spark.stop();
        }
    }

    /** Unlimited unless {@code --budget STEPS} is given: a job submitted to a cluster is meant to be long. */
    private static Budget budget(String text) {
        return text == null || text.equals("none") ? Budget.unlimited()
                : Budget.unlimited().withSteps(number(Map.of("--budget", text), "--budget", 0, Long.MAX_VALUE));
    }

    private static List<String> readCodes(String file) throws IOException {
        try {
            return SurveyCodes.read(Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8), file);
        } catch (NoSuchFileException e) {
            throw new BadInputException("code file " + file + " does not exist");
        }
    }

    private static Map<String, String> parse(String[] args, List<String> positional) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--")) {
                if (FLAGS.contains(a)) {
                    options.put(a, "true");
                } else if (i + 1 == args.length) {
                    throw new BadInputException("option " + a + " needs a value");
                } else {
                    options.put(a, args[++i]);
                }
            } else {
                positional.add(a);
            }
        }
        return options;
    }

    private static void only(List<String> positional, int count) {
        if (positional.size() != count) {
            throw new BadInputException("unexpected arguments " + positional.subList(Math.min(count,
                    positional.size()), positional.size()) + "; see the usage in docs/distributed.md");
        }
    }

    private static String required(Map<String, String> o, String name) {
        String v = o.get(name);
        if (v == null) {
            throw new BadInputException("missing " + name);
        }
        return v;
    }

    private static long number(Map<String, String> o, String name, long fallback, long most) {
        return number(o, name, fallback, 0, most);
    }

    /** The whole number {@code name} gives, within [least, most]; {@code fallback} when absent (-1: required). */
    private static long number(Map<String, String> o, String name, long fallback, long least, long most) {
        String v = o.get(name);
        if (v == null) {
            if (fallback == -1) {
                throw new BadInputException("missing " + name + " N");
            }
            return fallback;
        }
        try {
            long n = Long.parseLong(v.strip());
            if (n < least || n > most) {
                throw new BadInputException(name + " must be between " + least + " and " + most + ", got " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new BadInputException(name + " takes a whole number, got '" + v + "'");
        }
    }

    /** One line for any failure, however deep in a Spark task it happened. */
    static int report(Throwable t, PrintStream err) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof BadInputException bad) {
                err.println("error: " + oneLine(bad.message(SparkOptionNames.SPARK)));
                return 2;
            }
            if (c instanceof ResourceLimitException limit) {
                err.println("error: " + oneLine(limit.message(SparkOptionNames.SPARK)));
                return 3;
            }
            if (c instanceof OutOfMemoryError) {
                err.println("error: out of memory in the Spark job; raise the driver or executor memory"
                        + " (--driver-memory, --executor-memory, or JAVA_OPTS=-Xmx16g for ./sprague-spark)");
                return 3;
            }
        }
        // a failed task reaches the driver as a SparkException whose message names the task's exception
        for (Throwable c = t; c != null; c = c.getCause()) {
            String m = c.getMessage() == null ? "" : c.getMessage();
            for (Class<?> kind : List.of(BadInputException.class, ResourceLimitException.class)) {
                int at = m.indexOf(kind.getName() + ": ");
                if (at >= 0) {
                    err.println("error: " + oneLine(m.substring(at + kind.getName().length() + 2)));
                    return kind == BadInputException.class ? 2 : 3;
                }
            }
        }
        err.println("error: the Spark job failed: " + t.getClass().getSimpleName() + ": " + oneLine(t.getMessage()));
        return 1;
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "no details";
        }
        String first = s.strip().lines().findFirst().orElse("no details");
        return first.length() > 300 ? first.substring(0, 300) + " ..." : first;
    }
}
