package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code value --misere} and {@code solve GAME --misere-form}. */
class MisereFormCliTest {
    /** CGSuite's MisereCanonicalGameTestCase (aaron-siegel/cgsuite): input, printed form, genus, mate. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"*[[2],0]; *[2#0]; 1^2; *[2#1]; N; 1; 2", "*[2]+*[2]; *[2[2]]; 0^0; *[2[2]]; P; 0; 0",
            "*[[2],1]; *[2#1]; 2^1420; *[2#0]; N; 2; 1", "*[[[2]]]; *[2##]; 1^1; *[2##]; N; 1; 1"})
    void valueMisereReproducesCgsuite(String input, String printed, String genus, String mate, String outcome,
            int nimValue, int misereNimValue) throws Exception {
        JsonNode v = CliRun.json("value", "--misere", input, "--json");
        assertThat(v.get("canonical").asText()).isEqualTo(printed);
        assertThat(v.get("genus").asText()).isEqualTo(genus);
        assertThat(v.get("mate").asText()).isEqualTo(mate);
        assertThat(v.get("misereOutcomeClass").asText()).isEqualTo(outcome);
        assertThat(v.get("nimValue").asInt()).isEqualTo(nimValue);
        assertThat(v.get("misereNimValue").asInt()).isEqualTo(misereNimValue);
        assertThat(CliRun.json("value", "--misere", printed, "--json").get("canonical").asText()).isEqualTo(printed);
    }

    @Test
    void textNamesEachField() {
        CliRun r = CliRun.of("value", "--misere", "*[[2],0]");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("canonical: *[2#0]", "genus: 1^2", "mate: *[2#1]", "misère outcome: N",
                "phylum: hereditarily restive");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"*[2#(]", "*[2", "*[2[-3#]]x", "3", "*[2[#-2]2[-5]]"})
    void badNotationIsExit2WithOneLine(String input) {
        CliRun r = CliRun.of("value", "--misere", input);
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ").doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    /**
     * The Cram board whose misère form CGSuite prints as {@code *[2[2]321]}, and its misère outcome against
     * {@code solve cram --misere} (Cram's own misère search, another code path).
     */
    @Test
    void cramBoardPrintsAsCgsuiteDoes() throws Exception {
        JsonNode f = CliRun.json("solve", "cram", "--misere-form", "....", "##..", "....", "--json");
        assertThat(f.get("canonical").asText()).isEqualTo("*[2[2]321]");
        assertThat(f.get("genus").asText()).isEqualTo("4^146");
        JsonNode s = CliRun.json("solve", "cram", "--misere", "....", "##..", "....", "--json");
        assertThat(s.get("outcome").asText()).isEqualTo(f.get("outcome").asText());
    }

    /** Misère outcomes of the forms against solve --misere (misère Nim's rule, quotients, Cram's search). */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"nim; 1 1 1", "nim; 3 4 5", "nim; 1 1 2", "octal --code 0.07; 2 10",
            "octal --code 0.07; 4 4 6", "octal --code 0.77; 3 5 7", "subtraction --set 1,2; 4 5", "cram; ... ..# ...",
            "cram; .... .... .#..", "cram; .... .... .... ...."})
    void outcomesAgreeWithSolveMisere(String game, String position) throws Exception {
        String[] g = game.split(" ");
        String[] p = position.split(" ");
        String[] form = concat(concat(new String[] {"solve"}, g), concat(new String[] {"--misere-form", "--json"}, p));
        String[] solve = concat(concat(new String[] {"solve"}, g), concat(new String[] {"--misere", "--json"}, p));
        assertThat(CliRun.json(form).get("outcome").asText()).isEqualTo(CliRun.json(solve).get("outcome").asText());
    }

    @Test
    void aGameThatStatesNoMovesIsExit2() {
        CliRun r = CliRun.of("solve", "stone-game", "--misere-form", "5", "3", "4", "5");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] c = new String[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
