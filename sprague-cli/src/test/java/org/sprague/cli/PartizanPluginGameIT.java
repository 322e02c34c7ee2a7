package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The partizan game of the plug-in example (docs/examples/plugin/PartizanSubtraction.java: one class extending
 * {@code org.sprague.author.PartizanGame} and one services line) used from a separate JVM, as the launcher runs it: listed as
 * partizan, valued, searched, played. Who wins is held against a minimax of the rules written here.
 */
class PartizanPluginGameIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static Path plugin;

    @BeforeAll
    static void buildThePlugin() throws IOException {
        plugin = PluginJar.build(dir);
    }

    private static PackagedJarIT.Result run(String stdin, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("sprague.jar") + File.pathSeparator + plugin, "org.sprague.cli.Main"));
        cmd.addAll(List.of(args));
        Path in = dir.resolve("stdin.txt");
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Files.writeString(in, stdin);
        Process p = new ProcessBuilder(cmd).redirectInput(in.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new PackagedJarIT.Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    // ---- the rules again, plainly: Left takes 1 or 2 from one heap, Right 2 or 3; who cannot move loses

    private static final Map<String, Boolean> WINS = new HashMap<>();

    /** Whether the player to move ({@code left}: Left) wins the sum of {@code heaps}, by minimax. */
    static boolean wins(List<Integer> heaps, boolean left) {
        List<Integer> key = new ArrayList<>(heaps);
        key.sort(null);
        String memo = key + (left ? "L" : "R");
        Boolean known = WINS.get(memo);
        if (known == null) {
            known = false;
            for (int i = 0; i < key.size() && !known; i++) {
                for (int take : left ? new int[] {1, 2} : new int[] {2, 3}) {
                    if (take <= key.get(i)) {
                        List<Integer> next = new ArrayList<>(key);
                        next.set(i, key.get(i) - take);
                        if (!wins(next, !left)) {
                            known = true;
                            break;
                        }
                    }
                }
            }
            WINS.put(memo, known);
        }
        return known;
    }

    static String outcomeClass(List<Integer> heaps) {
        boolean l = wins(heaps, true);
        boolean r = wins(heaps, false);
        return l && r ? "N" : l ? "L" : r ? "R" : "P";
    }

    @Test
    void theMinimaxAgreesWithTheHandCheck() {
        // 1: only Left moves (to 0): Left wins either way, L; 2: Left takes 1 or 2, Right takes 2: the mover wins, N;
        // 3: Left to 1 (Right then cannot move) or 2; Right to 1 (Left moves, wins) or to 0: the mover wins, N
        assertThat(outcomeClass(List.of(1))).isEqualTo("L");
        assertThat(outcomeClass(List.of(2))).isEqualTo("N");
        assertThat(outcomeClass(List.of(3))).isEqualTo("N");
        assertThat(outcomeClass(List.of(0))).isEqualTo("P");
    }

    @Test
    void listedAsPartizan() throws Exception {
        PackagedJarIT.Result r = run("", "list", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode games = JSON.readTree(r.out());
        JsonNode game = null;
        for (JsonNode g : games.has("games") ? games.get("games") : games) {
            if (g.get("id").asText().equals("partizan-subtraction")) {
                game = g;
            }
        }
        assertThat(game).as("listed").isNotNull();
        assertThat(game.toString()).containsIgnoringCase("partizan");
    }

    /** Every sum of up to three heaps of at most 7, valued and searched, against the minimax. */
    @Test
    void valuesAndSearchesAgreeWithTheMinimax() throws Exception {
        List<List<Integer>> positions = new ArrayList<>();
        for (int a = 1; a <= 7; a++) {
            positions.add(List.of(a));
            for (int b = a; b <= 7; b++) {
                positions.add(List.of(a, b));
                positions.add(List.of(a, b, (a * 3 + b) % 8));
            }
        }
        StringBuilder cases = new StringBuilder();
        for (List<Integer> p : positions) {
            cases.append(String.join(" ", p.stream().map(String::valueOf).toList())).append('\n');
        }
        for (String method : new String[] {"value", "search"}) {
            PackagedJarIT.Result r = run(cases.toString(), "solve", "partizan-subtraction", "--method", method,
                    "--cases", "-", "--json");
            assertThat(r.exit()).as(r.err()).isZero();
            List<String> lines = r.out().lines().toList();
            assertThat(lines).hasSize(positions.size());
            for (int i = 0; i < positions.size(); i++) {
                JsonNode answer = JSON.readTree(lines.get(i));
                assertThat(answer.get("outcomeClass").asText()).as(method + " " + positions.get(i))
                        .isEqualTo(outcomeClass(positions.get(i)));
            }
        }
    }

    @Test
    void aHandWorkedValue() throws Exception {
        // 1 = {0|} = 1; 2 = {1, 0 | 0} = {1|0}; 3 = {2, 1 | 1, 0}: Right keeps 0, Left keeps 1 and {1|0}
        // (neither dominates the other: {1|0} - 1 = {0|-1} is confused with 0)
        JsonNode three = JSON.readTree(run("", "solve", "partizan-subtraction", "3", "--json").out());
        assertThat(three.get("canonical").asText()).isEqualTo("{1,{1|0}|0}");
    }

    @Test
    void playedToTheEndThroughStandardInput() throws Exception {
        PackagedJarIT.Result r = run("1\n".repeat(20), "play", "partizan-subtraction", "4", "5");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("(game over)");
    }
}
