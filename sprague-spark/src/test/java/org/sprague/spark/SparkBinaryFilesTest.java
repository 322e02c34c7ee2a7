package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;

/**
 * The binary edge file ({@link BinaryEdges}) and the binary answer ({@link BinaryAnswer}), the forms the
 * {@code sprague} command exchanges with the job: both written and read here byte by byte, independently of the
 * code under test, and the answers compared with the single-machine {@link CountingRetrogradeSolver}, with every
 * round on Spark and with the driver taking the rest.
 */
class SparkBinaryFilesTest {
    private final SparkSession spark = SharedSpark.session();

    @Test
    void binaryEdgesInAndTheBinaryAnswerOutAsTheSingleMachineSolver(@TempDir Path dir) throws IOException {
        GameGraph g = Graphs.randomUnion(5, 40);
        Path edges = dir.resolve("edges.bin");
        try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(edges))) {
            for (int u = 0; u < g.nodeCount(); u++) {
                if (g.labelCode(u) != 0) {
                    out.writeLong(-1 - u);
                    out.writeLong(g.labelCode(u));
                    continue;
                }
                for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                    out.writeLong(u);
                    out.writeLong(g.targets()[i]);
                }
            }
        }
        TurnGameSolution expected = new CountingRetrogradeSolver().solve(g);
        int k = 0;
        for (SparkRetrograde solver : List.of(new SparkRetrograde(3).handOffTail(0, 0), new SparkRetrograde(2))) {
            Path out = dir.resolve("solved" + k++);
            solver.solve(BinaryEdges.read(spark, edges.toString(), g.nodeCount())).writeBinary(out.toString());
            String[] answers = new String[g.nodeCount()];
            Set<String> kinds = new HashSet<>();
            try (var parts = Files.list(out)) {
                for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-")).toList()) {
                    readAnswer(part, answers);
                }
            }
            String[] word = {"win", "loss", "draw"};
            for (int u = 0; u < g.nodeCount(); u++) {
                String want = word[expected.outcome(u).ordinal()] + " " + expected.remoteness(u);
                assertThat(answers[u]).as("node " + u).isEqualTo(want);
                kinds.add(word[expected.outcome(u).ordinal()]);
            }
            assertThat(kinds).containsExactlyInAnyOrder("win", "loss", "draw");
        }
    }

    @Test
    void aBrokenBinaryFileIsBadInput(@TempDir Path dir) throws IOException {
        Path odd = dir.resolve("odd.bin");
        Files.write(odd, new byte[17]);
        assertThat(error(() -> BinaryEdges.read(spark, odd.toString(), 4)))
                .isEqualTo("error: the binary edge file " + odd + " has 17 bytes, not a whole number of 16-byte"
                        + " records\n");
        Path label = dir.resolve("label.bin");
        try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(label))) {
            out.writeLong(0);
            out.writeLong(1);
            out.writeLong(-2); // node 1
            out.writeLong(7);
        }
        assertThat(error(() -> new SparkRetrograde(2).solve(BinaryEdges.read(spark, label.toString(), 2)).pairs()
                .count())).isEqualTo("error: the binary edge file " + label + " labels node 1 with code 7; a label"
                        + " code is 1 (win), 2 (loss) or 3 (draw)\n");
        assertThat(error(() -> BinaryEdges.read(spark, dir.resolve("none.bin").toString(), 2)))
                .isEqualTo("error: the edge file " + dir.resolve("none.bin") + " does not exist\n");
    }

    /** One block file: count, ids, outcome bytes, remotenesses, as the job's documentation lays them out. */
    private static void readAnswer(Path part, String[] answers) throws IOException {
        try (DataInputStream in = new DataInputStream(Files.newInputStream(part))) {
            int n = in.readInt();
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ids.add(in.readLong());
            }
            String[] word = new String[n];
            for (int i = 0; i < n; i++) {
                word[i] = List.of("win", "loss", "draw").get(in.readByte());
            }
            for (int i = 0; i < n; i++) {
                int u = Math.toIntExact(ids.get(i));
                assertThat(answers[u]).as("node " + u + " once").isNull();
                answers[u] = word[i] + " " + in.readLong();
            }
            assertThat(in.read()).isEqualTo(-1);
        }
    }

    private static String error(Runnable r) {
        Throwable t = catchThrowable(r::run);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        SparkMain.report(t, new PrintStream(err, true, StandardCharsets.UTF_8));
        return err.toString(StandardCharsets.UTF_8);
    }
}
