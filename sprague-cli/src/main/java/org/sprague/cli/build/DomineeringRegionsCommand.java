package org.sprague.cli.build;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.io.OutputFile;
import org.sprague.cli.ProgressBarReporter;
import org.sprague.cli.values.ValuesCommand;
import org.sprague.partizan.CanonicalGames;
import org.sprague.domineering.DomineeringRegionDatabase;
import org.sprague.solve.Budget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sprague build domineering-regions --max-squares N --out FILE}: the canonical value of every Domineering
 * region of up to N cells ({@link DomineeringRegionDatabase}), for {@code solve domineering --regions FILE}.
 */
@Command(name = "domineering-regions", mixinStandardHelpOptions = true,
        description = {"Value every Domineering region (a connected set of cells) of up to N cells, one per"
                + " symmetry class, and write the values to a file that 'solve domineering --regions FILE' reads.",
            "Example: sprague build domineering-regions --max-squares 12 --out regions12.bin"})
public final class DomineeringRegionsCommand implements Callable<Integer> {
    @Option(names = "--max-squares", paramLabel = "N", defaultValue = "12",
            description = "the largest region, 1 to " + DomineeringRegionDatabase.MAX_SQUARES + " cells (default 12)")
    String maxSquares;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "the database file to write")
    Path out;

    @Option(names = "--budget", paramLabel = "TIME", defaultValue = "10m",
            description = "the time budget, such as 90s, 30m or 2h, or none (default 10m)")
    String budget;

    @Option(names = "--progress", negatable = true,
            description = "a progress bar on standard error (default: only when it is a terminal and --json is absent)")
    Boolean progress;

    @Option(names = "--json", description = "print exactly one JSON object")
    boolean json;

    @Override
    public Integer call() throws IOException {
        int n = squares(maxSquares);
        Budget limits = Budget.standard().withTime(time(budget));
        // refused before the work: a device, FIFO or directory is never replaced
        OutputFile.check(out, "--out");
        CanonicalGames games = new CanonicalGames().limit(limits.memory().open(), limits.start());
        long start = System.nanoTime();
        DomineeringRegionDatabase database;
        boolean bar = progress != null ? progress : !json && ProgressBarReporter.stderrIsTerminal();
        try (ProgressBarReporter reporter = new ProgressBarReporter("regions", " shapes")) {
            if (bar) {
                reporter.start(0, DomineeringRegionDatabase.fixedPolyominoes(n) - 1);
            }
            database = DomineeringRegionDatabase.build(n, games, reporter::at);
        }
        long bytes;
        try {
            bytes = database.write(out);
        } catch (IOException e) {
            throw new BadInputException("cannot write --out " + out + " (" + e.getMessage() + ")");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(database, bytes, seconds);
        return 0;
    }

    private void print(DomineeringRegionDatabase database, long bytes, double seconds) throws IOException {
        PrintStream stdout = System.out;
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(stdout, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("file", out.toString());
            w.writeNumberField("maxSquares", database.maxSquares());
            w.writeNumberField("regions", DomineeringRegionDatabase.fixedPolyominoes(database.maxSquares()));
            w.writeNumberField("shapes", database.shapes());
            w.writeNumberField("games", database.games());
            w.writeNumberField("bytes", bytes);
            w.writeNumberField("version", DomineeringRegionDatabase.VERSION);
            w.writeNumberField("seconds", Math.round(seconds * 100) / 100.0);
            w.writeEndObject();
            w.flush();
            stdout.println();
        } else {
            stdout.printf(Locale.ROOT, "domineering regions of up to %d squares: %d regions, %d shapes up to"
                    + " symmetry, %d canonical games%n", database.maxSquares(),
                    DomineeringRegionDatabase.fixedPolyominoes(database.maxSquares()), database.shapes(),
                    database.games());
            // the seconds vary from run to run: only the JSON gives them, so the text is the same every time
            stdout.printf(Locale.ROOT, "wrote %s: %d bytes (version %d)%n", out, bytes,
                    DomineeringRegionDatabase.VERSION);
        }
        stdout.flush();
    }

    private static java.time.Duration time(String text) {
        try {
            return ValuesCommand.time(text);
        } catch (BadInputException e) {
            throw new BadInputException("--budget takes a time such as 90s, 30m or 2h, or none; got '"
                    + org.sprague.catalog.Integers.excerpt(text) + "'");
        }
    }

    private static int squares(String text) {
        java.math.BigInteger v = org.sprague.catalog.Integers.parse(text, "--max-squares");
        if (v.compareTo(java.math.BigInteger.ONE) < 0
                || v.compareTo(java.math.BigInteger.valueOf(DomineeringRegionDatabase.MAX_SQUARES)) > 0) {
            throw new BadInputException("--max-squares takes 1 to " + DomineeringRegionDatabase.MAX_SQUARES
                    + ", not " + org.sprague.catalog.Integers.excerpt(text));
        }
        return v.intValue();
    }
}
