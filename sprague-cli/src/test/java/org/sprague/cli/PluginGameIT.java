package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plug-in example of docs/examples/plugin built as its README builds it (its one source file compiled against
 * the packaged jar, a jar with its services line) and used from a separate JVM with that jar on the class path, as
 * the launcher runs it: listed, solved, played, explained, in Moore's Nim-k compounds, and over the web API.
 */
class PluginGameIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static Path plugin;

    @BeforeAll
    static void buildThePlugin() throws IOException {
        plugin = PluginJar.build(dir);
    }

    private static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("sprague.jar") + File.pathSeparator + plugin, "org.sprague.cli.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static PackagedJarIT.Result run(String stdin, String... args) throws Exception {
        Path in = dir.resolve("stdin.txt");
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Files.writeString(in, stdin);
        Process p = new ProcessBuilder(command(args)).redirectInput(in.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new PackagedJarIT.Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static JsonNode json(PackagedJarIT.Result r) throws IOException {
        assertThat(r.exit()).as(r.err()).isZero();
        return JSON.readTree(r.out());
    }

    // ---- a brute force of the rules, written here: take 1, 2 or 5 from a heap, or halve a heap of even size

    private static final Map<Integer, Integer> HEAP = new HashMap<>();

    private static List<List<Integer>> heapOptions(int n) {
        List<List<Integer>> out = new ArrayList<>();
        for (int take : new int[] {1, 2, 5}) {
            if (take <= n) {
                out.add(n - take == 0 ? List.of() : List.of(n - take));
            }
        }
        if (n > 0 && n % 2 == 0) {
            out.add(List.of(n / 2, n / 2));
        }
        return out;
    }

    /** G(n) by the mex of the options' values. */
    private static int heap(int n) {
        Integer known = HEAP.get(n);
        if (known == null) {
            Set<Integer> seen = new HashSet<>();
            for (List<Integer> parts : heapOptions(n)) {
                seen.add(parts.stream().mapToInt(PluginGameIT::heap).reduce(0, (a, b) -> a ^ b));
            }
            known = 0;
            while (seen.contains(known)) {
                known++;
            }
            HEAP.put(n, known);
        }
        return known;
    }

    /** A component: its heaps (a heap split by a move is written {@code 1+1}), sorted, without empty ones. */
    private static List<Integer> component(String text) {
        List<Integer> out = new ArrayList<>();
        for (String s : text.split("\\+")) {
            if (Integer.parseInt(s) > 0) {
                out.add(Integer.parseInt(s));
            }
        }
        out.sort(null);
        return out;
    }

    /** Every position a component reaches in one move (a move in one of its heaps). */
    private static List<List<Integer>> componentOptions(List<Integer> c) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < c.size(); i++) {
            for (List<Integer> parts : heapOptions(c.get(i))) {
                List<Integer> next = new ArrayList<>(c);
                next.remove(i);
                next.addAll(parts);
                next.sort(null);
                out.add(next);
            }
        }
        return out;
    }

    private static final Map<List<List<Integer>>, Integer> COMPOUND = new HashMap<>();

    /** The options of a Nim-k compound: 1 to k components move at once, each by one move of its own. */
    private static void compoundOptions(List<List<Integer>> c, int k, int from, int moved, List<List<Integer>> now,
            List<List<List<Integer>>> out) {
        if (from == c.size()) {
            if (moved > 0) {
                out.add(canonical(now));
            }
            return;
        }
        compoundOptions(c, k, from + 1, moved, now, out);
        if (moved < k) {
            for (List<Integer> o : componentOptions(c.get(from))) {
                List<List<Integer>> next = new ArrayList<>(now);
                next.set(from, o);
                compoundOptions(c, k, from + 1, moved + 1, next, out);
            }
        }
    }

    private static List<List<Integer>> canonical(List<List<Integer>> c) {
        List<List<Integer>> out = new ArrayList<>(c);
        out.sort((a, b) -> a.toString().compareTo(b.toString()));
        return out;
    }

    /** The compound's own Grundy value, by the mex over its options. */
    private static int compound(List<List<Integer>> c, int k) {
        List<List<Integer>> key = canonical(c);
        Integer known = COMPOUND.get(key);
        if (known == null) {
            List<List<List<Integer>>> options = new ArrayList<>();
            compoundOptions(key, k, 0, 0, key, options);
            Set<Integer> seen = new HashSet<>();
            for (List<List<Integer>> o : options) {
                seen.add(compound(o, k));
            }
            known = 0;
            while (seen.contains(known)) {
                known++;
            }
            COMPOUND.put(key, known);
        }
        return known;
    }

    // ---- the tests

    @Test
    void theBruteForceAgreesWithTheHandCheck() {
        // G(0..2) = 0, 1, 2; G(3) = mex{G(2), G(1)} = mex{2, 1} = 0; G(4) = mex{G(3), G(2), halves 2+2 -> 0} = 1;
        // G(5) = mex{G(4), G(3), G(0)} = mex{1, 0, 0} = 2; G(6) = mex{G(5), G(4), G(1), halves 3+3 -> 0} = 3;
        // G(7) = mex{G(6), G(5), G(2)} = mex{3, 2, 2} = 0; then period 4: G(n) = (n + 1) mod 4 for n >= 3
        int[] byHand = {0, 1, 2, 0, 1, 2, 3, 0, 1, 2, 3, 0};
        for (int n = 0; n < byHand.length; n++) {
            assertThat(heap(n)).as("G(%d)", n).isEqualTo(byHand[n]);
        }
    }

    @Test
    void listedWithItsSummary() throws Exception {
        PackagedJarIT.Result r = run("", "list");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("take-or-halve\n  take 1, 2 or 5 from a heap, or halve a heap of even size")
                .contains("example: sprague solve take-or-halve 3 4");
        assertThat(json(run("", "list", "--json")).toString()).contains("\"id\":\"take-or-halve\"");
    }

    @Test
    void tabledByValuesThroughItsHeapRules() throws Exception {
        JsonNode table = json(run("", "values", "take-or-halve", "--upto", "40", "--json"));
        assertThat(table.get("ruleset").asText()).isEqualTo("take-or-halve");
        for (int n = 0; n <= 40; n++) {
            assertThat(table.get("values").get(n).asInt()).as("G(%d)", n).isEqualTo(heap(n));
        }
        assertThat(table.get("period").asInt()).isEqualTo(4);
        assertThat(table.get("preperiod").asInt()).isEqualTo(3);
    }

    @Test
    void solvesWithTheHandCheckedValues() throws Exception {
        // G(6) = 3 (above); its only winning move is the halving, 3 + 3 (value 0 xor 0)
        JsonNode six = json(run("", "solve", "take-or-halve", "6", "--json"));
        assertThat(six.get("outcome").asText()).isEqualTo("first");
        assertThat(six.get("grundy").asInt()).isEqualTo(3);
        assertThat(six.get("remoteness").asInt()).isEqualTo(5);
        assertThat(six.get("winningMoves")).hasSize(1);
        assertThat(six.get("winningMoves").get(0).get("move").asText()).isEqualTo("heap 1: 6 -> 3 + 3");
        // G(7) = 0, and 10^12 + 1 = 1 mod 4 so G(10^12) = 1: nim-sum 1; the winning moves take the big heap to value
        // 0: take 1 (10^12 - 1 = 3 mod 4), take 5 (10^12 - 5 = 3 mod 4) or halve it (two equal halves: 0)
        JsonNode big = json(run("", "solve", "take-or-halve", "7", "1000000000000", "--json"));
        assertThat(big.get("grundy").asInt()).isEqualTo(1);
        List<String> moves = new ArrayList<>();
        big.get("winningMoves").forEach(m -> moves.add(m.get("move").asText()));
        assertThat(moves).containsExactly("heap 2: 1000000000000 -> 999999999999",
                "heap 2: 1000000000000 -> 999999999995", "heap 2: 1000000000000 -> 500000000000 + 500000000000");
        // every heap up to 40 against the brute force, in one run
        StringBuilder cases = new StringBuilder();
        for (int n = 0; n <= 40; n++) {
            cases.append(n).append('\n');
        }
        PackagedJarIT.Result all = run(cases.toString(), "solve", "take-or-halve", "--cases", "-", "--json");
        assertThat(all.exit()).as(all.err()).isZero();
        List<String> lines = all.out().lines().toList();
        assertThat(lines).hasSize(41);
        for (int n = 0; n <= 40; n++) {
            assertThat(JSON.readTree(lines.get(n)).get("grundy").asInt()).as("G(%d)", n).isEqualTo(heap(n));
        }
    }

    @Test
    void playedToTheEndThroughStandardInput() throws Exception {
        // G(6) xor G(3) = 3: the person (always the first move listed: 6 -> 5, leaving 2 xor 0 = 2) throws the win away
        PackagedJarIT.Result r = run("hint\n" + "1\n".repeat(40), "play", "take-or-halve", "6", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("playing take-or-halve 6 3; you move first\n")
                .contains("  4. heap 1: 6 -> 3 + 3   win in 7").contains("(game over)").doesNotContain("you quit");
        List<String> out = r.out().lines().toList();
        assertThat(out.get(out.size() - 1)).isEqualTo("the engine wins");
    }

    @Test
    void explainsWithItsClosedFormAndALineOfPlay() throws Exception {
        PackagedJarIT.Result r = run("", "solve", "take-or-halve", "3", "4", "--explain");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("  why (sum):\n    a sum of 2 components with Grundy values 0, 1\n")
                .contains("(by induction on n): G(3) = 0, G(4) = 1\n")
                .contains("  line of best play (5 moves):\n    1. first: heap 2: 4 -> 3   => 3 3\n")
                .contains("    5. first: heap 2: 2 -> 0   => 0 0\n");
    }

    @Test
    void mooresNimKCompoundsAgreeWithTheBruteForce() throws Exception {
        // each heap is a component, as in the built-in heap games; a heap split by a move stays one component
        List<String> positions = List.of("1 2 4 3", "2 3", "3 3 3", "1 1 2", "4 4", "2 2 1 3", "5 2", "6 4");
        PackagedJarIT.Result r = run(String.join("\n", positions) + "\n", "solve", "take-or-halve", "--k", "2",
                "--cases", "-", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(positions.size());
        for (int i = 0; i < positions.size(); i++) {
            List<List<Integer>> start = new ArrayList<>();
            for (String c : positions.get(i).split(" ")) {
                start.add(component(c));
            }
            JsonNode answer = JSON.readTree(lines.get(i));
            int g = compound(start, 2);
            assertThat(answer.get("grundy").asInt()).as(positions.get(i)).isEqualTo(g);
            assertThat(answer.get("outcome").asText()).as(positions.get(i)).isEqualTo(g == 0 ? "second" : "first");
            // the winning moves are exactly the options of value 0
            Set<List<List<Integer>>> shown = new HashSet<>();
            for (JsonNode m : answer.get("winningMoves")) {
                List<List<Integer>> to = new ArrayList<>();
                m.get("to").forEach(c -> to.add(component(c.asText())));
                shown.add(canonical(to));
            }
            List<List<List<Integer>>> options = new ArrayList<>();
            compoundOptions(canonical(start), 2, 0, 0, canonical(start), options);
            Set<List<List<Integer>>> lost = new HashSet<>();
            for (List<List<Integer>> o : options) {
                if (compound(o, 2) == 0) {
                    lost.add(o);
                }
            }
            assertThat(shown).as(positions.get(i)).isEqualTo(lost);
        }
        // one position as typed on the command line, in text
        PackagedJarIT.Result text = run("", "solve", "take-or-halve", "--k", "2", "1", "2", "4", "3");
        assertThat(text.out()).startsWith("take-or-halve --k 2 1 2 4 3\n  outcome     first")
                .contains("heap 2: 2 -> 0, heap 4: 3 -> 1   => 1 0 4 1");
    }

    @Test
    void servedByTheWebApi() throws Exception {
        Process p = new ProcessBuilder(command("serve", "--port", "0")).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            Matcher m = Pattern.compile("sprague serve: (http://127\\.0\\.0\\.1:\\d+/) \\(Ctrl-C stops it\\)")
                    .matcher(line == null ? "" : line);
            assertThat(m.matches()).as(line).isTrue();
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> solve = http.send(HttpRequest.newBuilder(URI.create(m.group(1)
                    + "api/solve?game=take-or-halve&position=6%203")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(solve.statusCode()).as(solve.body()).isEqualTo(200);
            JsonNode answer = JSON.readTree(solve.body());
            assertThat(answer.get("grundy").asInt()).isEqualTo(3); // G(6) xor G(3) = 3 xor 0
            assertThat(answer.get("winningMoves").get(0).get("move").asText()).isEqualTo("heap 1: 6 -> 3 + 3");
            // the game states its heap rules: the web page's Grundy tables take it, with its closed form's period
            HttpResponse<String> values = http.send(HttpRequest.newBuilder(URI.create(m.group(1)
                    + "api/values?ruleset=take-or-halve&upto=11")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(values.statusCode()).as(values.body()).isEqualTo(200);
            assertThat(JSON.readTree(values.body()).get("values").toString()).isEqualTo("[0,1,2,0,1,2,3,0,1,2,3,0]");
            HttpResponse<String> games = http.send(HttpRequest.newBuilder(URI.create(m.group(1) + "api/games"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            JsonNode entry = null;
            for (JsonNode g : JSON.readTree(games.body()).get("games")) {
                if (g.get("id").asText().equals("take-or-halve")) {
                    entry = g;
                }
            }
            assertThat(entry).isNotNull();
            assertThat(entry.get("playable").asBoolean()).isTrue();
            assertThat(entry.get("ruleset").asBoolean()).isTrue();
        } finally {
            p.destroy();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }
}
