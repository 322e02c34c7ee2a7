package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The strip, grid and cake games stated by their rules (Toppling Dominoes, Elephants and Rhinos, Ski-Jumps, Fission,
 * Maundy Cake, Eatcake, Partizan Euclid) through the command line: values the tests of the core check against
 * published ones, play through a pipe, explanations, cases, and the exit codes of bad and too large positions.
 */
class StripsGamesCliTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"toppling-dominoes; lrrll; {1|*}", "elephants-and-rhinos; T.F; *",
        "ski-jumps; L....|....R|.....; 1/2", "fission; ..x.|....|..x.|....; -2", "maundy-cake; 8x1; 7",
        "eatcake; 1x8; ^", "partizan-euclid; 8 7; ^5"})
    void solveGivesTheValue(String game, String position, String canonical) throws Exception {
        String[] words = ("solve " + game + " " + position + " --json").split(" ");
        JsonNode answer = CliRun.json(words);
        assertThat(answer.get("canonical").asText()).isEqualTo(canonical);
        assertThat(CliRun.json("list", "--json").get("games").findValuesAsText("id")).contains(game);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"toppling-dominoes; lrl", "elephants-and-rhinos; T..F.T.F",
        "ski-jumps; L..|.R.|l..", "fission; ...|.x.|...", "maundy-cake; 6x2", "eatcake; 3x2",
        "partizan-euclid; 8 3"})
    void playedThroughAPipeExplainedAndAsCases(String game, String position) {
        String[] play = ("play " + game + " " + position).split(" ");
        CliRun run = CliRun.withInput("1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n", play);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("playing " + game).containsAnyOf("you win", "the engine wins");
        CliRun explained = CliRun.of(("solve " + game + " --explain " + position).split(" "));
        assertThat(explained.exitCode()).as(explained.err()).isZero();
        assertThat(explained.out()).contains("line of best play");
        CliRun cases = CliRun.withInput(position + "\n" + position + "\n", "solve", game, "--cases", "-", "--json");
        assertThat(cases.exitCode()).as(cases.err()).isZero();
        assertThat(cases.out().lines().filter(l -> l.contains("\"case\"")).count()).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"toppling-dominoes; lxr", "elephants-and-rhinos; T.X", "ski-jumps; L.|.",
        "fission; .o.", "maundy-cake; 0x2", "eatcake; 3by2", "partizan-euclid; 8 0"})
    void badPositionsAreExitTwo(String game, String position) {
        CliRun run = CliRun.of(("solve " + game + " " + position).split(" "));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: ").doesNotContain("Exception").hasLineCount(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"maundy-cake; 2000x2; 1000",
        "partizan-euclid; 10000000000000 3; 1000000000000"})
    void tooLargePositionsAreExitThreeWithTheFigure(String game, String position, String figure) {
        CliRun run = CliRun.of(("solve " + game + " " + position).split(" "));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains(figure);
    }
}
