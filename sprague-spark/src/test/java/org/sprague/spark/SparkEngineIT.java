package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code sprague} command with {@code --engine spark} (its bridge runs this packaged module in a child
 * JVM) prints byte for byte what it prints with the single-machine engine.
 */
class SparkEngineIT {
    private static PackagedCommand.Result run(Path dir, String... args) throws IOException, InterruptedException {
        return PackagedCommand.sprague(dir, Map.of(), args);
    }

    @Test
    void solveGraphPrintsTheSameWithEitherEngine(@TempDir Path dir) throws Exception {
        Path file = Graphs.namedGraphFile(dir, 11);
        PackagedCommand.Result local = run(dir, "solve", "graph", "--file", file.toString(), "--json");
        PackagedCommand.Result spark = run(dir, "solve", "graph", "--file", file.toString(), "--json", "--engine",
                "spark", "--master", "local[2]");
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(spark.out()).isEqualTo(local.out()).contains("\"outcome\":\"draw\"").contains("\"remoteness\":3");
    }

    @Test
    void surveyPrintsTheSameWithEitherEngine(@TempDir Path dir) throws Exception {
        PackagedCommand.Result local = run(dir, "survey", "octal", "--digits", "1", "--upto", "500", "--json");
        PackagedCommand.Result spark = run(dir, "survey", "octal", "--digits", "1", "--upto", "500", "--json",
                "--engine", "spark", "--master", "local[2]");
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(spark.out()).isEqualTo(local.out()).startsWith("{\"family\":\"octal\",\"digits\":1,\"upto\":500,");
    }
}
