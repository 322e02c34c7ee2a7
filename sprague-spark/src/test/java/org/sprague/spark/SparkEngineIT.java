package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    @Test
    void solveCramGivesTheSameNimberAndWinningMovesWithEitherEngine(@TempDir Path dir) throws Exception {
        PackagedCommand.Result local = run(dir, "solve", "cram", "4x5", "--json");
        PackagedCommand.Result spark = run(dir, "solve", "cram", "4x5", "--json", "--engine", "spark", "--master",
                "local[2]", "--split-depth", "2");
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        // the notes say how each engine searched; everything else is the same
        assertThat(PackagedCommand.withoutNotes(spark.out())).isEqualTo(PackagedCommand.withoutNotes(local.out()))
                .contains("\"grundy\":2");
        assertThat(spark.out()).contains("cut 2 moves deep: ");
    }

    @Test
    void solveDomineeringGivesTheOneMachineClassAndAMoveItConfirms(@TempDir Path dir) throws Exception {
        PackagedCommand.Result local = run(dir, "solve", "domineering", "6x6", "--method", "search", "--json");
        PackagedCommand.Result spark = run(dir, "solve", "domineering", "6x6", "--method", "search", "--json",
                "--engine", "spark", "--master", "local[2]");
        assertThat(spark.err()).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(field(spark.out(), "outcomeClass")).isEqualTo(field(local.out(), "outcomeClass")).isEqualTo("N");
        // the one-machine search of the board the winning move reaches, Right first, finds Right lost
        Matcher to = Pattern.compile("\"to\":\\[([^\\]]*)\\]").matcher(spark.out());
        assertThat(to.find()).isTrue();
        List<String> rows = List.of(to.group(1).replace("\"", "").split(","));
        List<String> args = new java.util.ArrayList<>(List.of("solve", "domineering", "--method", "search", "--first",
                "right", "--json"));
        args.addAll(rows);
        PackagedCommand.Result after = run(dir, args.toArray(String[]::new));
        assertThat(after.exit()).isZero();
        assertThat(field(after.out(), "outcome")).isEqualTo("second");
    }


    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertThat(m.find()).as("%s in %s", name, json).isTrue();
        return m.group(1);
    }
}
