package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cram through the command line: the WxH shorthand, the JSON contract, misère play, exit codes 2 and 3. */
class CramCliTest {
    @Test
    void theShorthandIsTheEmptyBoardOfThoseRows() throws Exception {
        JsonNode a = CliRun.json("solve", "cram", "3x4", "--json");
        JsonNode b = CliRun.json("solve", "cram", "....", "....", "....", "--json");
        assertThat(a.get("grundy")).isEqualTo(b.get("grundy"));
        assertThat(a.get("winningMoves")).isEqualTo(b.get("winningMoves"));
        // one side even, one odd: the first player wins by the two central squares, among other moves
        assertThat(a.get("outcome").asText()).isEqualTo("first");
        List<String> moves = new ArrayList<>();
        a.get("winningMoves").forEach(m -> moves.add(m.get("move").asText()));
        assertThat(moves).contains("(2,2)-(2,3)");
    }

    @Test
    void aBoardAnsweredByTheSymmetryStrategyAloneSaysSoInANote() throws Exception {
        // 4x10 has both sides even: the second player copies each domino by the half-turn, so 0 with no search
        JsonNode a = CliRun.json("solve", "cram", "4x10", "--json");
        assertThat(a.get("grundy").asInt()).isZero();
        assertThat(a.get("notes").toString()).contains("no search: 1 region valued 0 by the symmetry strategy")
                .doesNotContain("regions solved");
        // 3x4 needs a search (one side odd): no such note
        assertThat(CliRun.json("solve", "cram", "3x4", "--json").get("notes").toString())
                .doesNotContain("symmetry strategy").contains("solved up to symmetry");
    }

    @Test
    void everyWinningMoveLeavesAZeroPosition() throws Exception {
        JsonNode a = CliRun.json("solve", "cram", "...#.", ".....", "#....", "--json");
        assertThat(a.get("winningMoves")).isNotEmpty();
        for (JsonNode m : a.get("winningMoves")) {
            List<String> args = new ArrayList<>(List.of("solve", "cram", "--json"));
            m.get("to").forEach(t -> args.add(t.asText()));
            assertThat(CliRun.json(args.toArray(String[]::new)).get("grundy").asInt()).as(m.toString()).isZero();
        }
    }

    @Test
    void badBoardsAreExitTwoAndTooLargeRegionsExitThree() {
        for (String[] bad : new String[][] {{"..x"}, {"..", "..."}, {"0x3"}, {"3x"}, {}, {"--misere", "3x"}}) {
            List<String> args = new ArrayList<>(List.of("solve", "cram"));
            args.addAll(List.of(bad));
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertThat(r.exitCode()).as(String.join(" ", bad)).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ").doesNotContain("Exception");
        }
        CliRun wide = CliRun.of("solve", "cram", "9x9");
        assertThat(wide.exitCode()).isEqualTo(3);
        assertThat(wide.err()).contains("64 cells");
        CliRun budget = CliRun.of("solve", "cram", "--budget", "100000", "5x5");
        assertThat(budget.exitCode()).isEqualTo(3);
        assertThat(budget.err()).contains("search budget").contains("--budget");
    }

    @Test
    void misereBoardsAnswerWithMovesThatLeaveALossAndLargeOnesExitThreeWithTheStepsNeeded() throws Exception {
        JsonNode a = CliRun.json("solve", "cram", "--misere", "..#..", "..#..", "--json");
        assertThat(a.get("options").get("misere").asBoolean()).isTrue();
        assertThat(a.get("outcome").asText()).isEqualTo("first");
        assertThat(a.get("grundy").isNull()).isTrue();
        assertThat(a.get("winningMoves")).isNotEmpty();
        for (JsonNode m : a.get("winningMoves")) {
            List<String> args = new ArrayList<>(List.of("solve", "cram", "--misere", "--json"));
            m.get("to").forEach(t -> args.add(t.asText()));
            assertThat(CliRun.json(args.toArray(String[]::new)).get("outcome").asText()).as(m.toString())
                    .isEqualTo("second");
        }
        CliRun big = CliRun.of("solve", "cram", "--misere", "6x6");
        assertThat(big.exitCode()).isEqualTo(3);
        assertThat(big.err()).startsWith("error: misère cram").contains("steps").contains("--budget")
                .doesNotContain("Exception");
        assertThat(big.err().lines().count()).isEqualTo(1);
    }
}
