package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CGSuite's notation through the command line: {@code value} prints CGSuite's form and the expanded one,
 * {@code value -} answers a line at a time, {@code shell} through a pipe. Expected forms are CGSuite's, from its
 * {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala}.
 */
class NotationCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void valuePrintsCgsuitesFormAndTheExpandedOne() throws Exception {
        JsonNode j = CliRun.json("value", "{0||0|-3/2}", "--json", "--latex");
        assertThat(j.get("canonical").asText()).isEqualTo("Tiny(3/2)");
        assertThat(j.get("expanded").asText()).isEqualTo("{0|-3/4+-3/4}");
        assertThat(j.get("latex").asText()).isEqualTo("{+}_{\\frac{3}{2}}");
        assertThat(j.get("outcomeClass").asText()).isEqualTo("L");
        CliRun text = CliRun.of("value", "{3/4|3/4,{3/4|3/4,3/4v*}}");
        assertThat(text.out()).contains("canonical      3/4v[3]*");
        assertThat(CliRun.of("value", "--expanded", "^[4]").out()).contains("canonical      {{{^|*}|*}|*}")
                .doesNotContain("value          ");
    }

    /**
     * Catalog games whose canonical forms CGSuite's tests print ({@code lib/core/src/test/scala/org/cgsuite/lang/
     * GameGridTest.scala} and {@code GameStripTest.scala}; CGSuite writes x for Left's pieces, as sprague does for
     * Clobber and Amazons, and T, F for toads and frogs): sprague's canonical form of the position is that string,
     * and read back by {@code value} it prints the same.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "domineering .... .... .... ....; +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
        "toads-and-frogs TTTTT..FFFFF; +-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>"
            + "|-1/2||-1*}|||0}}",
        "clobber xox ox.; {^^*|*,v}",
        "amazons x... o...; +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"
    })
    void catalogGamesPrintAsCgsuiteDoes(String position, String cgsuite) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("solve"));
        args.addAll(List.of(position.split(" ")));
        args.add("--json");
        String canonical = CliRun.json(args.toArray(String[]::new)).get("canonical").asText();
        assertThat(canonical).isEqualTo(cgsuite);
        // and it reads back as the same value, printed the same way
        assertThat(CliRun.json("value", canonical, "--json").get("canonical").asText()).isEqualTo(cgsuite);
    }

    @Test
    void linesFromStandardInputAnswerOneObjectEach() throws Exception {
        CliRun r = CliRun.withInput("{0|-3}\n\n# a comment\n{1|\n{{2|0}|0}\n", "value", "-");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: 1 line was not answered (line 4 first)");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(3);
        JsonNode first = JSON.readTree(lines.get(0));
        assertThat(first.get("line").asInt()).isEqualTo(1);
        assertThat(first.get("canonical").asText()).isEqualTo("{0|-3}");
        assertThat(first.get("expanded").asText()).isEqualTo("-3/2+-3/2");
        JsonNode bad = JSON.readTree(lines.get(1));
        assertThat(bad.get("line").asInt()).isEqualTo(4);
        assertThat(bad.get("error").asText()).contains("{1|");
        assertThat(JSON.readTree(lines.get(2)).get("canonical").asText()).isEqualTo("Miny(2)");
        CliRun ok = CliRun.withInput("^\n*2\n", "value", "-");
        assertThat(ok.exitCode()).isZero();
        assertThat(ok.out().lines()).hasSize(2);
    }

    @Test
    void shellThroughAPipe() throws Exception {
        CliRun r = CliRun.withInput(String.join("\n", "g = {1|*}", "g + g", "latex 3/4v[3]*", "expanded ^[2]",
                "compare {1|*} ^", "2Tiny(2)", "h + 1", "vars", "value ^", "help") + "\n", "shell");
        List<String> out = r.out().lines().toList();
        assertThat(out.get(0)).isEqualTo("g = {1|*}");
        assertThat(out.get(1)).isEqualTo(CliRun.json("value", "{1|*} + {1|*}", "--json").get("canonical").asText());
        assertThat(out.get(2)).isEqualTo("\\frac{3}{4}\\downarrow^{[3]}\\ast");
        assertThat(out.get(3)).isEqualTo("{^|*}");
        assertThat(out.get(4)).isEqualTo("{1|*} > ^");
        assertThat(out.get(5)).isEqualTo("2Tiny(2)");
        assertThat(out.get(6)).startsWith("error: bad value 'h + 1': unknown name 'h'");
        assertThat(out.get(7)).isEqualTo("g = {1|*}");
        assertThat(out).contains("value ^", "  canonical      ^");
        assertThat(r.out()).contains("Functions: Tiny, Miny, ConwayProduct");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: 1 statement failed");
    }
}
