package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code --help} is answered with help and exit 0 whatever else the line holds (picocli's convention). */
class HelpOptionCliTest {
    @Test
    void helpWinsOverBadOptionsAndJson() {
        String[][] lines = {
            {"serve", "--help", "--port", "x"},
            {"solve", "nim", "--help", "--json", "--budget", "x"},
            {"values", "--json", "--help", "--upto", "x"},
            {"build", "domineering-regions", "--max-squares", "--help"},
            {"survey", "-h", "--upto", "q"},
            {"solve", "nim", "--json", "--bogus", "--help"}};
        for (String[] args : lines) {
            CliRun r = CliRun.of(args);
            assertThat(r.exitCode()).as(String.join(" ", args) + ": " + r.err()).isZero();
            assertThat(r.out()).as(String.join(" ", args)).startsWith("Usage: sprague ");
            assertThat(r.err()).isEmpty();
        }
    }

    @Test
    void helpAfterTheEndOfOptionsIsAnArgument() {
        CliRun r = CliRun.of("serve", "--port", "x", "--", "--help");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ");
    }
}
