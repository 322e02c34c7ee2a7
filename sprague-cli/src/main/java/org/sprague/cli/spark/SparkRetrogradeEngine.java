package org.sprague.cli.spark;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.solve.retrograde.RetrogradeEngine;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.solve.retrograde.TurnGameSolver;
import org.sprague.value.Outcome;

/**
 * {@code --engine spark}: the game's moves and labels are written as an edge file (node numbers as ids), solved
 * by the sprague-spark module's level-by-level retrograde job in a child JVM ({@link SparkModule}), and read back,
 * so the command prints exactly what the single-machine solver would have given it.
 */
public final class SparkRetrogradeEngine implements RetrogradeEngine {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public TurnGameSolver solver(String master) {
        SparkModule module = SparkModule.find();
        return game -> {
            try {
                return solve(module, game, master);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private static TurnGameSolution solve(SparkModule module, IndexedTurnGame game, String master) throws IOException {
        Path work = Files.createTempDirectory("sprague-spark-");
        try {
            Path edges = work.resolve("edges.txt");
            writeEdges(game, edges);
            Path out = work.resolve("solved");
            List<String> args = new ArrayList<>(List.of("retrograde", "--edges", edges.toUri().toString(),
                    "--nodes", Long.toString(game.size()), "--out", out.toUri().toString()));
            if (master != null) {
                args.addAll(List.of("--master", master));
            }
            module.run(args);
            return read(out, (int) game.size());
        } finally {
            delete(work);
        }
    }

    private static void writeEdges(IndexedTurnGame game, Path file) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            StringBuilder line = new StringBuilder();
            for (long u = 0; u < game.size(); u++) {
                TerminalLabel label = game.label(u);
                if (label != TerminalLabel.NONE) {
                    w.write(u + " : " + label.name().toLowerCase() + "\n");
                    continue;
                }
                long from = u;
                line.setLength(0);
                game.forEachMove(u, v -> line.append(from).append(' ').append(v).append('\n'));
                w.append(line);
            }
        }
    }

    /** Reads the job's {@code node outcome remoteness} lines. */
    private static TurnGameSolution read(Path dir, int n) throws IOException {
        byte[] outcome = new byte[n];
        int[] remoteness = new int[n];
        Arrays.fill(outcome, (byte) -1);
        List<Path> parts;
        try (Stream<Path> files = Files.list(dir)) {
            parts = files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        for (Path part : parts) {
            try (BufferedReader r = Files.newBufferedReader(part, StandardCharsets.US_ASCII)) {
                String line;
                while ((line = r.readLine()) != null) {
                    String[] f = line.split(" ");
                    int u = Integer.parseInt(f[0]);
                    outcome[u] = (byte) switch (f[1]) {
                        case "win" -> Outcome.FIRST.ordinal();
                        case "loss" -> Outcome.SECOND.ordinal();
                        default -> Outcome.DRAW.ordinal();
                    };
                    remoteness[u] = Integer.parseInt(f[2]);
                }
            }
        }
        for (int u = 0; u < n; u++) {
            if (outcome[u] < 0) {
                throw new IllegalStateException("the Spark job left position " + u + " out of its answer");
            }
        }
        Outcome[] outcomes = Outcome.values();
        return new TurnGameSolution() {
            @Override
            public long size() {
                return n;
            }

            @Override
            public Outcome outcome(long position) {
                return outcomes[outcome[(int) position]];
            }

            @Override
            public long remoteness(long position) {
                return remoteness[(int) position];
            }
        };
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }
}
