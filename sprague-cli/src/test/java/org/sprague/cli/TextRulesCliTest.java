package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rule files of text positions (docs/examples/CramText.java) through the command line: solve, misère, cases and
 * play where the number forms have them, one {@code error:} line and exit 2 for bad input and for {@code values}.
 * Values are checked against the catalog's Cram, which answers boards by its own region search.
 */
class TextRulesCliTest {
    private static final String CRAM_TEXT = "../docs/examples/CramText.java";

    @TempDir
    Path dir;

    @Test
    void boardsAnswerAsTheCatalogsCramAnswersThem() throws IOException {
        for (String board : List.of("...|.#.|...", "....|....|....", "..#..|..#..|..###", ".#..|.#..|..#.")) {
            JsonNode rule = CliRun.json("solve", "--rules", CRAM_TEXT, board, "--json");
            List<String> args = new ArrayList<>(List.of("solve", "cram", "--json"));
            args.addAll(List.of(board.split("\\|")));
            JsonNode cram = CliRun.json(args.toArray(String[]::new));
            assertThat(rule.get("grundy")).as(board).isEqualTo(cram.get("grundy"));
            assertThat(rule.get("remoteness")).as(board).isEqualTo(cram.get("remoteness"));
            List<String> ruleTargets = new ArrayList<>();
            rule.get("winningMoves").forEach(m -> ruleTargets.add(m.get("toComponent").asText()));
            List<String> cramTargets = new ArrayList<>();
            cram.get("winningMoves").forEach(m -> {
                List<String> rows = new ArrayList<>();
                m.get("to").forEach(r -> rows.add(r.asText()));
                cramTargets.add(String.join("|", rows));
            });
            assertThat(ruleTargets).as(board).containsExactlyInAnyOrderElementsOf(cramTargets);
            JsonNode misere = CliRun.json("solve", "--rules", CRAM_TEXT, "--misere", board, "--json");
            args.add("--misere");
            JsonNode cramMisere = CliRun.json(args.toArray(String[]::new));
            assertThat(misere.get("outcome")).as(board).isEqualTo(cramMisere.get("outcome"));
            assertThat(misere.get("remoteness")).as(board).isEqualTo(cramMisere.get("remoteness"));
            assertThat(misere.get("winningMoves")).hasSameSizeAs(cramMisere.get("winningMoves"));
        }
    }

    @Test
    void casesAnswerEachLineAsSolveDoes() throws IOException {
        CliRun run = CliRun.withInput("..|..\n..#..|..#.. ..\n--misere ....\n", "solve", "--rules", CRAM_TEXT,
                "--cases", "-", "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        String[] lines = run.out().strip().split("\n");
        assertThat(lines).hasSize(3);
        ObjectMapper json = new ObjectMapper();
        String[][] alone = {{"..|.."}, {"..#..|..#..", ".."}, {"--misere", "...."}};
        for (int i = 0; i < 3; i++) {
            JsonNode c = json.readTree(lines[i]);
            List<String> args = new ArrayList<>(List.of("solve", "--rules", CRAM_TEXT, "--json"));
            args.addAll(List.of(alone[i]));
            JsonNode solved = CliRun.json(args.toArray(String[]::new));
            assertThat(c.get("case").asInt()).isEqualTo(i + 1);
            assertThat(c.get("outcome")).isEqualTo(solved.get("outcome"));
            assertThat(c.get("winningMoves")).isEqualTo(solved.get("winningMoves"));
        }
    }

    @Test
    void playGoesOnFromTheBoardAMoveGave() {
        CliRun run = CliRun.withInput("1\n1\n", "play", "--rules", CRAM_TEXT, "..|..|..");
        assertThat(run.exitCode()).as(run.err()).isZero();
        // 3x2: any move leaves a 2x2 or two separate dominoes' room, worth 0 either way; then the engine moves
        assertThat(run.out()).contains("you: position 1: ..|..|.. -> ##|..|..   => ##|..|..")
                .contains("engine: position 1: ##|..|.. -> ");
    }

    @Test
    void valuesOfTextPositionsIsOneErrorLine() {
        CliRun run = CliRun.of("values", "--rules", CRAM_TEXT, "--upto", "5");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).startsWith("error: values tabulates heaps").contains("String[] moves(String p)")
                .doesNotContain("\n");
    }

    @Test
    void badFilesCyclesAndPositionsAreOneErrorLineAndExitTwo() throws IOException {
        Path typo = Files.writeString(dir.resolve("Typo.java"), """
                class Typo {
                    static String[] moves(String p) { return new String[] {p + "x"} }
                }
                """);
        Path cycle = Files.writeString(dir.resolve("Loop.java"), """
                class Loop {
                    static String[] moves(String p) {
                        return p.length() < 3 ? new String[] {p + "x"} : new String[] {"x"};
                    }
                }
                """);
        Path badParts = Files.writeString(dir.resolve("BadParts.java"), """
                class BadParts {
                    static String[] moves(String p) { return new String[0]; }
                    static String parts(String p) { return p; }
                }
                """);
        String[][] runs = {
            {"solve", "--rules", typo.toString(), "a"},
            {"solve", "--rules", cycle.toString(), "x"},
            {"solve", "--rules", badParts.toString(), "x"},
            {"solve", "--rules", CRAM_TEXT, "..|.x"},
            {"solve", "--rules", CRAM_TEXT, "..|..."},
            {"solve", "--rules", CRAM_TEXT},
            {"play", "--rules", CRAM_TEXT, "..|.x"},
        };
        String[] expected = {
            "error: " + typo + ":2: ';' expected",
            "error: " + cycle + ": the game has a cycle through position x (it can be reached from itself: x -> xx"
                    + " -> xxx -> x); a game must end, so every play must be finite",
            "error: " + badParts + ": parts has the signature String parts(String); declare one static String[]"
                    + " parts(String p) (the components whose sum p is), or none",
            "error: " + CRAM_TEXT + ":99: moves(..|.x) threw java.lang.IllegalArgumentException: a board is rows of"
                    + " '.' and '#' of one length, joined by '|'",
            "error: " + CRAM_TEXT + ":99: moves(..|...) threw java.lang.IllegalArgumentException: a board is rows of"
                    + " '.' and '#' of one length, joined by '|'",
        };
        for (int i = 0; i < runs.length; i++) {
            CliRun run = CliRun.of(runs[i]);
            assertThat(run.exitCode()).as(String.join(" ", runs[i])).isEqualTo(2);
            assertThat(run.err()).startsWith("error: ").doesNotContain("\tat ");
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
            if (i < expected.length) {
                assertThat(run.err().strip()).isEqualTo(expected[i]);
            }
        }
    }
}
