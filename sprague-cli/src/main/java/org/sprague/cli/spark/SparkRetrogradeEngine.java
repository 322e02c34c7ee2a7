package org.sprague.cli.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
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
 * {@code --engine spark}: the game's moves and labels are written as a binary edge file (node numbers as ids,
 * {@link BinaryRecords}), solved by the sprague-spark module's level-by-level retrograde job in a child JVM
 * ({@link SparkModule}), and its binary answer (one file per block, placed here by node number) read back, so the
 * command prints exactly what the single-machine solver would have given it. Binary both ways: no digits written
 * or parsed, and the job neither counts, samples nor sorts the nodes for an answer in node order.
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
            Path edges = work.resolve("edges.bin");
            writeEdges(game, edges);
            Path out = work.resolve("solved");
            List<String> args = new ArrayList<>(List.of("retrograde", "--edges", edges.toUri().toString(),
                    "--format", "binary", "--nodes", Long.toString(game.size()), "--out", out.toUri().toString(),
                    "--out-format", "binary"));
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
        try (BinaryRecords w = new BinaryRecords(Files.newOutputStream(file))) {
            if (game instanceof CompressedTurnGame g) {
                writeEdges(g, w);
                return;
            }
            IOException[] failed = new IOException[1];
            for (long u = 0; u < game.size(); u++) {
                TerminalLabel label = game.label(u);
                if (label != TerminalLabel.NONE) {
                    w.label(u, label.code());
                    continue;
                }
                long from = u;
                game.forEachMove(u, v -> {
                    try {
                        w.move(from, v);
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
    private static void writeEdges(CompressedTurnGame g, BinaryRecords w) throws IOException {
        int[] offsets = g.offsets();
        int[] targets = g.targets();
        for (int u = 0; u < g.nodeCount(); u++) {
            int label = g.labelCode(u);
            if (label != 0) {
                w.label(u, label);
                continue;
            }
            for (int i = offsets[u]; i < offsets[u + 1]; i++) {
                w.move(u, targets[i]);
            }
        }
    }

    /**
     * Reads the job's binary answer ({@code --out-format binary}): per block file an {@code int} count n, n node
     * ids, n outcome bytes (0 win, 1 loss, 2 draw) and n remotenesses (-1 a draw), all big-endian.
     */
    private static TurnGameSolution read(Path dir, int n) throws IOException {
        byte[] outcome = new byte[n];
        int[] remoteness = new int[n];
        Arrays.fill(outcome, (byte) -1);
        List<Path> parts;
        try (Stream<Path> files = Files.list(dir)) {
            parts = files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        Outcome[] byCode = {Outcome.FIRST, Outcome.SECOND, Outcome.DRAW};
        for (Path part : parts) {
            ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(part));
            while (b.hasRemaining()) {
                int count = b.getInt();
                int ids = b.position();
                int outcomes = ids + 8 * count;
                int remotes = outcomes + count;
                for (int i = 0; i < count; i++) {
                    int u = Math.toIntExact(b.getLong(ids + 8 * i));
                    outcome[u] = (byte) byCode[b.get(outcomes + i)].ordinal();
                    remoteness[u] = Math.toIntExact(b.getLong(remotes + 8 * i));
                }
                b.position(remotes + 8 * count);
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
