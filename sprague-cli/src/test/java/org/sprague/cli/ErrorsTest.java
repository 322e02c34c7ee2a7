package org.sprague.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad input exits 2 with one line starting "error: "; resource limits exit 3; never a stack trace. */
class ErrorsTest {
    private static void assertError(CliRun run, int code, String fragment) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(code);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).startsWith("error: ").contains(fragment).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void unknownGame() {
        assertError(CliRun.of("solve", "chess", "1"), 2, "unknown game 'chess'");
    }

    @Test
    void missingGameAndCommand() {
        assertError(CliRun.of("solve"), 2, "missing game");
        assertError(CliRun.of(), 2, "missing command");
        assertError(CliRun.of("frobnicate"), 2, "frobnicate");
    }

    @Test
    void missingPosition() {
        assertError(CliRun.of("solve", "nim"), 2, "missing position");
    }

    @Test
    void negativeOrNonNumericHeap() {
        assertError(CliRun.of("solve", "nim", "3", "-4"), 2, "heap 2 must not be negative");
        assertError(CliRun.of("solve", "nim", "3", "four"), 2, "heap 2 must be an integer, got 'four'");
    }

    @Test
    void badK() {
        assertError(CliRun.of("solve", "moore", "--k", "0", "1", "2"), 2, "--k must be at least 1");
        assertError(CliRun.of("solve", "moore", "--k", "x", "1", "2"), 2, "--k takes an integer");
        assertError(CliRun.of("solve", "moore", "1", "2", "--k"), 2, "--k");
    }

    @Test
    void gameOptionsBeforeTheGame() {
        // options may stand before the game's name, but only those the game's command takes, and never ignored
        assertError(CliRun.of("solve", "--max", "3", "nim", "1"), 2, "unknown option '--max' for nim");
        assertError(CliRun.of("solve", "--k", "2", "domineering", ".."), 2, "unknown option '--k' for domineering");
        assertError(CliRun.of("solve", "--misere", "domineering", ".."), 2,
                "unknown option '--misere' for domineering");
        assertError(CliRun.of("solve", "--misere", "3", "nim", "1"), 2, "'3' stands before the game's name");
        assertError(CliRun.of("solve", "--rules", "Some.java", "nim", "1"), 2, "with --rules, give no game name");
    }

    @Test
    void hugeK() {
        assertError(CliRun.of("solve", "moore", "--k", "99999999999", "1"), 2,
                "--k must be an integer from 1 to 2147483647");
    }

    @Test
    void emptyStandardInput() {
        assertError(CliRun.withInput("  \n", "solve", "nim", "-"), 2, "standard input held no position");
        assertError(CliRun.of("solve", "nim", "1", "-"), 2, "must be the only position argument");
    }

    @Test
    void unknownOption() {
        assertError(CliRun.of("solve", "nim", "--kk", "3"), 2, "unknown option '--kk'");
    }

    @Test
    void resourceLimitExitsThree() {
        assertError(CliRun.of("solve", "moore", "--k", "2", "--misere", "100000", "100000", "100000"), 3,
                "too large to search");
    }
}
