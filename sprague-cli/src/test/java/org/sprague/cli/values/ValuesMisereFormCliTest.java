package org.sprague.cli.values;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.cli.CliRun;

/**
 * {@code values GAME --misere-form --upto N}. Oracles: the genera of Kayles (octal 0.77) heaps as CGSuite computes
 * them (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala); the misère nim values
 * of {@code values --misere} (the mex over sums of heaps, another code path); each printed form read back by
 * {@code value --misere}; heaps of Bash with at most 10 taken, Nim heaps up to 10, whose misère forms are the nimbers CGSuite prints as {@code *[n]}.
 */
class ValuesMisereFormCliTest {
    private static final String KAYLES_GENERA = "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57";

    @Test
    void kaylesHeapsHaveCgsuitesGeneraAndMisereValues() throws Exception {
        JsonNode forms = CliRun.json("values", "octal", "--code", "0.77", "--misere-form", "--upto", "15", "--json");
        assertThat(String.join(",", texts(forms.get("genus")))).isEqualTo(KAYLES_GENERA);
        JsonNode misere = CliRun.json("values", "octal", "--code", "0.77", "--misere", "--upto", "15", "--json");
        assertThat(forms.get("values")).isEqualTo(misere.get("values"));
        assertThat(forms.get("misereForms").get(5).asText()).isEqualTo("*[2[2]321]");
        for (int n : new int[] {5, 7, 8}) {
            String printed = forms.get("misereForms").get(n).asText();
            JsonNode back = CliRun.json("value", "--misere", printed, "--json");
            assertThat(back.get("canonical").asText()).isEqualTo(printed);
            assertThat(back.get("genus").asText()).isEqualTo(forms.get("genus").get(n).asText());
        }
    }

    @Test
    void nimHeapsAreNimbersAndTextHasOneLineAHeap() {
        CliRun r = CliRun.of("values", "bash", "--max", "10", "--misere-form", "--upto", "4");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out().lines().skip(1)).containsExactly("0  *[0]  0", "1  *[1]  1", "2  *[2]  2", "3  *[3]  3",
                "4  *[4]  4");
    }

    @Test
    void latexTableOfForms() {
        CliRun r = CliRun.of("values", "octal", "--code", "0.77", "--misere-form", "--upto", "5", "--latex");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("\\begin{tabular}{r|ll}", "5 & $\\ast[2[2]321]$ & $4^{146}$ \\\\",
                "\\end{tabular}");
    }

    @Test
    void pastTheBudgetIsExitThreeWithTheFigure() {
        CliRun r = CliRun.of("values", "octal", "--code", "0.77", "--misere-form", "--upto", "60", "--time", "1s");
        assertThat(r.exitCode()).isEqualTo(3);
        // the figure reached: forms made, or positions given forms, whichever part of the run the time ran out in
        assertThat(r.err()).startsWith("error: stopped after 1 s").containsPattern("[0-9]+ (positions given )?misère"
                + " (canonical )?forms").hasLineCount(1);
    }

    @Test
    void badCombinationsAreExitTwo() {
        for (String[] args : new String[][] {{"values", "lasker", "--misere-form"},
                {"values", "lasker", "--misere-form", "--upto", "3", "--stats"}}) {
            CliRun r = CliRun.of(args);
            assertThat(r.exitCode()).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ").hasLineCount(1);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }
}
