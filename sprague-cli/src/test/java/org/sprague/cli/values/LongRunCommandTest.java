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
        assertThat(other.err()).contains("holds the values of the ruleset 'grundy', not of 'lasker'");
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

    /** Rewrites the checkpoint's segment line with {@code edit} and makes the manifest's checksum again. */
    private static void forgeManifest(Path cp, java.util.function.UnaryOperator<String> edit) throws Exception {
        Path manifest = cp.resolve("manifest.txt");
        java.util.List<String> lines = Files.readAllLines(manifest);
        String body = lines.get(0) + "\n" + lines.get(1) + "\n" + edit.apply(lines.get(2)) + "\n";
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        Files.writeString(manifest, body + "checksum " + Long.toHexString(crc.getValue()) + "\n");
    }

    private static Path saved(Path dir, String name) throws Exception {
        Path cp = dir.resolve(name);
        json("values", "grundy", "--upto", "3000", "--checkpoint", cp.toString(), "--stats", "--json");
        return cp;
    }

    private static void refused(Path cp, String message) {
        CliRun r = CliRun.of("values", "grundy", "--upto", "5000", "--resume", cp.toString(), "--stats", "--json");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: checkpoint " + cp + " is damaged: ").contains(message).hasLineCount(1);
    }

    @Test
    void damagedAndForgedCheckpointsAreBadInputNamingWhatIsBad(@TempDir Path dir) throws Exception {
        Path flipped = saved(dir, "flipped");
        byte[] manifest = Files.readAllBytes(flipped.resolve("manifest.txt"));
        manifest[25] ^= 0x10;
        Files.write(flipped.resolve("manifest.txt"), manifest);
        refused(flipped, "the checksum of manifest.txt does not match");
        Path binary = saved(dir, "binary");
        Files.write(binary.resolve("manifest.txt"), new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 7, '\n', (byte) 0x80});
        refused(binary, "manifest.txt is not text");
        Path directory = saved(dir, "directory");
        Files.delete(directory.resolve("manifest.txt"));
        Files.createDirectory(directory.resolve("manifest.txt"));
        refused(directory, "manifest.txt is a directory");
        Path fields = saved(dir, "fields");
        forgeManifest(fields, line -> line.substring(0, line.indexOf(" 0 ")));
        refused(fields, "manifest.txt line 3 is not a segment line");
        Path word = saved(dir, "word");
        forgeManifest(word, line -> line.replace(" 3001 ", " 3OO1 "));
        refused(word, "manifest.txt line 3 is not a segment line");
        // a segment edited with its checksum made again: G(5) = 255 is over the bound of heap 5
        Path forged = saved(dir, "forged");
        Path segment = forged.resolve("values-000000.bin");
        byte[] values = Files.readAllBytes(segment);
        values[5] = (byte) 255;
        Files.write(segment, values);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(values);
        forgeManifest(forged, line -> line.substring(0, line.lastIndexOf(' ') + 1) + Long.toHexString(crc.getValue()));
        refused(forged, "segment values-000000.bin gives G(5) = 255, but heap 5 of grundy has at most 2 options");
        // within the bound, but not the mex of the values before it
        byte[] right = Files.readAllBytes(saved(dir, "fresh").resolve("values-000000.bin"));
        values = right.clone();
        values[2999] = (byte) (right[2999] == 0 ? 1 : 0);
        Files.write(segment, values);
        crc.reset();
        crc.update(values);
        forgeManifest(forged, line -> line.substring(0, line.lastIndexOf(' ') + 1) + Long.toHexString(crc.getValue()));
        refused(forged, "segment values-000000.bin gives G(2999) = " + values[2999] + ", but the mex of its options'"
                + " values");
    }

    @Test
    void outputPlacesThatCannotBeWrittenAreBadInputBeforeTheRun(@TempDir Path dir) throws Exception {
        String[][] cases = {
            {"values", "grundy", "--upto", "2000000", "--checkpoint", "/proc/self/cp", "--budget", "none"},
            {"values", "grundy", "--upto", "100000000000", "--out", dir.toString(), "--budget", "none"},
            {"values", "grundy", "--upto", "100000000000", "--out", "/proc/self/values.bin", "--budget", "none"},
            {"values", "grundy", "--upto", "100000000000", "--out", dir.resolve("v".repeat(300)).toString(),
                "--budget", "none"},
        };
        String[] messages = {"error: cannot write the checkpoint in /proc/self/cp: ",
            "error: --out " + dir + " is a directory", "error: --out /proc/self/values.bin: cannot write it",
            "error: --out " + dir.resolve("v".repeat(300)) + ": cannot write it (File name too long)"};
        for (int i = 0; i < cases.length; i++) {
            // G(0..10^11) would take hours: --out is refused before any value is computed
            CliRun r = CliRun.of(cases[i]);
            assertThat(r.exitCode()).as(String.join(" ", cases[i])).isEqualTo(2);
            assertThat(r.err()).startsWith(messages[i]).hasLineCount(1);
        }
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }
}
