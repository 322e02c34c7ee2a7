package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

/** Command-line errors and failures inside Spark tasks end in one {@code error:} line with the contract's codes. */
class SparkMainTest {
    @Test
    void badArgumentsAreOneLineAndExitTwo() {
        assertThat(run("survey", "octal", "--digits", "2")).isEqualTo("2 error: missing --upto N\n");
        assertThat(run("survey", "decimal", "--digits", "2", "--upto", "9"))
                .startsWith("2 error: survey takes octal or hex");
        assertThat(run("survey", "octal", "--digits", "x", "--upto", "9"))
                .isEqualTo("2 error: --digits takes a whole number, got 'x'\n");
        assertThat(run("retrograde", "--edges", "e.txt")).isEqualTo("2 error: missing --out\n");
        assertThat(run("shuffle")).startsWith("2 error: unknown command 'shuffle'");
        assertThat(run("retrograde", "--edges", "e.txt", "--out", "o", "--partitions", "0"))
                .isEqualTo("2 error: --partitions must be between 1 and 1048576, got 0\n");
        assertThat(run("survey", "octal", "--digits", "3", "--upto", "2000000000", "--budget", "1000000000"))
                .startsWith("3 error: the survey to 2000000000 needs")
                .endsWith("; give a smaller --upto, or --budget STEPS or none\n");
    }

    @Test
    void aBadEdgeLineIsBadInputEvenFromInsideATask() {
        assertThat(EdgeInput.statement("  # only a comment")).isNull();
        assertThat(EdgeInput.statement("3 4")).containsExactly(0, 3, 4);
        assertThat(EdgeInput.statement("7 : draw")).containsExactly(1, 7, 3);
        assertThatThrownBy(() -> EdgeInput.statement("a b")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("node 'a' is not an integer");
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(SharedSpark.session().sparkContext());
        Throwable failure = null;
        try {
            sc.parallelize(List.of("1 2", "1 2 3"), 2).map(EdgeInput::statement).collect();
        } catch (Exception e) { // a SparkException, thrown unchecked through Scala
            failure = e;
        }
        assertThat(failure).isNotNull().isNotInstanceOf(BadInputException.class);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = SparkMain.report(failure, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("error: edge file line '1 2 3': expected 'u v'").hasLineCount(1);
    }

    @Test
    void theFastPathTakesOnlyPlainMovesAndLeavesTheRestToTheFullParser() {
        long[] move = new long[2];
        for (String plain : List.of("3 4", "  12\t9 ", "0 0\r", "999999999999999999 1")) {
            assertThat(EdgeInput.simpleMove(plain.getBytes(StandardCharsets.US_ASCII), plain.length(), move))
                    .as(plain).isTrue();
            assertThat(move).as(plain).containsExactly(EdgeInput.statement(plain)[1], EdgeInput.statement(plain)[2]);
        }
        for (String other : List.of("", "3", "3 4 5", "3 4 # c", "-1 2", "7 : draw", "a b", "1000000000000000000 1",
                "3 4x")) {
            assertThat(EdgeInput.simpleMove(other.getBytes(StandardCharsets.US_ASCII), other.length(), move))
                    .as(other).isFalse();
        }
    }

    private static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = SparkMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(out.size()).isZero();
        return exit + " " + err.toString(StandardCharsets.UTF_8);
    }
}
