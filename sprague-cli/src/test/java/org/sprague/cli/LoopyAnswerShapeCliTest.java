package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The answers of games with cycles have the shape of {@code value}'s: the nested object {@code "sided"}
 * ({@code stopperSided}, {@code onside}, {@code offside}), no flat fields; and their text lines align to the
 * answer's longest label. The sided value checked is CGSuite's {@code a{{|a}|}} = {@code 1 & 0}
 * ({@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}).
 */
class LoopyAnswerShapeCliTest {
    /** The game a{{|a}|}: from 0 Left moves to 1, from 1 Right moves back to 0. */
    private static final String SWING = "../docs/examples/Swing.java";

    @Test
    void aRuleFileWithCyclesGivesSidedAsValueDoes() throws Exception {
        JsonNode solved = CliRun.json("solve", "--rules", SWING, "0", "--json");
        assertThat(solved.get("value").asText()).isEqualTo("1 & 0");
        assertThat(solved.get("sided").toString())
                .isEqualTo("{\"stopperSided\":true,\"onside\":\"1\",\"offside\":\"0\"}");
        assertThat(solved.has("stopperSided") || solved.has("onside") || solved.has("offside")).isFalse();
        // wiring: the same object as value's for the same game written in CGSuite's notation
        assertThat(solved.get("sided")).isEqualTo(CliRun.json("value", "a{{|a}|}", "--json").get("sided"));
    }

    /** A stopper's sides are itself (Siegel, CGT, ch. VI), as value gives them: TT.F is on (Left always moves). */
    @Test
    void aCatalogStopperGivesItselfAsBothSides() throws Exception {
        JsonNode j = CliRun.json("solve", "backsliding-toads-and-frogs", "TT.F", "--json");
        assertThat(j.get("value").asText()).isEqualTo("on");
        assertThat(j.get("sided").toString())
                .isEqualTo("{\"stopperSided\":true,\"onside\":\"on\",\"offside\":\"on\"}");
        assertThat(j.get("sided")).isEqualTo(CliRun.json("value", "on", "--json").get("sided"));
    }

    @Test
    void labelsAlignToTheLongestLabel() {
        String text = CliRun.of("solve", "backsliding-toads-and-frogs", "TT.F").out();
        assertThat(text).contains("outcomeClass L");
        List<Integer> columns = valueColumns(text);
        assertThat(columns).hasSizeGreaterThan(5);
        assertThat(columns).containsOnly("outcomeClass".length() + 3);
        // an answer whose labels all fit keeps the column of 11 and a space
        assertThat(CliRun.of("solve", "nim", "3", "4", "5").out()).contains("\n  outcome     first")
                .contains("\n  grundy      2\n").contains("\n  remoteness  11\n");
    }

    /** The column where each labelled line's value starts (lines of two-space indent, before the moves). */
    private static List<Integer> valueColumns(String text) {
        List<Integer> columns = new ArrayList<>();
        for (String line : text.lines().skip(1).toList()) {
            if (line.startsWith("   ") || line.startsWith("  winning moves") || line.startsWith("  note:")) {
                continue;
            }
            int labelEnd = line.indexOf(' ', 2);
            int value = labelEnd;
            while (value < line.length() && line.charAt(value) == ' ') {
                value++;
            }
            columns.add(value);
        }
        return columns;
    }
}
