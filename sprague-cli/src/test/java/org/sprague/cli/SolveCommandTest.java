package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SolveCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode json(CliRun run) throws Exception {
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        return JSON.readTree(run.out());
    }

    @Test
    void theContractExample() throws Exception {
        JsonNode j = json(CliRun.of("solve", "nim", "3", "4", "5", "--json"));
        assertThat(j.get("game").asText()).isEqualTo("nim");
        assertThat(j.get("position")).hasSize(3);
        assertThat(j.get("outcome").asText()).isEqualTo("first");
        assertThat(j.get("grundy").asInt()).isEqualTo(2);
        assertThat(j.get("remoteness").asInt()).isEqualTo(11);
        JsonNode moves = j.get("winningMoves");
        assertThat(moves).hasSize(1);
        assertThat(moves.get(0).get("move").asText()).isEqualTo("heap 1: 3 -> 1");
        assertThat(moves.get(0).get("to").toString()).isEqualTo("[\"1\",\"4\",\"5\"]");
        assertThat(moves.get(0).get("component").asInt()).isEqualTo(1);
        assertThat(moves.get(0).get("toComponent").asText()).isEqualTo("1");
    }

    @Test
    void jsonIsOneObjectAndNothingElse() throws Exception {
        assertThat(json(CliRun.of("solve", "--json", "nim", "1", "2", "3")).get("outcome").asText())
                .isEqualTo("second");
        CliRun ok = CliRun.of("solve", "nim", "--json", "1", "2", "3");
        assertThat(ok.out().strip()).startsWith("{").endsWith("}");
        assertThat(ok.out().strip().lines()).hasSize(1);
        assertThat(json(ok).get("outcome").asText()).isEqualTo("second");
    }

    @Test
    void hugeHeapsStayExact() throws Exception {
        JsonNode j = json(CliRun.of("solve", "nim", "123456789012345678901234567890", "5", "--json"));
        assertThat(j.get("grundy").bigIntegerValue().toString()).isEqualTo("123456789012345678901234567895");
        assertThat(j.get("remoteness").isNull()).isTrue();
    }

    @Test
    void misereAndMoore() throws Exception {
        assertThat(json(CliRun.of("solve", "nim", "--misere", "--json", "1")).get("outcome").asText())
                .isEqualTo("second");
        JsonNode m = json(CliRun.of("solve", "moore", "--k", "2", "--json", "1", "2", "3"));
        assertThat(m.get("outcome").asText()).isEqualTo("first");
        // 1,2,3 with k = 2: bit counts 2 and 2 are not multiples of 3; moves to 1 1 1 among others
        assertThat(m.get("winningMoves").findValuesAsText("move")).containsExactly("heap 2: 2 -> 1, heap 3: 3 -> 1");
        assertThat(m.get("options").toString()).isEqualTo("{\"k\":\"2\"}");
        assertThat(json(CliRun.of("solve", "moore", "--k", "2", "--json", "1", "1", "1")).get("outcome").asText())
                .isEqualTo("second");
    }

    @Test
    void optionsAreEchoed() throws Exception {
        assertThat(json(CliRun.of("solve", "nim", "--misere", "--json", "1")).get("options").toString())
                .isEqualTo("{\"misere\":true}");
        assertThat(json(CliRun.of("solve", "nim", "--json", "1")).get("options").toString()).isEqualTo("{}");
        assertThat(CliRun.of("solve", "moore", "--k", "2", "1", "2", "3").out()).startsWith("moore --k 2 1 2 3\n");
    }

    @Test
    void doubleDashEndsOptions() throws Exception {
        // after "--" a word that looks like an option is a position, and here a bad heap
        CliRun run = CliRun.of("solve", "nim", "--", "--misere");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("heap 1 must be an integer, got '--misere'");
        assertThat(json(CliRun.of("solve", "nim", "--json", "--", "-0", "1")).get("position").toString())
                .isEqualTo("[\"0\",\"1\"]");
    }

    @Test
    void standardInputWithByteOrderMarkAndOddWhitespace() throws Exception {
        JsonNode j = json(CliRun.withInput("\uFEFF3\u000B4\r\n5\f", "solve", "nim", "--json", "-"));
        assertThat(j.get("position").toString()).isEqualTo("[\"3\",\"4\",\"5\"]");
    }

    @Test
    void standardInputThatIsNotUtf8IsBadInputNeverAReplacedWord(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        // a node named U+FFFD, the character a decoder that replaces bad bytes would make of the byte 0xFF
        java.nio.file.Path graph = java.nio.file.Files.writeString(dir.resolve("g.txt"), "a \uFFFD\n\uFFFD b\n");
        CliRun named = CliRun.withInput("\uFFFD", "solve", "graph", "--file", graph.toString(), "--json", "-");
        assertThat(named.exitCode()).as(named.err()).isZero();
        CliRun bad = CliRun.withBytes(new byte[] {'a', ' ', (byte) 0xFF, '\n'}, "solve", "graph", "--file",
                graph.toString(), "--json", "-");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.out()).isEmpty();
        assertThat(bad.err().strip()).isEqualTo("error: word 2 of standard input is not valid UTF-8 (byte 0xFF at byte"
                + " 1 of the word); save it as UTF-8");
    }

    @Test
    void positionsFromStandardInput() throws Exception {
        JsonNode j = json(CliRun.withInput("3\n4  5\n", "solve", "nim", "--json", "-"));
        assertThat(j.get("position").toString()).isEqualTo("[\"3\",\"4\",\"5\"]");
        assertThat(j.get("grundy").asInt()).isEqualTo(2);
    }

    @Test
    void manyComponentsFromStandardInputLeaveToOut() throws Exception {
        StringBuilder in = new StringBuilder();
        for (int i = 1; i <= 5000; i++) {
            in.append(i).append(' ');
        }
        JsonNode j = json(CliRun.withInput(in.toString(), "solve", "nim", "--json", "-"));
        assertThat(j.get("position")).hasSize(5000);
        assertThat(j.get("winningMoves")).isNotEmpty();
        for (JsonNode m : j.get("winningMoves")) {
            assertThat(m.has("to")).isFalse();
            assertThat(m.has("component")).isTrue();
        }
    }

    /** Both orders give the same answer, byte for byte, on both streams. */
    private static void sameAnswer(String[] before, String[] after) {
        CliRun first = CliRun.of(before);
        CliRun second = CliRun.of(after);
        assertThat(first.exitCode()).as("%s: %s", String.join(" ", before), first.err()).isZero();
        assertThat(first).as(String.join(" ", before)).isEqualTo(second);
    }

    @Test
    void optionsMayStandBeforeTheGameName() {
        String[] wythoff = {"solve", "wythoff", "--k", "2", "--assume-moore", "3,5", "4,7"};
        sameAnswer(new String[] {"solve", "--assume-moore", "wythoff", "--k", "2", "3,5", "4,7"}, wythoff);
        sameAnswer(new String[] {"solve", "--k", "2", "--assume-moore", "wythoff", "3,5", "4,7"}, wythoff);
        sameAnswer(new String[] {"solve", "--k=2", "wythoff", "3,5", "4,7"},
                new String[] {"solve", "wythoff", "3,5", "4,7", "--k", "2"});
        sameAnswer(new String[] {"solve", "--misere", "nim", "1", "1", "2"},
                new String[] {"solve", "nim", "--misere", "1", "1", "2"});
        sameAnswer(new String[] {"solve", "--misere", "--k", "2", "lasker", "1", "2"},
                new String[] {"solve", "lasker", "1", "2", "--k", "2", "--misere"});
        // the command's own options: before the name they were taken and then ignored
        sameAnswer(new String[] {"solve", "--budget", "10000", "--json", "nim", "3", "4", "5"},
                new String[] {"solve", "nim", "3", "4", "5", "--budget", "10000", "--json"});
        assertThat(CliRun.of("solve", "--budget", "10000", "nim", "3", "4", "5").out())
                .contains("remoteness not computed");
        sameAnswer(new String[] {"solve", "--explain", "lasker", "2", "2", "3"},
                new String[] {"solve", "lasker", "2", "2", "3", "--explain"});
        // options of one game only
        sameAnswer(new String[] {"solve", "--max", "3", "football", "--m", "2", "1", "1", "6", "4"},
                new String[] {"solve", "football", "--m", "2", "--max", "3", "1", "1", "6", "4"});
        sameAnswer(new String[] {"solve", "--first", "right", "domineering", "..", ".."},
                new String[] {"solve", "domineering", "--first", "right", "..", ".."});
    }

    @Test
    void everyExampleAnswersTheSameWithItsOptionsBeforeTheGameName() {
        int moved = 0;
        for (org.sprague.catalog.CatalogGame game : org.sprague.compound.Games.all()) {
            for (String example : game.examples()) {
                java.util.List<String> words = java.util.List.of(ListCommandTest.shellWords(
                        example.replace("docs/examples/", "../docs/examples/")));
                int options = 0;
                while (options < words.size() && words.get(options).startsWith("--")) {
                    String name = words.get(options);
                    var option = game.options().stream().filter(o -> o.name().equals(name)).findFirst();
                    if (option.isEmpty()) {
                        break;
                    }
                    options += option.get().isFlag() ? 1 : 2;
                }
                if (options == 0) {
                    continue;
                }
                java.util.List<String> before = new java.util.ArrayList<>(java.util.List.of("solve"));
                before.addAll(words.subList(0, options));
                before.add(game.id());
                before.addAll(words.subList(options, words.size()));
                java.util.List<String> after = new java.util.ArrayList<>(java.util.List.of("solve", game.id()));
                after.addAll(words);
                sameAnswer(before.toArray(String[]::new), after.toArray(String[]::new));
                moved++;
            }
        }
        assertThat(moved).isGreaterThan(10);
    }

    @Test
    void textOutputForPeople() {
        CliRun run = CliRun.of("solve", "nim", "3", "4", "5");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("outcome     first").contains("grundy      2").contains("heap 1: 3 -> 1");
    }
}
