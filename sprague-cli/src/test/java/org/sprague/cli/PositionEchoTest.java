package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How positions and options are echoed back, and positions that cannot occur. */
class PositionEchoTest {
    @Test
    void positionsThatCarryTheirOptionsShowThemOnce() {
        CliRun six = CliRun.of("solve", "stone-game-6", "--alice", "2,4,3", "--bob", "1,6,7");
        assertThat(six.exitCode()).as(six.err()).isZero();
        assertThat(six.out().lines().findFirst()).contains("stone-game-6 --alice 2,4,3 --bob 1,6,7");
        CliRun two = CliRun.of("solve", "stone-game-2", "--m", "2", "9", "4", "4");
        assertThat(two.out().lines().findFirst()).contains("stone-game-2 --m 2 9 4 4");
        CliRun moore = CliRun.of("solve", "moore", "--k", "2", "1", "2");
        assertThat(moore.out().lines().findFirst()).contains("moore --k 2 1 2");
    }

    @Test
    void stoneGameTwoMovesKeepTheGivenM() throws Exception {
        CliRun run = CliRun.of("solve", "stone-game-2", "--m", "3", "1", "2", "--json");
        JsonNode moves = new ObjectMapper().readTree(run.out()).get("winningMoves");
        assertThat(moves.findValuesAsText("move")).containsExactly("take 2 piles (3 stones), M = 3");
        CliRun big = CliRun.of("solve", "stone-game-2", "--m", "100", "1", "2", "3", "4", "--json");
        for (JsonNode m : new ObjectMapper().readTree(big.out()).get("winningMoves")) {
            assertThat(m.get("move").asText()).endsWith("M = 100");
            if (m.get("to").size() > 0) {
                assertThat(m.get("to").get(1).asText()).isEqualTo("100");
            }
        }
    }

    @Test
    void theCatCannotStartInTheHole() {
        CliRun run = CliRun.of("solve", "cat-mouse", "[[1,3],[0],[3],[0,2]]", "3", "0", "cat");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: the cat may never be at node 0");
    }

    @Test
    void graphFileFromEmptyStandardInput() {
        CliRun run = CliRun.of("solve", "graph", "--file", "-");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: the graph file standard input has no moves or labels");
    }

    @Test
    void rowMessagesNameTheirItems() {
        assertThat(CliRun.of("solve", "stone-game").err()).contains("give the values, such as");
        assertThat(CliRun.of("solve", "stone-game-2").err()).contains("give the piles, such as");
        assertThat(CliRun.of("solve", "sum-game", "").err()).contains("at least 2");
    }
}
