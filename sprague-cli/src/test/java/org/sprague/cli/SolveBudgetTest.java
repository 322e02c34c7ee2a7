package org.sprague.cli;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.nim.NimRules;
import org.sprague.cli.web.WebLanes;
import org.sprague.solve.MemoizedGrundySolver;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code solve --budget STEPS|none}, and the web lanes freeing a worker whose request ran out of time. */
class SolveBudgetTest {
    @Test
    void aTinyBudgetSkipsRemotenessWithTheSharedNote() throws Exception {
        JsonNode j = SolveCommandTest.json(CliRun.of("solve", "nim", "--budget", "1000", "3", "4", "5", "--json"));
        assertThat(j.get("remoteness").isNull()).isTrue();
        assertThat(j.get("notes").toString()).contains("remoteness not computed: about 4.0e+04 steps, over the"
                + " budget of 1e+03; raise it with --budget");
        // the required answer does not depend on it: 3 xor 4 xor 5 = 2
        assertThat(j.get("grundy").asInt()).isEqualTo(2);
    }

    @Test
    void noneComputesWhatTheDefaultSkips() throws Exception {
        // about 3.8e+08 steps, over the standard 3e+08
        JsonNode standard = SolveCommandTest.json(CliRun.of("solve", "nim", "45", "50", "60", "--json"));
        assertThat(standard.get("remoteness").isNull()).isTrue();
        JsonNode none = SolveCommandTest.json(CliRun.of("solve", "nim", "--budget", "none", "45", "50", "60",
                "--json"));
        // a first-player win has odd remoteness (Smith)
        assertThat(none.get("remoteness").asLong() % 2).isEqualTo(1);
    }

    @Test
    void aRequiredSearchOverTheBudgetExitsThreeAndNamesTheOption() {
        CliRun run = CliRun.of("solve", "lasker", "--misere", "--budget", "10", "5", "6", "7");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).startsWith("error: misère lasker has no formula").contains("--budget");
        assertThat(CliRun.of("solve", "lasker", "--misere", "5", "6", "7").exitCode()).isZero();
    }

    @Test
    void badBudgetsExitTwo() {
        for (String bad : List.of("0", "-5", "x", "1e9", "１0")) {
            CliRun run = CliRun.of("solve", "nim", "--budget", bad, "3");
            assertThat(run.exitCode()).as(bad).isEqualTo(2);
            assertThat(run.err()).as(bad).startsWith("error: --budget");
        }
    }

    @Test
    void aRequestPastItsTimeFreesItsWorker() throws Exception {
        try (WebLanes lanes = new WebLanes(300)) {
            // searches that would run for hours: every heavy thread takes one
            List<CompletableFuture<Integer>> heavy = new java.util.ArrayList<>();
            for (int i = 0; i < WebLanes.HEAVY_THREADS; i++) {
                heavy.add(lanes.submit(true, () -> new MemoizedGrundySolver<>(NimRules.SUM, NimRules.SORTED,
                        Long.MAX_VALUE).grundy(List.of(90, 91, 92, 93, 94, 95))));
            }
            for (CompletableFuture<Integer> f : heavy) {
                try {
                    f.get(60, TimeUnit.SECONDS);
                    throw new AssertionError("an hours-long search finished");
                } catch (ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(ResourceLimitException.class);
                }
            }
            // without cancellation every heavy thread stays busy for hours and each later request times out too;
            // with it, a later light one is served by the same lane (a few tries allow for the threads' clean-up)
            Integer answer = null;
            for (int attempt = 0; attempt < 50 && answer == null; attempt++) {
                try {
                    answer = lanes.submit(true, () -> new MemoizedGrundySolver<>(NimRules.SUM, NimRules.SORTED,
                            Long.MAX_VALUE).grundy(List.of(3, 4, 5))).get(60, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(ResourceLimitException.class);
                }
            }
            assertThat(answer).isEqualTo(3 ^ 4 ^ 5);
        }
    }
}
