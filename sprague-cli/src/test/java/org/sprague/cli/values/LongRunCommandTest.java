package org.sprague.cli.values;

import java.io.DataInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.cli.CliRun;
import org.sprague.cli.Main;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code values} with the options of long runs, through {@link Main#run}. */
class LongRunCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String... args) throws Exception {
        CliRun r = CliRun.of(args);
        assertThat(r.err()).isEmpty();
        assertThat(r.exitCode()).isZero();
        return JSON.readTree(r.out());
    }

    /** Grundy's game by its definition, written here: G(n) = mex of G(a) XOR G(n - a), a < n - a. */
    private static int[] grundyGame(int upto) {
        int[] g = new int[upto + 1];
        java.util.BitSet options = new java.util.BitSet();
        for (int n = 3; n <= upto; n++) {
            options.clear();
            for (int a = (n - 1) / 2; a >= 1; a--) {
                options.set(g[a] ^ g[n - a]);
            }
            g[n] = options.nextClearBit(0);
        }
        return g;
    }

    private static long hash(int[] g) {
        long h = 0;
        for (int v : g) {
            h = h * 31 + v;
        }
        return h;
    }

    @Test
    void naiveAndSparseAgreeWithTheDefinitionAndTheBaselineHash() throws Exception {
        int[] expected = grundyGame(20_000);
        for (String algorithm : new String[] {"naive", "sparse"}) {
            JsonNode j = json("values", "grundy", "--upto", "20000", "--algorithm", algorithm, "--json");
            assertThat(j.get("algorithm").asText()).isEqualTo(algorithm);
            assertThat(j.get("hash").asLong()).isEqualTo(hash(expected));
            for (int n = 0; n <= 20_000; n++) {
                assertThat(j.get("values").get(n).asInt()).as("G(%d)", n).isEqualTo(expected[n]);
            }
        }
        // the C++ baseline's `grundy 262144` prints this hash (and G(262144) = 83)
        for (String algorithm : new String[] {"naive", "sparse"}) {
            JsonNode j = json("values", "grundy", "--upto", "262144", "--algorithm", algorithm, "--stats", "--json",
                    "--budget", "none");
            assertThat(j.get("hash").asLong()).as(algorithm).isEqualTo(7371744582699911281L);
        }
    }

    @Test
    void splittingCodesGiveTheSameValuesWithBothAlgorithms() throws Exception {
        for (String code : new String[] {"0.16", "0.354", "0.376", "4.07", "0.6", "0x0.74"}) {
            JsonNode naive = json("values", "octal", "--code", code, "--upto", "6000", "--algorithm", "naive",
                    "--json");
            JsonNode sparse = json("values", "octal", "--code", code, "--upto", "6000", "--algorithm", "sparse",
                    "--threads", "2", "--json");
            assertThat(sparse.get("values")).as(code).isEqualTo(naive.get("values"));
            assertThat(sparse.get("hash")).isEqualTo(naive.get("hash"));
        }
        // the C++ baseline's `octal 0.16 100000` prints this hash
        JsonNode j = json("values", "octal", "--code", "0.16", "--upto", "100000", "--stats", "--json");
        assertThat(j.get("hash").asLong()).isEqualTo(5095730254486104300L);
    }

    @Test
    void statsFollowTheContract() throws Exception {
        JsonNode j = json("values", "octal", "--code", "0.16", "--stats", "--json");
        assertThat(j.has("values")).isFalse();
        assertThat(j.get("proven").asBoolean()).isTrue();
        assertThat(j.get("preperiod").asInt()).isEqualTo(105_351);
        assertThat(j.get("period").asInt()).isEqualTo(149_459);
        JsonNode s = j.get("stats");
        assertThat(s.get("rareMask").isNumber()).isTrue();
        assertThat(s.get("rareCount").asLong()).isPositive();
        long total = 0;
        for (JsonNode c : s.get("histogram")) {
            total += c.asLong();
        }
        assertThat(total).isEqualTo(j.get("upto").asLong() + 1);
        JsonNode naive = json("values", "octal", "--code", "0.16", "--upto", "3000", "--stats", "--json",
                "--algorithm", "naive");
        assertThat(naive.get("stats").get("rareMask").isNull()).isTrue();
        assertThat(naive.get("stats").get("lastRare").isNull()).isTrue();
    }

    @Test
    void theBinaryFileHoldsTheValuesAsDocumented(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.bin");
        JsonNode j = json("values", "grundy", "--upto", "5000", "--json");
        JsonNode s = json("values", "grundy", "--upto", "5000", "--json", "--out", file.toString());
        assertThat(s.has("values")).isFalse();
        try (InputStream in = Files.newInputStream(file); DataInputStream d = new DataInputStream(in)) {
            byte[] magic = new byte[8];
            d.readFully(magic);
            assertThat(new String(magic, StandardCharsets.US_ASCII)).isEqualTo("SPRAGUEV");
            assertThat(d.readByte()).isEqualTo((byte) 1);
            assertThat(d.readByte()).isEqualTo((byte) 1);
            assertThat(d.readLong()).isEqualTo(5001);
            assertThat(d.readLong()).isEqualTo(j.get("hash").asLong());
            byte[] name = new byte[d.readShort()];
            d.readFully(name);
            assertThat(new String(name, StandardCharsets.UTF_8)).isEqualTo("grundy");
            for (int n = 0; n <= 5000; n++) {
                assertThat(d.readUnsignedByte()).isEqualTo(j.get("values").get(n).asInt());
            }
            assertThat(d.read()).isEqualTo(-1);
        }
    }

    @Test
    void theBudgetRefusesWithTheEstimateAndCanBeLifted() throws Exception {
        CliRun r = CliRun.of("values", "grundy", "--upto", "100000", "--algorithm", "naive", "--budget", "1000000");
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("error: G(0..100000) of grundy needs about 2.5e+09 steps")
                .contains("budget of 1e+06").contains("--budget").contains("(or none)").hasLineCount(1);
        CliRun big = CliRun.of("values", "grundy", "--upto", "1000000000000", "--budget", "none");
        assertThat(big.exitCode()).isEqualTo(3);
        assertThat(big.err()).startsWith("error: G(0..1000000000000) needs about").contains("MiB");
        assertThat(json("values", "grundy", "--upto", "30", "--budget", "none", "--json").get("upto").asInt())
                .isEqualTo(30);
    }

    @Test
    void threadsGiveIdenticalOutput() {
        CliRun one = CliRun.of("values", "grundy", "--upto", "150000", "--threads", "1", "--stats", "--json");
        CliRun two = CliRun.of("values", "grundy", "--upto", "150000", "--threads", "2", "--stats", "--json");
        assertThat(one.exitCode()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
    }

    @Test
    void resumeContinuesASavedRun(@TempDir Path dir) throws Exception {
        Path cp = dir.resolve("cp");
        JsonNode first = json("values", "grundy", "--upto", "3000", "--checkpoint", cp.toString(), "--stats", "--json");
        JsonNode longer = json("values", "grundy", "--upto", "9000", "--resume", cp.toString(), "--stats", "--json");
        JsonNode whole = json("values", "grundy", "--upto", "9000", "--stats", "--json");
        assertThat(longer.get("hash")).isEqualTo(whole.get("hash"));
        assertThat(first.get("upto").asInt()).isEqualTo(3000);
        CliRun again = CliRun.of("values", "grundy", "--upto", "10", "--checkpoint", cp.toString());
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).contains("already holds a checkpoint");
        CliRun other = CliRun.of("values", "lasker", "--upto", "10", "--resume", cp.toString());
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("is of grundy, not of lasker");
    }

    @Test
    void badOptionsAreBadInput() {
        String[][] cases = {
            {"values", "grundy", "--upto", "10", "--algorithm", "fast"},
            {"values", "grundy", "--upto", "10", "--threads", "0"},
            {"values", "grundy", "--upto", "10", "--budget", "-5"},
            {"values", "grundy", "--upto", "10", "--resume", "/nonexistent/dir"},
            {"values", "subtraction", "--set", "1,2", "--upto", "10", "--algorithm", "naive"},
        };
        for (String[] c : cases) {
            CliRun r = CliRun.of(c);
            assertThat(r.exitCode()).as(String.join(" ", c)).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ").hasLineCount(1);
        }
    }
}
