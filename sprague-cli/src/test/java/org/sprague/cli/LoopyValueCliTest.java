package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Loopy values through {@code value}: CGSuite's {@code lib/core/src/test/scala/org/cgsuite/lang/
 * CanonicalStopperTestCase.scala} ({@code {pass|}} is on with stops on and on; {@code {0|pass}} is over with stops
 * 0 and 0), Winning Ways ch. 11 (on wins for Left whoever starts; dud is a draw; over &lt; every positive number).
 */
class LoopyValueCliTest {
    @Test
    void onIsAStopperThatLeftWinsWhoeverStarts() throws Exception {
        JsonNode j = CliRun.json("value", "{pass|}", "--json");
        assertThat(j.get("value").asText()).isEqualTo("on");
        assertThat(j.get("leftFirst").asText()).isEqualTo("left");
        assertThat(j.get("rightFirst").asText()).isEqualTo("left");
        assertThat(j.get("stopper").asBoolean()).isTrue();
        assertThat(j.get("leftStop").asText()).isEqualTo("on");
        assertThat(j.get("rightStop").asText()).isEqualTo("on");
    }

    @Test
    void overHasStopsZeroAndDudIsADrawWithoutStops() throws Exception {
        JsonNode over = CliRun.json("value", "a{0|a}", "--json");
        assertThat(over.get("value").asText()).isEqualTo("over");
        assertThat(over.get("leftStop").asText() + " " + over.get("rightStop").asText()).isEqualTo("0 0");
        JsonNode dud = CliRun.json("value", "dud", "--json");
        assertThat(dud.get("leftFirst").asText()).isEqualTo("draw");
        assertThat(dud.get("rightFirst").asText()).isEqualTo("draw");
        assertThat(dud.get("stopper").asBoolean()).isFalse();
        assertThat(dud.get("leftStop").isNull()).isTrue();
        assertThat(dud.get("outcomeClass").isNull()).isTrue();
    }

    /**
     * Outcome classes beside leftFirst/rightFirst where no draw is possible: on is L and under R (Winning Ways
     * ch. 11), Bach's Carousel N (CGSuite's SidedValueTestCase).
     */
    @Test
    void outcomeClassWhereNoDrawIsPossible() throws Exception {
        assertThat(CliRun.json("value", "on", "--json").get("outcomeClass").asText()).isEqualTo("L");
        assertThat(CliRun.json("value", "under", "--json").get("outcomeClass").asText()).isEqualTo("R");
        assertThat(CliRun.json("value", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "--json").get("outcomeClass").asText())
                .isEqualTo("N"); // CGSuite's SidedValueTestCase: Bach's Carousel, outcome class N
    }

