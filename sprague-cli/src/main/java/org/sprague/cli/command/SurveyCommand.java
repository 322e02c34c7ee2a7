package org.sprague.cli.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.io.InputFile;
import org.sprague.cli.output.SurveyOutput;
import org.sprague.cli.spark.SparkModule;
import org.sprague.cli.values.ValuesCommand;
import org.sprague.solve.Budget;
import org.sprague.survey.SurveyCodes;
import org.sprague.survey.SurveyResults;
import org.sprague.survey.SurveyRow;
import org.sprague.survey.Surveys;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sprague survey octal|hex --digits D --upto N}: every code {@code 0.d1...dk} (1 <= k <= D, dk != 0), or the
 * codes of a file, each computed by the single-machine engine until its period is proven or N is reached, as a
 * table in code order. {@code --engine local} runs the codes one by one in this process; {@code --engine spark}
 * spreads them over Spark tasks in the sprague-spark module (a child JVM), with the same rows.
 */
@Command(name = "survey", mixinStandardHelpOptions = true,
        description = {"A table of octal or hexadecimal games: preperiod, period, saltus, proof, largest value and"
                + " the values' hash, for every code of up to D digits (or those of --codes FILE).",
            "Example: sprague survey octal --digits 2 --upto 1000"})
public final class SurveyCommand implements Callable<Integer> {
    /** The largest code file read: a million codes of ten digits take about 12 MiB. */
    static final long MAX_CODES_BYTES = 16L << 20;

    @Parameters(arity = "0..1", paramLabel = "FAMILY", description = "octal or hex (leave out with --codes)")
    String family;

    @Option(names = "--digits", paramLabel = "D", description = "codes of 1 to D digits after the point")
    Integer digits;

    @Option(names = "--codes", paramLabel = "FILE", description = "the codes of a file instead of a family")
    String codesFile;

    @Option(names = "--upto", paramLabel = "N", required = true,
            description = "compute each code until its period is proven or G(N) is reached")
    int upto;

    @Option(names = "--engine", paramLabel = "E", defaultValue = "local",
            description = "local (one code after another in this process, the default) or spark")
    String engine;

    @Option(names = "--master", paramLabel = "URL", description = "with --engine spark: the Spark master"
            + " (default local[*])")
    String master;

    @Option(names = "--results", paramLabel = "DIR", description = "keep finished codes here; a new run skips"
            + " them (resume)")
    Path results;

    @Option(names = "--budget", paramLabel = "STEPS", description = "the most steps one code may take, estimated"
            + " before the survey starts (default " + (long) Budget.STANDARD_STEPS + "), or none")
    String budget;

    @Option(names = "--json", description = "the table as one JSON object")
    boolean json;

    @Option(names = "--format", paramLabel = "F", description = "text (default), json, jsonl or csv")
    String format;

    @Override
    public Integer call() throws IOException {
        List<String> codes = codes();
        if (upto < 0 || upto > Integer.MAX_VALUE - 16) {
            throw new BadInputException("--upto must be between 0 and " + (Integer.MAX_VALUE - 16) + ", got " + upto);
        }
        String shape = format == null ? (json ? "json" : "text") : format;
        if (json && !shape.equals("json")) {
            throw new BadInputException("give either --json or --format " + shape + ", not both");
        }
        if (!List.of("text", "json", "jsonl", "csv").contains(shape)) {
            throw new BadInputException("--format takes text, json, jsonl or csv, got '" + shape + "'");
        }
        Surveys.checkBudget(codes, upto, ValuesCommand.budget(budget));
        List<SurveyRow> rows = switch (engine) {
            case "local" -> {
                if (master != null) {
                    throw new BadInputException("--master is for --engine spark");
                }
                yield local(codes);
            }
            case "spark" -> spark(codes);
            default -> throw new BadInputException("unknown engine '" + engine + "'; engines: local, spark");
        };
        SurveyOutput.print(shape, codesFile == null ? family : "file", digits, upto, rows);
        return 0;
    }

    /** The text of a file, which must be UTF-8: a byte that is not is bad input naming its line. */
    static String utf8(byte[] bytes, String source) {
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
        java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        java.nio.charset.CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int at = in.position();
            int line = 1;
            for (int i = 0; i < at; i++) {
                // lines end at \n, \r\n or \r, as a reader of lines ends them
                if (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n')) {
                    line++;
                }
            }
            throw new BadInputException(String.format(java.util.Locale.ROOT, "%s line %d is not valid UTF-8 (byte"
                    + " 0x%02X); save the file as UTF-8", source, line, bytes[at] & 0xff));
        }
        return out.flip().toString();
    }

    private List<String> codes() throws IOException {
        if (codesFile != null) {
            if (family != null || digits != null) {
                throw new BadInputException("give either a family with --digits or --codes FILE, not both");
            }
            // a regular file of at most 16 MiB: a FIFO would block the run, /dev/zero fill the heap
            byte[] bytes = InputFile.readAll(codesFile, "code file", MAX_CODES_BYTES);
            return SurveyCodes.read(new java.io.StringReader(utf8(bytes, codesFile)), codesFile);
        }
        if (family == null || !family.equals("octal") && !family.equals("hex")) {
            throw new BadInputException("survey takes octal or hex"
                    + (family == null ? "" : ", got '" + family + "'") + " (or --codes FILE)");
        }
        if (digits == null) {
            throw new BadInputException("survey " + family + " needs --digits D");
        }
        return SurveyCodes.family(family.equals("hex"), digits);
    }

    /** One code after another, each saved as soon as it is done. */
    private List<SurveyRow> local(List<String> codes) {
        Map<String, SurveyRow> done = SurveyResults.load(results, codes, upto);
        List<SurveyRow> rows = new ArrayList<>();
        for (String code : codes) {
            SurveyRow row = done.get(code);
            if (row == null) {
                row = Surveys.row(code, upto);
                if (results != null) {
                    SurveyResults.save(results, row);
                }
            }
            rows.add(row);
        }
        return rows;
    }

    /** The codes not yet in the results directory go to the Spark job, which writes its rows there. */
    private List<SurveyRow> spark(List<String> codes) throws IOException {
        SparkModule module = SparkModule.find();
        List<String> todo = new ArrayList<>(codes);
        todo.removeAll(SurveyResults.load(results, codes, upto).keySet());
        if (todo.isEmpty()) {
            return local(codes); // everything is in the results directory: nothing to start Spark for
        }
        Path dir = results != null ? results : Files.createTempDirectory("sprague-survey-");
        Path list = Files.createTempFile("sprague-codes-", ".txt");
        try {
            Files.write(list, todo, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>(List.of("survey", "--codes", list.toString(), "--upto",
                    Integer.toString(upto), "--results", dir.toAbsolutePath().toString()));
            if (master != null) {
                args.addAll(List.of("--master", master));
            }
            module.run(args);
            Map<String, SurveyRow> done = SurveyResults.load(dir, codes, upto);
            List<SurveyRow> rows = new ArrayList<>();
            for (String code : codes) {
                SurveyRow row = done.get(code);
                if (row == null) {
                    throw new IllegalStateException("the Spark job left code " + code + " out of " + dir);
                }
                rows.add(row);
            }
            return rows;
        } finally {
            Files.deleteIfExists(list);
            if (results == null) {
                try (var files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.deleteIfExists(f);
                    }
                }
                Files.deleteIfExists(dir);
            }
        }
    }
}
