package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;

import static org.assertj.core.api.Assertions.assertThat;

class ListCommandTest {
    @Test
    void listsEveryGameWithSyntaxOptionsAndExamples() throws Exception {
        CliRun run = CliRun.of("list", "--json");
        assertThat(run.exitCode()).isZero();
        JsonNode games = new ObjectMapper().readTree(run.out()).get("games");
        assertThat(games).hasSize(Catalog.all().size());
        assertThat(games.findValuesAsText("id")).contains("nim", "moore");
        // one per kind, by hand: Nim is impartial, stone-game a scoring game, a graph file loopy, domineering partizan
        assertThat(games.get(0).get("kind").asText()).isEqualTo("impartial");
        for (JsonNode g : games) {
            String want = g.get("id").asText().startsWith("stone-game") ? "scoring"
                    : g.get("id").asText().equals("graph") ? "loopy"
                    : g.get("id").asText().equals("domineering") ? "partizan" : null;
            if (want != null) {
                assertThat(g.get("kind").asText()).as(g.get("id").asText()).isEqualTo(want);
            }
        }
        for (JsonNode g : games) {
            assertThat(g.get("syntax").asText()).isNotBlank();
            assertThat(g.get("kind").asText()).isIn("impartial", "scoring", "loopy", "partizan");
            assertThat(g.get("examples")).isNotEmpty();
        }
        CliRun text = CliRun.of("list");
        assertThat(text.out()).contains("nim").contains("--misere").contains("example: sprague solve nim 3 4 5")
                .contains("nim\n  Nim: take any number of tokens from one heap; the last to move wins (Bouton)\n"
                        + "  kind: impartial\n")
                .contains("\ntoads-and-frogs\n  Toads and Frogs: toads (Left) move or jump right, frogs (Right) left\n"
                        + "  kind: partizan\n");
    }

    @Test
    void everyExampleOfEveryGameRuns() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        for (CatalogGame game : Catalog.all()) {
            for (String example : game.examples()) {
                // examples name files from the repository root; tests run in the module's folder
                String fromModule = example.replace("docs/examples/", "../docs/examples/");
                String[] args = shellWords("solve " + game.id() + " --json " + fromModule);
                CliRun run = CliRun.of(args);
                assertThat(run.exitCode()).as("sprague %s: %s", String.join(" ", args), run.err()).isZero();
                JsonNode answer = mapper.readTree(run.out());
                assertThat(answer.has("game") || answer.has("positions")).as(run.out()).isTrue();
                if (answer.has("outcome")) {
                    assertThat(answer.get("outcome").asText()).isIn("first", "second", "draw");
                }
            }
        }
    }

    /** Splits a command line as a POSIX shell does for plain words and quoted strings (no escapes). */
    static String[] shellWords(String line) {
        java.util.List<String> words = new java.util.ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == ' ') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words.toArray(new String[0]);
    }

    @Test
    void helpForAGame() {
        CliRun run = CliRun.of("solve", "moore", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--k=K").contains("Position:");
    }
}
