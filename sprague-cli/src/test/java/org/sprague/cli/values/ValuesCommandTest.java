package org.sprague.cli.values;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.cli.CliRun;
import org.sprague.cli.Main;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code sprague values} and {@code sprague solve} for heap games, through {@link Main#run}. */
class ValuesCommandTest {
    record Run(int code, String out, String err) {
        JsonNode json() throws Exception {
            return new ObjectMapper().readTree(out);
        }
    }

    static Run run(String line) {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            int code = Main.run(line.split(" "), new PrintWriter(err, true));
            System.out.flush();
            return new Run(code, bytes.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void outOfRangeOptionsAndCodesAreBadInput() {
        CliRun huge = CliRun.of("values", "subtraction", "--set", "1", "--upto", "99999999999999999999");
        assertThat(huge.exitCode()).isEqualTo(2);
        assertThat(huge.err()).startsWith("error: --upto must be at most 2147483631");
        CliRun fullWidth = CliRun.of("values", "octal", "--code", "\uFF10.\uFF17\uFF17");
        assertThat(fullWidth.exitCode()).isEqualTo(2);
        assertThat(fullWidth.err()).contains("not an octal digit");
    }

    @Test
    void kaylesIsProvenPeriodic() throws Exception {
        Run r = run("values octal --code 0.77 --json");
        assertThat(r.code()).isZero();
        assertThat(r.err()).isEmpty();
        JsonNode j = r.json();
        assertThat(j.get("ruleset").asText()).isEqualTo("octal 0.77");
        assertThat(j.get("period").asInt()).isEqualTo(12);
        assertThat(j.get("preperiod").asInt()).isEqualTo(71);
        assertThat(j.get("saltus").asInt()).isZero();
        assertThat(j.get("proven").asBoolean()).isTrue();
        assertThat(j.get("proof").asText()).startsWith("octal periodicity theorem");
        assertThat(j.get("stoppedBy").asText()).isEqualTo("proof");
        assertThat(j.get("values").size()).isEqualTo(j.get("upto").asInt() + 1);
        assertThat(j.get("values").get(11).asInt()).isEqualTo(6);
        // exactly one JSON object on standard output
        assertThat(r.out().strip()).startsWith("{").endsWith("}");
        assertThat(r.out().strip().lines().count()).isEqualTo(1);
    }

    @Test
    void dawsonsKayles() throws Exception {
        JsonNode j = run("values octal --code 0.07 --json").json();
        assertThat(j.get("period").asInt()).isEqualTo(34);
        assertThat(j.get("preperiod").asInt()).isEqualTo(53);
        assertThat(j.get("proven").asBoolean()).isTrue();
    }

    @Test
    void uptoGivesExactlyThatRange() throws Exception {
        JsonNode j = run("values subtraction --set 1,3,4 --upto 20 --json").json();
        assertThat(j.get("upto").asInt()).isEqualTo(20);
        int[] expected = {0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2};
        for (int n = 0; n <= 20; n++) {
            assertThat(j.get("values").get(n).asInt()).isEqualTo(expected[n]);
        }
        assertThat(j.get("period").asInt()).isEqualTo(7);
        assertThat(j.has("stoppedBy")).isFalse();
    }

    @Test
    void noPeriodIsNull() throws Exception {
        JsonNode j = run("values grundy --upto 300 --json").json();
        assertThat(j.get("period").isNull()).isTrue();
        assertThat(j.get("preperiod").isNull()).isTrue();
        assertThat(j.get("saltus").isNull()).isTrue();
        assertThat(j.get("proven").asBoolean()).isFalse();
    }

    @Test
    void laskerHasASaltus() throws Exception {
        JsonNode j = run("values lasker --upto 100 --json").json();
        assertThat(j.get("period").asInt()).isEqualTo(4);
        assertThat(j.get("saltus").asInt()).isEqualTo(4);
        assertThat(j.get("preperiod").asInt()).isEqualTo(1);
    }

    @Test
    void statsReplaceTheValues() throws Exception {
        JsonNode j = run("values subtraction --set 1,3,4 --upto 13 --json --stats").json();
        assertThat(j.has("values")).isFalse();
        JsonNode s = j.get("stats");
        assertThat(s.get("largest").asInt()).isEqualTo(3);
        assertThat(s.get("largestAt").asInt()).isEqualTo(5);
        assertThat(s.get("rareMask").isNull()).isTrue();
        assertThat(s.get("histogram").get("0").asInt()).isEqualTo(4);
    }

    @Test
    void limitReachedSaysSo() throws Exception {
        JsonNode j = run("values octal --code 0.77 --limit 100 --json").json();
        assertThat(j.get("proven").asBoolean()).isFalse();
        assertThat(j.get("stoppedBy").asText()).isEqualTo("limit");
        assertThat(j.get("limit").asInt()).isEqualTo(100);
    }

    @Test
    void aSearchWithoutLimitHasNoneAndStopsByTheProof() throws Exception {
        // without --upto or --limit a finite code runs until its period is proven (before: a limit of 10^6 heaps)
        JsonNode j = run("values octal --code 0.77 --json").json();
        assertThat(j.get("stoppedBy").asText()).isEqualTo("proof");
        assertThat(j.has("limit")).isTrue();
        assertThat(j.get("limit").isNull()).isTrue();
        assertThat(j.get("upto").asInt()).isEqualTo(167);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-5", "abc", "5x", "1.5m", ""})
    void aBadTimeBudgetIsOneErrorLine(String time) {
        Run r = run("values octal --code 0.77 --time=" + time);
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --time must be a positive duration");
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
    }

    @Test
    void timeBudgetsReadTheirUnits() {
        assertThat(ValuesCommand.time("90")).isEqualTo(java.time.Duration.ofSeconds(90));
        assertThat(ValuesCommand.time("90s")).isEqualTo(java.time.Duration.ofSeconds(90));
        assertThat(ValuesCommand.time("30m")).isEqualTo(java.time.Duration.ofMinutes(30));
        assertThat(ValuesCommand.time("30min")).isEqualTo(java.time.Duration.ofMinutes(30));
        assertThat(ValuesCommand.time("2h")).isEqualTo(java.time.Duration.ofHours(2));
        assertThat(ValuesCommand.time("1d")).isEqualTo(java.time.Duration.ofDays(1));
        assertThat(ValuesCommand.time("none")).isNull();
        assertThat(run("values octal --code 0.77 --time 1m --json").code()).isZero();
        assertThat(run("values subtraction --set 1,3,4 --upto 20 --time 10s").code()).isZero();
    }

    @Test
    void humanOutputMarksPreperiodPeriodAndProof() {
        Run r = run("values octal --code 0.77");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("octal 0.77: G(0..167)").contains("preperiod, n < 71:")
                .contains("periodic part from n = 71").contains("period      12").contains("preperiod   71")
                .contains("proven      yes").contains("71: 7  4  1  2  8  1  4  7  2  1  8  2");
    }

    @Test
    void solveAndValuesAcceptTheSameRulesets() throws Exception {
        assertThat(run("solve subtraction --set 1,3,4 2 3 --json").json().get("outcome").asText())
                .isEqualTo("first");
        JsonNode j = run("solve octal --code 0.77 5 7 --json").json();
        assertThat(j.get("grundy").asInt()).isEqualTo(6);
        assertThat(j.get("winningMoves").get(0).get("move").asText()).isEqualTo("heap 1: 5 -> 3 + 1");
        assertThat(j.get("winningMoves").get(0).get("toComponent").asText()).isEqualTo("3 1");
        assertThat(run("solve lasker 1 2 4 --json").json().get("outcome").asText()).isEqualTo("second");
        assertThat(run("solve subtraction --set 1,3,7,8 --misere 18 --json").json().get("outcome").asText())
                .isEqualTo("second");
    }

    @ParameterizedTest
    @ValueSource(strings = {"values octal --code 0.8", "values octal --code abc", "values subtraction --set 1,,2",
        "values subtraction --set -1,2 --upto 5", "values subtraction --set 0,1 --upto 5",
        "values subtraction --set 1,2 --upto -1", "values foo --upto 5", "values lasker",
        "values bash --upto 5", "values half --upto abc", "values lasker --upto 5 --limit 9",
        "solve subtraction --set 1,,2 3", "solve octal --code 0.8 3", "solve lasker -3",
        "solve subtraction --set 1,3,4"})
    void badInputIsExitTwoWithOneErrorLine(String line) {
        Run r = run(line);
        assertThat(r.code()).as(line).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: ");
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
    }

    @Test
    void emptySetIsBadInput() {
        Run r = run("values subtraction --set= --upto 5");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --set is empty");
    }

    @Test
    void tooMuchWorkIsExitThree() {
        Run r = run("values grundy --upto 100000000");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.err()).startsWith("error: ");
        Run s = run("solve grundy 100000000000");
        assertThat(s.code()).isEqualTo(3);
        Run m = run("solve lasker --misere 300");
        assertThat(m.code()).isEqualTo(3);
    }

    @Test
    void misereTablesOfSplittingGamesAreEstimatedBeforeTheSearch() {
        for (String game : new String[] {"lasker", "grundy"}) {
            Run r = run("values " + game + " --upto 90 --misere");
            assertThat(r.code()).as(r.err()).isEqualTo(3);
            assertThat(r.err()).startsWith("error: misère values of " + game + " up to 90 (an exact search of sums"
                    + " of heaps").contains("--budget");
        }
        // a table within the budget is still computed; heap 1 of Lasker's game loses (its one move ends the game)
        Run small = run("values lasker --upto 12 --misere");
        assertThat(small.code()).as(small.err()).isZero();
        assertThat(small.out()).contains("losing      1\n");
    }
}
