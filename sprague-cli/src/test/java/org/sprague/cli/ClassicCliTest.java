package org.sprague.cli;

import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The classic games and Hackenbush through the command line: JSON contract, move order, exit codes. */
class ClassicCliTest {
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        CliRun r = CliRun.of(args);
        return new Run(r.exitCode(), r.out(), r.err());
    }

    private static JsonNode json(String... args) throws Exception {
        Run r = run(args);
        assertThat(r.code()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    private static List<List<String>> targets(JsonNode answer) {
        List<List<String>> out = new ArrayList<>();
        for (JsonNode m : answer.get("winningMoves")) {
            List<String> to = new ArrayList<>();
            m.get("to").forEach(t -> to.add(t.asText()));
            out.add(to);
        }
        return out;
    }

    @Test
    void wythoffDoneWhen() throws Exception {
        assertThat(json("solve", "wythoff", "4", "7", "--json").get("outcome").asText()).isEqualTo("second");
        JsonNode a = json("solve", "wythoff", "5", "8", "--json");
        assertThat(a.get("outcome").asText()).isEqualTo("first");
        assertThat(targets(a)).containsExactly(List.of("4", "7"), List.of("5", "3")); // piles keep their order
    }

    @Test
    void thousandDigitPositionsAnswer() throws Exception {
        String big = "1" + "0".repeat(999);
        JsonNode w = json("solve", "wythoff", big, big, "--json");
        assertThat(w.get("outcome").asText()).isEqualTo("first");
        assertThat(targets(w).get(0)).containsExactly("0", "0");
        JsonNode f = json("solve", "fibonacci-nim", big, "--json");
        assertThat(f.get("outcome").asText()).isEqualTo("first");
        assertThat(f.get("winningMoves").size()).isPositive();
    }

    @Test
    void everyGameIsListedWithSyntaxAndExample() throws Exception {
        JsonNode list = json("list", "--json");
        List<String> ids = new ArrayList<>();
        list.get("games").forEach(g -> {
            ids.add(g.get("id").asText());
            assertThat(g.get("syntax").asText()).isNotBlank();
        });
        assertThat(ids).contains("wythoff", "fibonacci-nim", "staircase", "coins", "coins2d", "divisor",
                "xor-blackboard", "flip", "football", "hackenbush", "fibonacci-tree");
        list.get("games").forEach(g -> {
            if (ids.indexOf(g.get("id").asText()) >= 2) {
                assertThat(g.get("examples").size()).isPositive();
            }
        });
        assertThat(list.toString()).contains("POJ 2315");
    }

    @Test
    void everyExampleRuns() throws Exception {
        JsonNode list = json("list", "--json");
        for (JsonNode g : list.get("games")) {
            String id = g.get("id").asText();
            if (!List.of("wythoff", "fibonacci-nim", "staircase", "coins", "coins2d", "divisor", "xor-blackboard",
                    "flip", "football", "hackenbush", "fibonacci-tree").contains(id)) {
                continue;
            }
            for (JsonNode e : g.get("examples")) {
                List<String> args = new ArrayList<>(List.of("solve", id));
                args.addAll(List.of(e.asText().split(" ")));
                args.add("--json");
                JsonNode answer = json(args.toArray(new String[0]));
                assertThat(answer.get("game").asText()).isEqualTo(id);
            }
        }
    }

    @Test
    void badInputExitsWithTwoAndOneErrorLine() {
        String[][] bad = {
            {"solve", "coins2d", "FB", "B"},
            {"solve", "coins2d", "FB", "BX"},
            {"solve", "coins", "HTQ"},
            {"solve", "hackenbush", "0-1", "2-3"},
            {"solve", "hackenbush", "0-1", "1"},
            {"solve", "staircase", "-1", "3"},
            {"solve", "staircase", "2", "2"},
            {"solve", "wythoff", "-4", "7"},
            {"solve", "fibonacci-nim", "-4"},
            {"solve", "fibonacci-tree", "0"},
            {"solve", "divisor", "-12"},
            {"solve", "xor-blackboard", "1", "-1"},
            {"solve", "flip", "++x"},
            {"solve", "football", "--m", "0", "1", "2"},
        };
        for (String[] args : bad) {
            Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ");
            assertThat(r.err().strip().lines().count()).isEqualTo(1);
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void footballWithMaxZeroHasNoMove() throws Exception {
        // --max 0: no kick rolls a ball a whole turn, so there is no move at all, however far the balls are
        Run r = run("solve", "football", "--m", "2", "--max", "0", "3", "2", "1");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("second (the player to move loses)").contains("K = 0: no kick rolls a ball")
                .doesNotContain("no ball needs more than K turns");
        JsonNode far = json("solve", "football", "--m", "2", "--max", "0", "100000", "99999", "5", "7", "--json");
        assertThat(far.get("outcome").asText()).isEqualTo("second");
        assertThat(far.get("grundy").asInt()).isZero();
        assertThat(far.get("remoteness").asInt()).isZero();
        assertThat(far.get("winningMoves")).isEmpty();
    }

    @Test
    void footballTooLargeExitsWithThree() {
        Run r = run("solve", "football", "--m", "3", "--max", "5", "1000", "2000", "3000", "4000", "5000");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.err()).startsWith("error: ").contains("not a theorem");
    }
}