    @Test
    void linesFromStandardInputTakeLoopyValuesToo() throws Exception {
        CliRun r = CliRun.withInput("{1|*}\n{|pass}\npass\n", "value", "-");
        assertThat(r.exitCode()).isEqualTo(2);
        java.util.List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).contains("\"canonical\":\"{1|*}\"");
        assertThat(lines.get(1)).contains("\"line\":2").contains("\"value\":\"off\"")
                .contains("\"leftFirst\":\"right\"").contains("\"leftStop\":\"off\"");
        assertThat(lines.get(2)).contains("\"line\":3").contains("\"error\"");
    }

    @Test
    void comparesStoppers() throws Exception {
        assertThat(CliRun.json("value", "--compare", "over", "1/64", "--json").get("comparison").asText())
                .isEqualTo("<");
        assertThat(CliRun.of("value", "--compare", "on", "1000").out()).isEqualTo("on > 1000\n");
    }

    @Test
    void shortValuesKeepTheirPathAndBadLoopyTextIsOneErrorLine() {
        assertThat(CliRun.of("value", "{1|*}").out()).contains("canonical      {1|*}");
        CliRun pass = CliRun.of("value", "pass");
        assertThat(pass.exitCode()).isEqualTo(2);
        assertThat(pass.err()).startsWith("error: ").contains("pass").hasLineCount(1);
        CliRun backwards = CliRun.of("value", "0 & 1");
        assertThat(backwards.exitCode()).isEqualTo(2);
        assertThat(backwards.err()).startsWith("error: ").contains("at most the onside").hasLineCount(1);
    }

    /**
     * Sided values (CGSuite's {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}): dud is
     * on &amp; off, {@code a{{|a}|}} is 1 &amp; 0, Bach's Carousel is not stopper-sided; a sum of stoppers that is
     * not a stopper prints as its sides.
     */
    @Test
    void sidedValuesPrintReadAndCompare() throws Exception {
        JsonNode dud = CliRun.json("value", "on + off", "--json");
        assertThat(dud.get("value").asText()).isEqualTo("dud");
        assertThat(dud.get("sided").get("onside").asText() + " & " + dud.get("sided").get("offside").asText())
                .isEqualTo("on & off");
        assertThat(CliRun.json("value", "a{{|a}|}", "--json").get("value").asText()).isEqualTo("1 & 0");
        JsonNode tis = CliRun.json("value", "1 & 0", "--json");
        assertThat(tis.get("leftFirst").asText() + " " + tis.get("rightFirst").asText()).isEqualTo("draw left");
        assertThat(tis.get("sided").get("stopperSided").asBoolean()).isTrue();
        JsonNode carousel = CliRun.json("value", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "--json");
        assertThat(carousel.get("sided").get("stopperSided").asBoolean()).isFalse();
        assertThat(carousel.get("sided").get("onside").isNull()).isTrue();
        // not stopper-sided in CGSuite's SidedValueTestCase, outcome class N: said so, with each player first
        assertThat(CliRun.of("value", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}").out())
                .contains("\n  left first     left wins\n  right first    right wins\n"
                        + "  outcome class  N (the player to move wins)\n")
                .contains("\n  sides          not found as stoppers (it is not stopper-sided, or its sides lie past these bounds): ");
        // sided options inside braces, as CGSuite reads them: {1 & 0|} is {1|} & {0|} = 2 & 1
        assertThat(CliRun.json("value", "{1 & 0|}", "--json").get("value").asText()).isEqualTo("2 & 1");
        CliRun wrongWay = CliRun.of("value", "{0&1|0}");
        assertThat(wrongWay.exitCode()).isEqualTo(2);
        assertThat(wrongWay.err()).startsWith("error: ").contains("at most the onside").hasLineCount(1);
        assertThat(CliRun.of("value", "--compare", "dud", "0").out()).isEqualTo("dud || 0\n");
        assertThat(CliRun.of("value", "--compare", "1 & 0", "-1").out()).isEqualTo("1 & 0 > -1\n");
        assertThat(CliRun.of("value", "--compare", "a{{|a}|}", "1 & 0").out()).isEqualTo("1 & 0 = 1 & 0\n");
    }

    /**
     * CGSuite's upon-th notation: CanonicalStopperTestCase's {@code {-1/4+*|pass}} is {@code -1/4v[on]} with stops
     * -1/4 and -1/4, and Right wins whoever starts (Left's only move is to the negative -1/4*, Right's is a pass);
     * the printed form reads back; a nimber too large to read is one error line, exit 2.
     */
    @Test
    void uponthNotationIsPrintedAndRead() throws Exception {
        JsonNode j = CliRun.json("value", "{-1/4+*|pass}", "--json");
        assertThat(j.get("value").asText()).isEqualTo("-1/4v[on]");
        assertThat(j.get("leftStop").asText() + " " + j.get("rightStop").asText()).isEqualTo("-1/4 -1/4");
        assertThat(j.get("outcomeClass").asText()).isEqualTo("R");
        assertThat(CliRun.json("value", "-1/4v[on]", "--json").get("value").asText()).isEqualTo("-1/4v[on]");
        CliRun bad = CliRun.of("value", "^[on]*99999");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: ").hasLineCount(1);
    }
}
