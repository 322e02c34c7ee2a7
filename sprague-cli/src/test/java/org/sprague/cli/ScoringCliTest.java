package org.sprague.cli;

import java.util.List;
import java.util.Random;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The scoring games through the command line: seed samples as JSON, standard input, exit codes. */
class ScoringCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int code, String out, String err) {
        JsonNode json() throws Exception {
            return JSON.readTree(out);
        }
    }

    private static Run run(String stdin, String... args) {
        CliRun r = CliRun.withInput(stdin == null ? "" : stdin, args);
        return new Run(r.exitCode(), r.out(), r.err());
    }

    /** Every sample answer of the stone-game problems and LeetCode 2038: game, arguments, LeetCode's answer, outcome. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "predict-winner | 1 5 2 | false | second",
        "predict-winner | 1 5 233 7 | true | first",
        "stone-game | 5 3 4 5 | true | first",
        "stone-game-2 | 2 7 9 4 4 | 10 | second",
        "stone-game-2 | 1 2 3 4 5 100 | 104 | first",
        "stone-game-3 | 1 2 3 7 | Bob | second",
        "stone-game-3 | 1 2 3 -9 | Alice | first",
        "stone-game-3 | 1 2 3 6 | Tie | draw",
        "stone-game-5 | 6 2 3 4 5 5 | 18 | first",
        "stone-game-5 | 7 7 7 7 7 7 7 | 28 | first",
        "stone-game-5 | 4 | 0 | draw",
        "stone-game-6 | --alice 1,3 --bob 2,1 | 1 | first",
        "stone-game-6 | --alice 1,2 --bob 3,1 | 0 | draw",
        "stone-game-6 | --alice 2,4,3 --bob 1,6,7 | -1 | second",
        "stone-game-7 | 5 3 1 4 2 | 6 | first",
        "stone-game-7 | 7 90 5 1 100 10 10 2 | 122 | first",
        "stone-game-8 | -1 2 -3 4 -5 | 5 | first",
        "stone-game-8 | 7 -6 5 10 5 -2 -6 | 13 | first",
        "stone-game-8 | -10 -12 | -22 | second",
        "stone-game-9 | 2 1 | true | first",
        "stone-game-9 | 2 | false | second",
        "stone-game-9 | 5 1 2 4 3 | false | second",
        "sum-game | 5023 | false | second",
        "sum-game | 25?? | true | first",
        "sum-game | ?3295??? | false | second",
        "colors | AAABABB | true | first",
        "colors | AA | false | second",
        "colors | ABBBBBBBAAA | false | second",
    })
    void seedSamples(String game, String position, String answer, String outcome) throws Exception {
        String[] words = position.trim().split(" ");
        String[] args = new String[words.length + 3];
        args[0] = "solve";
        args[1] = game.trim();
        System.arraycopy(words, 0, args, 2, words.length);
        args[args.length - 1] = "--json";
        Run r = run(null, args);
        assertThat(r.code()).as(r.err()).isZero();
        JsonNode j = r.json();
        assertThat(j.get("game").asText()).isEqualTo(game.trim());
        assertThat(j.get("outcome").asText()).isEqualTo(outcome.trim());
        assertThat(j.get("grundy").isNull()).isTrue();
        // remoteness only for the win/lose games whose every play lasts equally long
        boolean fixedLength = game.trim().equals("sum-game") || game.trim().equals("colors");
        assertThat(j.get("remoteness").isNull()).isEqualTo(!fixedLength);
        assertThat(j.get("value").isIntegralNumber()).isTrue();
        long value = j.get("value").asLong();
        assertThat(Long.signum(value)).isEqualTo(switch (outcome.trim()) {
            case "first" -> 1;
            case "second" -> -1;
            default -> 0;
        });
        // 1563, 1690 and 1872 return the value itself
        JsonNode expected = j.has("answer") ? j.get("answer") : j.get("value");
        assertThat(expected.asText()).isEqualTo(answer.trim());
    }

    @Test
    void optimalMovesCarryTheResultingPosition() throws Exception {
        JsonNode j = run(null, "solve", "stone-game-7", "5", "3", "1", "4", "2", "--json").json();
        assertThat(j.get("winningMoves")).hasSize(1);
        JsonNode move = j.get("winningMoves").get(0);
        assertThat(move.get("move").asText()).isEqualTo("take right 2 (scores 13)");
        assertThat(JSON.convertValue(move.get("to"), List.class)).isEqualTo(List.of("5", "3", "1", "4"));
        JsonNode two = run(null, "solve", "stone-game-2", "2", "7", "9", "4", "4", "--json").json();
        List<?> to = JSON.convertValue(two.get("winningMoves").get(0).get("to"), List.class);
        assertThat(to).isEqualTo(List.of("--m", "1", "7", "9", "4", "4"));
        // the resulting position, typed back, is solved with the opposite sign's point of view
        String[] again = new String[to.size() + 3];
        again[0] = "solve";
        again[1] = "stone-game-2";
        for (int i = 0; i < to.size(); i++) {
            again[i + 2] = (String) to.get(i);
        }
        again[again.length - 1] = "--json";
        JsonNode next = run(null, again).json();
        assertThat(next.get("value").asLong()).isEqualTo(2 - two.get("value").asLong());
    }

    @Test
    void largeRowsArePipedIn() throws Exception {
        Random r = new Random(1406);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            sb.append(r.nextInt(2001) - 1000).append(i % 20 == 19 ? '\n' : ' ');
        }
        Run run = run(sb.toString(), "solve", "stone-game-3", "-", "--json");
        assertThat(run.code()).as(run.err()).isZero();
        JsonNode j = run.json();
        assertThat(j.get("position")).hasSize(50_000);
        assertThat(j.get("winningMoves").size()).isBetween(1, 3);
        assertThat(j.get("winningMoves").get(0).has("to")).isFalse();

        StringBuilder six = new StringBuilder("--alice ");
        int[] alice = new int[1000];
        int[] bob = new int[1000];
        for (int i = 0; i < 1000; i++) {
            alice[i] = 1 + r.nextInt(100);
            six.append(i == 0 ? "" : ",").append(alice[i]);
        }
        six.append("\n--bob ");
        for (int i = 0; i < 1000; i++) {
            bob[i] = 1 + r.nextInt(100);
            six.append(i == 0 ? "" : ",").append(bob[i]);
        }
        Run six6 = run(six.toString(), "solve", "stone-game-6", "-", "--json");
        assertThat(six6.code()).as(six6.err()).isZero();
        // wiring of the piped options: the expected sign is the exchange-argument greedy (take the largest
        // alice + bob first), which StoneGame6Test holds against the generic negamax search on small rows
        Integer[] order = new Integer[1000];
        for (int i = 0; i < 1000; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (x, y) -> (alice[y] + bob[y]) - (alice[x] + bob[x]));
        long difference = 0;
        for (int rank = 0; rank < 1000; rank++) {
            difference += rank % 2 == 0 ? alice[order[rank]] : -bob[order[rank]];
        }
        assertThat(six6.json().get("answer").asLong()).isEqualTo(Long.signum(difference));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "stone-game | 5 3 4",
        "stone-game | 5 0",
        "stone-game-3 | 1 2 1001",
        "stone-game-7 | 5 x",
        "colors | AAC",
        "sum-game | 123",
        "sum-game | 12a?",
        "stone-game-6 | --alice 1,3 --bob 2",
        "stone-game-2 | --m 0 1 2",
        "stone-game-9 | 0",
    })
    void badInputExitsWith2AndOneErrorLine(String game, String position) {
        String[] words = position.trim().split(" ");
        String[] args = new String[words.length + 2];
        args[0] = "solve";
        args[1] = game.trim();
        System.arraycopy(words, 0, args, 2, words.length);
        Run r = run(null, args);
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void rowsBeyondACubicDpsLimitExitWith3() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1001; i++) {
            sb.append("7 ");
        }
        Run r = run(sb.toString(), "solve", "stone-game-5", "-", "--json");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: stone-game-5 solves rows of at most 1000 values");
    }

    @Test
    void listShowsEveryScoringGame() {
        Run r = run(null, "list");
        assertThat(r.code()).isZero();
        for (String id : List.of("predict-winner", "stone-game", "stone-game-2", "stone-game-3", "stone-game-5",
                "stone-game-6", "stone-game-7", "stone-game-8", "stone-game-9", "sum-game", "colors")) {
            assertThat(r.out()).contains("\n" + id + "\n");
        }
    }
}
