package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code sprague} command with {@code --engine spark} (its bridge runs this packaged module in a child
 * JVM) prints byte for byte what it prints with the single-machine engine.
 */
class SparkEngineIT {
    record Result(int exit, String out, String err) {
    }

    static Result run(Path dir, String... args) throws IOException, InterruptedException {
        String jar = System.getProperty("sprague.jar");
        assertThat(Path.of(jar)).as("the packaged sprague command (build sprague-cli first)").exists();
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "stdout", ".txt");
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void solveGraphPrintsTheSameWithEitherEngine(@TempDir Path dir) throws Exception {
        // a random cyclic graph with named nodes and labels: the bridge maps names to ids and back
        SplittableRandom r = new SplittableRandom(11);
        StringBuilder g = new StringBuilder("# a test graph\n");
        for (int i = 0; i < 400; i++) {
            g.append("n").append(r.nextInt(150)).append(' ').append("n").append(r.nextInt(150)).append('\n');
        }
        for (int i = 0; i < 30; i++) {
            g.append("n").append(i * 5).append(" : ").append(List.of("win", "loss", "draw").get(i % 3)).append('\n');
        }
        Path file = dir.resolve("graph.txt");
        Files.writeString(file, g);
        Result local = run(dir, "solve", "graph", "--file", file.toString(), "--json");
        Result spark = run(dir, "solve", "graph", "--file", file.toString(), "--json", "--engine", "spark",
                "--master", "local[2]");
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(spark.out()).isEqualTo(local.out()).contains("\"outcome\":\"draw\"").contains("\"remoteness\":3");
    }

    @Test
    void surveyPrintsTheSameWithEitherEngine(@TempDir Path dir) throws Exception {
        Result local = run(dir, "survey", "octal", "--digits", "1", "--upto", "500", "--json");
        Result spark = run(dir, "survey", "octal", "--digits", "1", "--upto", "500", "--json", "--engine", "spark",
                "--master", "local[2]");
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(spark.out()).isEqualTo(local.out()).startsWith("{\"family\":\"octal\",\"digits\":1,\"upto\":500,");
    }
}
