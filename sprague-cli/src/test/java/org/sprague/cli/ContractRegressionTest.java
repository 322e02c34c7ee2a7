package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Regressions from a fuzz campaign and contract checks: each once failed with a stack trace or a wrong line. */
class ContractRegressionTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String... args) throws Exception {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        return JSON.readTree(run.out());
    }

    private static void assertOneErrorLine(CliRun run, int code) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(code);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).startsWith("error: ").doesNotContain("Exception").doesNotContain("internal error");
    }

    @Test
    void kickingAtMostTheIntLimitOfBallsIsKickingAnyNumber() throws Exception {
        // one ball one turn from the goal: the player to move kicks it home and wins, whatever --m allows
        for (String m : new String[] {"2147483647", "1000000000"}) {
            JsonNode j = json("solve", "football", "--m", m, "1", "--json");
            assertThat(j.get("outcome").asText()).isEqualTo("first");
            assertThat(j.get("winningMoves")).hasSize(1);
        }
    }

    @Test
    void bashWithTheLargestMaxTakesAnySmallerHeap() throws Exception {
        // K above every heap: each heap reaches all smaller ones, so G(n) = mex{0..n-1} = n
        JsonNode j = json("values", "bash", "--max", "2147483647", "--upto", "30", "--json");
        for (int n = 0; n <= 30; n++) {
            assertThat(j.get("values").get(n).asInt()).isEqualTo(n);
        }
    }

    @Test
    void anOverlongTokenIsCutInTheErrorLine() {
        String token = "0".repeat(300_000) + "x";
        CliRun run = CliRun.of("solve", "nim", "3", token);
        assertOneErrorLine(run, 2);
        assertThat(run.err()).contains("'0000000000000000...' (300001 characters)").hasSizeLessThan(200);
        CliRun nul = CliRun.withInput("\0".repeat(100_000), "solve", "nim", "-");
        assertOneErrorLine(nul, 2);
        assertThat(nul.err()).contains("(100000 characters)").hasSizeLessThan(300);
    }

    @Test
    void theMisereEstimateNeverSaysInfinity() {
        CliRun run = CliRun.of("solve", "lasker", "--misere", "300", "300", "300", "300", "200", "200");
        assertOneErrorLine(run, 3);
        assertThat(run.err()).doesNotContain("Infinity").contains("give smaller heaps");
    }

    @Test
    void anUnknownShortOptionIsBadInput() {
        CliRun run = CliRun.of("solve", "box", "7", "-V", "--json");
        assertOneErrorLine(run, 2);
        assertThat(run.err()).contains("'-V'");
        assertOneErrorLine(CliRun.of("values", "bash", "-V", "--upto", "3"), 2);
        assertThat(CliRun.of("--version").out()).startsWith("sprague ");
    }

    @Test
    void footballAtPojLimitsPrintsARealEstimate() {
        // POJ 2315: 30 balls; S <= 100000 and R >= 1 give at most 15916 turns a ball; L <= 100000 gives K <= 15915
        String[] args = new String[36];
        args[0] = "solve";
        args[1] = "football";
        args[2] = "--m";
        args[3] = "10";
        args[4] = "--max";
        args[5] = "15915";
        java.util.Arrays.fill(args, 6, 36, "15916");
        CliRun run = CliRun.of(args);
        assertOneErrorLine(run, 3);
        assertThat(run.err()).doesNotContain(Long.toString(Long.MAX_VALUE))
                .containsPattern("about \\d\\.\\de\\+\\d+ steps");
        args[6] = "1" + "0".repeat(40);
        CliRun huge = CliRun.of(args);
        assertOneErrorLine(huge, 3);
        assertThat(huge.err()).doesNotContain(Long.toString(Long.MAX_VALUE)).containsPattern("at least \\d");
    }

    @Test
    void anOctalCodeWithoutAPointIsThatDigitBeforeIt() throws Exception {
        // 4.0: split a heap into two non-empty heaps, removing nothing; brute force of the mex over splits
        JsonNode j = json("values", "octal", "--code", "4", "--upto", "30", "--json");
        int[] g = new int[31];
        for (int n = 0; n <= 30; n++) {
            boolean[] seen = new boolean[64];
            for (int a = 1; a < n; a++) {
                seen[g[a] ^ g[n - a]] = true;
            }
            while (seen[g[n]]) {
                g[n]++;
            }
            assertThat(j.get("values").get(n).asInt()).as("G(%d)", n).isEqualTo(g[n]);
        }
    }

    @Test
    void aHeldBackPeriodIsNamed() throws Exception {
        JsonNode j = json("values", "octal", "--code", "0.77", "--upto", "100", "--json");
        assertThat(j.get("period").isNull()).isTrue();
        assertThat(j.get("proof").asText()).contains("repeats with period 12").contains("--upto 141");
    }

    @Test
    void aMovesTargetKeepsThePositionsOrder() throws Exception {
        JsonNode j = json("solve", "wythoff", "8", "5", "--json");
        assertThat(j.get("winningMoves").get(0).get("move").asText()).isEqualTo("take 1 from both piles");
        assertThat(j.get("winningMoves").get(0).get("to").toString()).isEqualTo("[\"7\",\"4\"]");
    }

    @Test
    void aGraphPrintsItsLongestChain(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // docs/examples/cycle.txt: a -> b -> d -> e, and e : win is one more node (its move to the new loss)
        String file = java.nio.file.Files.writeString(dir.resolve("cycle.txt"),
                "a b\nb c\nc a\nb d\nd e\ne : win\nc f\nx y\ny x\n").toString();
        JsonNode all = json("solve", "graph", "--file", file, "--json");
        assertThat(all.get("longestChain").asLong()).isEqualTo(5);
        assertThat(all.get("positions").get(0).get("longestChain").asLong()).isEqualTo(5);
        assertThat(all.get("positions").get(6).get("longestChain").isNull()).isTrue();
        JsonNode b = json("solve", "graph", "--file", file, "--start", "b", "--json");
        assertThat(b.get("longestChain").asLong()).isEqualTo(4);
        assertThat(CliRun.of("solve", "graph", "--file", file).out())
                .contains("longestChain: 5");
    }
}
