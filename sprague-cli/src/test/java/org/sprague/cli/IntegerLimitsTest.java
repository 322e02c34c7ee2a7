package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Calls of catalog games with options and positions near the integer limits (2^31 - 1, 2^63 - 1, one past each, -1,
 * a 1000-digit number) that once misbehaved: each gives exit 0, 2 or 3 with at most one {@code error:} line, never
 * exit 1, a stack trace or a run that never ends. The sweep that found them tried every game of {@code list --json}
 * with each of those numbers in place of each number of its examples and each option's value.
 */
class IntegerLimitsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // a heap near 2^31 has billions of moves: the check of Moore's condition examined them all
        "solve lasker --k 2147483647 2147483647 5 --json",
        "solve lasker --k 2 2147483647 5 --json",
        // k past the number of components: the exact search of the compound had millions of moves a position
        "solve staircase --k 2147483647 1 5 6 7 9 12 14 17 --json",
    })
    void answeredOrRefusedWithOneLine(String call) {
        // a guard against a run that never ends (these once ran for hours), not a claim of speed
        CliRun r = Assertions.assertTimeoutPreemptively(Duration.ofMinutes(5), () -> CliRun.of(call.split(" ")));
        assertThat(r.exitCode()).as(call + "\n" + r.err()).isIn(0, 2, 3);
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
        if (r.exitCode() == 0) {
            assertThat(r.out()).startsWith("{").contains("\"outcome\":");
            assertThat(r.err()).isEmpty();
        } else {
            assertThat(r.err()).startsWith("error: ").hasLineCount(1);
            assertThat(r.out()).isEmpty();
        }
    }
}
