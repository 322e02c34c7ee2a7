package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Partizan games and values through the command line: the contract's fields, round trips, exit codes. */
class PartizanCliTest {
    /** The values the contract names (Winning Ways ch. 2 and 5; ^ + ^ + * = {0|^} = ^^*, Lessons in Play ch. 5). */
    @Test
    void explanationsOfPartizanGamesShowALineOfPlay() throws Exception {
        // 2x2 Domineering is +-1: Left's vertical domino leaves a column only Left can fill, so Right has no move
        CliRun text = CliRun.of("solve", "domineering", "--explain", "..", "..");
        assertThat(text.out()).contains("line of best play (1 move):")
                .contains("1. first: vertical (1,1)-(2,1)   => --first right #. #.")
                .doesNotContain("not played");
        JsonNode json = new ObjectMapper().readTree(CliRun.of("solve", "domineering", "--explain", "--json", "..",
                "..").out());
        assertThat(json.at("/explanation/line/moves")).hasSize(1);
        assertThat(json.at("/explanation/line/moves/0/move").asText()).isEqualTo("vertical (1,1)-(2,1)");
    }

    @Test
    void contractExamples() throws Exception {
        assertThat(CliRun.json("solve", "blue-red-hackenbush", "0-1:b", "1-2:r", "--json").get("canonical").asText())
                .isEqualTo("1/2");
        JsonNode d = CliRun.json("solve", "domineering", "..", "..", "--json");
        assertThat(d.get("canonical").asText()).isEqualTo("+-1");
        assertThat(d.get("outcomeClass").asText()).isEqualTo("N");
        assertThat(d.get("outcome").asText()).isEqualTo("first");
        assertThat(d.get("mean").asText()).isEqualTo("0");
        assertThat(d.get("temperature").asText()).isEqualTo("1");
        assertThat(d.get("winningMoves")).hasSize(2);
        assertThat(d.get("thermograph").get("leftWall").get(1).get("t").asText()).isEqualTo("1");
        assertThat(CliRun.json("value", "^ + ^ + *", "--json").get("canonical").asText()).isEqualTo("^^*");
        assertThat(CliRun.of("value", "^ + ^ + *").out()).contains("canonical      ^^*");
    }

    @Test
    void firstRightChangesTheOutcomeAndMoves() throws Exception {
        JsonNode left = CliRun.json("solve", "toads-and-frogs", "T.F", "--json");
        JsonNode right = CliRun.json("solve", "toads-and-frogs", "--first", "right", "T.F", "--json");
        assertThat(left.get("winningMoves").get(0).get("to").get(0).asText()).isEqualTo(".TF");
        assertThat(right.get("winningMoves").get(0).get("to").get(0).asText()).isEqualTo("TF.");
        assertThat(right.get("firstPlayer").asText()).isEqualTo("right");
        // a positive value: Right moving first loses and has no winning move
        JsonNode cake = CliRun.json("solve", "cutcake", "--first", "right", "4x2", "--json");
        assertThat(cake.get("outcome").asText()).isEqualTo("second");
        assertThat(cake.get("winningMoves")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"-1; -1/2; <", "^; 0; >", "{1|-1}; 0; ||", "^ + ^ + *; {0|^}; =",
        "-{1|*}; {*|-1}; =", "*; 0; ||", "v; -1/1024; >"})
    void compare(String g, String h, String expected) throws Exception {
        assertThat(CliRun.json("value", "--compare", g, h, "--json").get("comparison").asText()).isEqualTo(expected);
    }

    @Test
    void printedFormsAreReadBack() throws Exception {
        for (String position : new String[] {"... ...", "..# ...", ".... ....", "... .#. ..."}) {
            String canonical = CliRun.json(("solve domineering --json " + position).split(" ")).get("canonical").asText();
            assertThat(CliRun.json("value", "--compare", canonical, canonical, "--json").get("comparison").asText())
                    .isEqualTo("=");
            assertThat(CliRun.json("value", canonical, "--json").get("canonical").asText()).isEqualTo(canonical);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"value; 1/3", "value; {1|", "solve domineering; .. .", "solve toads-and-frogs; TX",
        "solve blue-red-hackenbush; 0-1:q", "solve cutcake; 2y3", "solve domineering --first up; .."})
    void badInputIsExitTwo(String command, String position) {
        String[] words = (command + " " + position).split(" ");
        CliRun r = CliRun.of(words);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ").doesNotContain("Exception");
    }
}
