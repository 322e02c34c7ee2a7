package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Clobber (and its variants) and Konane through the command line: values, search, play, bad and large input. */
class ClobberKonaneCliTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"clobber; xxo; ^", "clobber; xox|oxo; 0", "clobber --variant anti; x..; 2",
        "clobber --variant impartial; xoo; *2", "konane; .ox.|o..x|....; +-1", "konane; xo.; 1"})
    void values(String game, String position, String canonical) throws Exception {
        String[] words = (game + " " + position + " --json").split(" ");
        String[] args = new String[words.length + 1];
        args[0] = "solve";
        System.arraycopy(words, 0, args, 1, words.length);
        assertThat(CliRun.json(args).get("canonical").asText()).isEqualTo(canonical);
    }

    /** (xo)^3 is the one alternating strip that is a second-player win (Albert et al., Integers 5(2), 2005). */
    @Test
    void searchGivesTheOutcomeClass() throws Exception {
        JsonNode n = CliRun.json("solve", "clobber", "--method", "search", "xoxoxo", "--json");
        assertThat(n.get("outcomeClass").asText()).isEqualTo("P");
        JsonNode k = CliRun.json("solve", "konane", "--method", "search", "xox|o.o|xox", "--json");
        assertThat(k.get("outcomeClass").asText()).isEqualTo("P");
    }

    @Test
    void playThroughAPipe() {
        CliRun r = CliRun.withInput("1\n1\n1\n", "play", "clobber", "xox|oxo");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("you: x ").contains("game over");
        CliRun k = CliRun.withInput("1\n1\n", "play", "konane", "xo.o.");
        assertThat(k.exitCode()).isZero();
        assertThat(k.out()).contains("you: x a1-");
        CliRun anti = CliRun.withInput("1\n1\n", "play", "clobber", "--variant", "anti", "x..o");
        assertThat(anti.out()).contains("you: x a1-b1   => --first right ox.o");
    }

    @Test
    void explainShowsALine() {
        assertThat(CliRun.of("solve", "clobber", "--explain", "xoxo").out()).contains("line of best play");
    }

    /** Many cases, each line its own options: the variant of one case does not carry to the next. */
    @Test
    void casesOneALine() {
        CliRun r = CliRun.withInput("--variant impartial xoo\nxoo\n", "solve", "clobber", "--cases", "-");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("canonical      *2").contains("canonical      v");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"clobber; xq", "clobber; xo|x", "konane; x-o", "clobber --variant misere; xo"})
    void badInputIsExitTwo(String game, String position) {
        CliRun r = CliRun.of(("solve " + game + " " + position).split(" "));
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ").doesNotContain("Exception");
    }

    @Test
    void tooLargeIsExitThree() {
        CliRun r = CliRun.of("solve", "clobber", "xo".repeat(27));
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("54 columns");
    }
}
