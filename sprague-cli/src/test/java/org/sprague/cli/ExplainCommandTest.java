package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;

import static org.assertj.core.api.Assertions.assertThat;

class ExplainCommandTest {
    private final ObjectMapper mapper = new ObjectMapper();

    /** Every example of every game of 'sprague list' explains itself, in JSON and in text. */
    @Test
    void everyExampleOfEveryGameExplainsItself() throws Exception {
        for (CatalogGame game : Catalog.all()) {
            for (String example : game.examples()) {
                String fromModule = example.replace("docs/examples/", "../docs/examples/");
                String[] args = ListCommandTest.shellWords("solve " + game.id() + " --json --explain " + fromModule);
                CliRun run = CliRun.of(args);
                assertThat(run.exitCode()).as("sprague %s: %s", String.join(" ", args), run.err()).isZero();
                JsonNode answer = mapper.readTree(run.out());
                if (!answer.has("outcome")) {
                    continue; // every node of a graph file: a table, explained node by node
                }
                JsonNode e = answer.get("explanation");
                assertThat(e).as(run.out()).isNotNull();
                assertThat(e.get("theory").asText()).isIn("sum", "mex", "minimax", "retrograde", "closed form",
                        "search");
                assertThat(e.get("steps")).as(run.out()).isNotEmpty();
                JsonNode line = e.get("line");
                if (game.moves().isPresent() && !line.isNull()) {
                    assertThat(line.get("moves").isArray()).as(run.out()).isTrue();
                } else {
                    // no line: the explanation says why
                    assertThat(e.get("steps").toString()).as(run.out()).contains("no line of play");
                }
                CliRun text = CliRun.of(ListCommandTest.shellWords("solve " + game.id() + " --explain " + fromModule));
                assertThat(text.out()).as(String.join(" ", args)).contains("why (");
            }
        }
    }

    @Test
    void laskerTwoTwoThreeShowsTwoTwoFourAndTheirNimSum() {
        CliRun run = CliRun.of("solve", "lasker", "2", "2", "3", "--explain");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Grundy values 2, 2, 4").contains("nim-sum 2 xor 2 xor 4 = 4")
                .contains("line of best play");
    }
}
