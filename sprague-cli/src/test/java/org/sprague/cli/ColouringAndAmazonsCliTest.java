package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Col, Snort and Amazons through the command line: values, the search, play's positions and exit codes. */
class ColouringAndAmazonsCliTest {
    /** Hand-worked in the core's tests: Col .. = 0, Snort ... = +-2, Amazons x.o = *. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"col; ..; 0", "col; 1-2; 0", "snort; ...; +-2", "snort; a-b b-c; +-2",
        "amazons; x.o; *", "col; x...|....; -1"})
    void values(String game, String position, String canonical) throws Exception {
        String[] words = ("solve " + game + " --json " + position).split(" ");
        assertThat(CliRun.json(words).get("canonical").asText()).isEqualTo(canonical);
    }

    @Test
    void movesReachPositionsInTheGivenForm() throws Exception {
        JsonNode snort = CliRun.json("solve", "snort", "1-2", "2-3", "3-4", "4-1", "2:o", "--json");
        assertThat(snort.get("winningMoves").get(0).get("move").asText()).isEqualTo("blue 4");
        assertThat(snort.get("winningMoves").get(0).get("to").toString())
                .isEqualTo("[\"1-2\",\"1-4\",\"2-3\",\"3-4\",\"2:o\",\"4:x\"]");
        JsonNode col = CliRun.json("solve", "col", "--first", "right", "x..", "--json");
        assertThat(col.get("winningMoves").get(0).get("to").get(0).asText()).isEqualTo("x.o");
    }

    @Test
    void amazonsBySearch() throws Exception {
        JsonNode search = CliRun.json("solve", "amazons", "--method", "search", "x..|...|..o", "--json");
        assertThat(search.get("outcomeClass").asText()).isEqualTo(
                CliRun.json("solve", "amazons", "x..|...|..o", "--json").get("outcomeClass").asText());
        assertThat(search.get("canonical").isNull()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"col; x.q", "snort; 1-1", "col; ..|.", "amazons; x.|.", "amazons; x.z",
        "snort; 1:x 1:o"})
    void badPositionsExitTwo(String game, String position) {
        CliRun r = CliRun.of(("solve " + game + " " + position).split(" "));
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ").doesNotContain("Exception");
    }

    @Test
    void boardsTooLargeExitThree() {
        CliRun r = CliRun.of("solve", "amazons", "x" + ".".repeat(5000));
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("5001 cells");
    }
}
