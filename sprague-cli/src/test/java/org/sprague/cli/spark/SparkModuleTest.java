package org.sprague.cli.spark;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.cli.CliRun;

import static org.assertj.core.api.Assertions.assertThat;

/** Without the sprague-spark module built, --engine spark is bad input that says how to build it. */
class SparkModuleTest {
    @Test
    void anAbsentModuleIsExitTwoNamingTheBuild(@TempDir Path empty) {
        String old = System.getProperty("sprague.spark.home");
        System.setProperty("sprague.spark.home", empty.toString());
        try {
            for (CliRun r : List.of(
                    CliRun.of("solve", "graph", "--file", "../docs/examples/cycle.txt", "--engine", "spark"),
                    CliRun.of("survey", "octal", "--digits", "1", "--upto", "10", "--engine", "spark"),
                    CliRun.of("solve", "domineering", "4x4", "--engine", "spark"),
                    CliRun.of("solve", "cram", "3x4", "--engine", "spark"))) {
                assertThat(r.exitCode()).isEqualTo(2);
                assertThat(r.out()).isEmpty();
                assertThat(r.err()).startsWith("error: --engine spark needs the sprague-spark module, which is not"
                        + " built").contains("mvn -B -pl sprague-spark -am package").hasLineCount(1);
            }
        } finally {
            if (old == null) {
                System.clearProperty("sprague.spark.home");
            } else {
                System.setProperty("sprague.spark.home", old);
            }
        }
    }

    @Test
    void theSplitSearchsOptionsAreRefusedWhereTheyDoNotApply() {
        for (String[] c : List.of(
                new String[] {"--split-depth goes with --engine spark", "solve", "domineering", "4x4", "--split-depth",
                    "2"},
                new String[] {"--master goes with --engine spark", "solve", "cram", "3x4", "--master", "local"},
                new String[] {"unknown engine 'foo'; engines: local, spark", "solve", "domineering", "4x4", "--engine",
                    "foo"},
                new String[] {"--engine spark splits a search of nimbers, which misère play has not", "solve", "cram",
                    "3x3", "--misere", "--engine", "spark"},
                new String[] {"--sums goes with the one-machine search, not with --engine spark", "solve",
                    "domineering", "4x4", "--engine", "spark", "--sums"},
                new String[] {"--split-depth must be at most 4, got 9", "solve", "domineering", "4x4", "--engine",
                    "spark", "--split-depth", "9"},
                new String[] {"--engine spark runs a search; leave out --method value", "solve", "domineering", "4x4",
                    "--engine", "spark", "--method", "value"})) {
            CliRun r = CliRun.of(java.util.Arrays.copyOfRange(c, 1, c.length));
            assertThat(r.exitCode()).as(c[0]).isEqualTo(2);
            assertThat(r.err()).startsWith("error: " + c[0]).hasLineCount(1);
        }
    }

    @Test
    void theJobGetsTheCommandsHeap() {
        assertThat(SparkModule.heapFlag(2L << 30)).isEqualTo("-Xmx2048m");
        assertThat(SparkModule.heapFlag((15L << 30) + 123)).isEqualTo("-Xmx15360m");
        // a heap too small to name in mebibytes still starts the job
        assertThat(SparkModule.heapFlag(1000)).isEqualTo("-Xmx64m");
    }

    @Test
    void theChildsErrorLineIsKept() {
        assertThat(SparkModule.errorLine(List.of("12:00:01 WARN something", "error: bad file", "trailing")))
                .isEqualTo("bad file");
        assertThat(SparkModule.errorLine(List.of("killed"))).isEqualTo("killed");
    }
}
