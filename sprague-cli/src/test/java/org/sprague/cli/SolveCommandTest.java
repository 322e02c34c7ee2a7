package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class SolveCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode json(CliRun run) throws Exception {
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        return JSON.readTree(run.out());
    }

    @Test
    void theContractExample() throws Exception {
        JsonNode j = json(CliRun.of("solve", "nim", "3", "4", "5", "--json"));
        assertThat(j.get("game").asText()).isEqualTo("nim");
        assertThat(j.get("position")).hasSize(3);
        assertThat(j.get("outcome").asText()).isEqualTo("first");
        assertThat(j.get("grundy").asInt()).isEqualTo(2);
        assertThat(j.get("remoteness").asInt()).isEqualTo(11);
        JsonNode moves = j.get("winningMoves");
        assertThat(moves).hasSize(1);
        assertThat(moves.get(0).get("move").asText()).isEqualTo("heap 1: 3 -> 1");
        assertThat(moves.get(0).get("to").toString()).isEqualTo("[\"1\",\"4\",\"5\"]");
        assertThat(moves.get(0).get("component").asInt()).isEqualTo(1);
        assertThat(moves.get(0).get("toComponent").asText()).isEqualTo("1");
    }

    @Test
    void jsonIsOneObjectAndNothingElse() throws Exception {
        assertThat(json(CliRun.of("solve", "--json", "nim", "1", "2", "3")).get("outcome").asText())
                .isEqualTo("second");
        CliRun ok = CliRun.of("solve", "nim", "--json", "1", "2", "3");
        assertThat(ok.out().strip()).startsWith("{").endsWith("}");
        assertThat(ok.out().strip().lines()).hasSize(1);
        assertThat(json(ok).get("outcome").asText()).isEqualTo("second");
    }

    @Test
    void hugeHeapsStayExact() throws Exception {
        JsonNode j = json(CliRun.of("solve", "nim", "123456789012345678901234567890", "5", "--json"));
        assertThat(j.get("grundy").bigIntegerValue().toString()).isEqualTo("123456789012345678901234567895");
        assertThat(j.get("remoteness").isNull()).isTrue();
    }

    @Test
    void misereAndMoore() throws Exception {
        assertThat(json(CliRun.of("solve", "nim", "--misere", "--json", "1")).get("outcome").asText())
                .isEqualTo("second");
        JsonNode m = json(CliRun.of("solve", "moore", "--k", "2", "--json", "1", "2", "3"));
        assertThat(m.get("outcome").asText()).isEqualTo("first");
        // 1,2,3 with k = 2: bit counts 2 and 2 are not multiples of 3; moves to 1 1 1 among others
        assertThat(m.get("winningMoves").findValuesAsText("move")).containsExactly("heap 2: 2 -> 1, heap 3: 3 -> 1");
        assertThat(m.get("options").toString()).isEqualTo("{\"k\":\"2\"}");
        assertThat(json(CliRun.of("solve", "moore", "--k", "2", "--json", "1", "1", "1")).get("outcome").asText())
                .isEqualTo("second");
    }

    @Test
    void optionsAreEchoed() throws Exception {
        assertThat(json(CliRun.of("solve", "nim", "--misere", "--json", "1")).get("options").toString())
                .isEqualTo("{\"misere\":true}");
        assertThat(json(CliRun.of("solve", "nim", "--json", "1")).get("options").toString()).isEqualTo("{}");
        assertThat(CliRun.of("solve", "moore", "--k", "2", "1", "2", "3").out()).startsWith("moore --k 2 1 2 3\n");
    }

    @Test
    void doubleDashEndsOptions() throws Exception {
        // after "--" a word that looks like an option is a position, and here a bad heap
        CliRun run = CliRun.of("solve", "nim", "--", "--misere");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("heap 1 must be an integer, got '--misere'");
        assertThat(json(CliRun.of("solve", "nim", "--json", "--", "-0", "1")).get("position").toString())
                .isEqualTo("[\"0\",\"1\"]");
    }

    @Test
    void standardInputWithByteOrderMarkAndOddWhitespace() throws Exception {
        JsonNode j = json(CliRun.withInput("\uFEFF3\u000B4\r\n5\f", "solve", "nim", "--json", "-"));
        assertThat(j.get("position").toString()).isEqualTo("[\"3\",\"4\",\"5\"]");
    }

    @Test
    void positionsFromStandardInput() throws Exception {
        JsonNode j = json(CliRun.withInput("3\n4  5\n", "solve", "nim", "--json", "-"));
        assertThat(j.get("position").toString()).isEqualTo("[\"3\",\"4\",\"5\"]");
        assertThat(j.get("grundy").asInt()).isEqualTo(2);
    }

    @Test
    void manyComponentsFromStandardInputLeaveToOut() throws Exception {
        StringBuilder in = new StringBuilder();
        for (int i = 1; i <= 5000; i++) {
            in.append(i).append(' ');
        }
        JsonNode j = json(CliRun.withInput(in.toString(), "solve", "nim", "--json", "-"));
        assertThat(j.get("position")).hasSize(5000);
        assertThat(j.get("winningMoves")).isNotEmpty();
        for (JsonNode m : j.get("winningMoves")) {
            assertThat(m.has("to")).isFalse();
            assertThat(m.has("component")).isTrue();
        }
    }

    @Test
    void textOutputForPeople() {
        CliRun run = CliRun.of("solve", "nim", "3", "4", "5");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("outcome     first").contains("grundy      2").contains("heap 1: 3 -> 1");
    }
}
