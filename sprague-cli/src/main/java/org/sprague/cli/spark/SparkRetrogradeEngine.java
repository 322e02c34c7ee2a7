package org.sprague.cli.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.sprague.game.CompressedTurnGame;
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
        try (AsciiLines w = new AsciiLines(Files.newOutputStream(file))) {
            if (game instanceof CompressedTurnGame g) {
                writeEdges(g, w);
                return;
            }
            IOException[] failed = new IOException[1];
            for (long u = 0; u < game.size(); u++) {
                TerminalLabel label = game.label(u);
                if (label != TerminalLabel.NONE) {
                    w.number(u).text(" : ").text(label.name().toLowerCase()).letter('\n');
                    continue;
                }
                long from = u;
                game.forEachMove(u, v -> {
                    try {
                        w.number(from).letter(' ').number(v).letter('\n');
                    } catch (IOException e) {
                        failed[0] = e;
                    }
                });
                if (failed[0] != null) {
                    throw failed[0];
                }
            }
        }
    }

    /** An explicit graph straight from its arrays, without a callback a move. */
    private static void writeEdges(CompressedTurnGame g, AsciiLines w) throws IOException {
        int[] offsets = g.offsets();
        int[] targets = g.targets();
        for (int u = 0; u < g.nodeCount(); u++) {
            int label = g.labelCode(u);
            if (label != 0) {
                w.number(u).text(" : ").text(TerminalLabel.ofCode(label).name().toLowerCase()).letter('\n');
                continue;
            }
            for (int i = offsets[u]; i < offsets[u + 1]; i++) {
                w.number(u).letter(' ').number(targets[i]).letter('\n');
            }
        }
    }

    /** Reads the job's {@code node outcome remoteness} lines (node and remoteness integers, remoteness -1 a draw). */
    private static TurnGameSolution read(Path dir, int n) throws IOException {
        byte[] outcome = new byte[n];
        int[] remoteness = new int[n];
        Arrays.fill(outcome, (byte) -1);
        List<Path> parts;
        try (Stream<Path> files = Files.list(dir)) {
            parts = files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        long[] field = new long[1];
        for (Path part : parts) {
            byte[] text = Files.readAllBytes(part);
            int i = 0;
            while (i < text.length) {
                i = integer(text, i, field);
                int u = Math.toIntExact(field[0]);
                byte first = text[++i]; // w, l or d
                while (text[i] != ' ') {
                    i++;
                }
                i = integer(text, i + 1, field);
                outcome[u] = (byte) (first == 'w' ? Outcome.FIRST.ordinal()
                        : first == 'l' ? Outcome.SECOND.ordinal() : Outcome.DRAW.ordinal());
                remoteness[u] = Math.toIntExact(field[0]);
                i++; // the newline
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

    /** Parses the integer at {@code at} into {@code value[0]}; returns the place of the byte after it. */
    private static int integer(byte[] text, int at, long[] value) {
        boolean negative = text[at] == '-';
        int i = negative ? at + 1 : at;
        long v = 0;
        while (i < text.length && text[i] >= '0' && text[i] <= '9') {
            v = 10 * v + (text[i++] - '0');
        }
        if (i == (negative ? at + 1 : at)) {
            throw new IllegalStateException("the Spark job's answer has no number at byte " + at);
        }
        value[0] = negative ? -v : v;
        return i;
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }
}
