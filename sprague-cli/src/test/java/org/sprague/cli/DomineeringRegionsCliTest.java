package org.sprague.cli;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code build domineering-regions} and {@code solve domineering --regions FILE} through the command line: the
 * file is written and read, bad input and bad files are exit 2 on one line, a build past its time exit 3. The
 * database's values are held to the canonical engine and to minimax in core.
 */
class DomineeringRegionsCliTest {
    @TempDir
    Path dir;

    @Test
    void aBuiltDatabaseIsReadBySolveWithTheSameOutcomes() throws Exception {
        Path file = dir.resolve("r8.bin");
        JsonNode built = CliRun.json("build", "domineering-regions", "--max-squares", "8", "--out", file.toString(),
                "--json");
        assertThat(built.get("shapes").asLong()).isEqualTo(1 + 1 + 2 + 5 + 12 + 35 + 108 + 369);
        assertThat(built.get("bytes").asLong()).isEqualTo(Files.size(file));
        for (String board : new String[] {"5x5", "4x6", "..... ..#.. .....  ..... ....#"}) {
            String[] rows = board.split(" +");
            JsonNode with = CliRun.json(args(rows, "--method", "search", "--regions", file.toString()));
            JsonNode without = CliRun.json(args(rows, "--method", "search"));
            assertThat(with.get("outcomeClass").asText()).as(board).isEqualTo(without.get("outcomeClass").asText());
        }
    }

    private static String[] args(String[] rows, String... options) {
        String[] out = new String[3 + options.length + rows.length];
        out[0] = "solve";
        out[1] = "domineering";
        out[2] = "--json";
        System.arraycopy(options, 0, out, 3, options.length);
        System.arraycopy(rows, 0, out, 3 + options.length, rows.length);
        return out;
    }

    @Test
    void aCorruptOrOtherVersionFileIsExitTwoOnOneLine() throws Exception {
        Path file = dir.resolve("r6.bin");
        assertThat(CliRun.of("build", "domineering-regions", "--max-squares", "6", "--out", file.toString())
                .exitCode()).isZero();
        byte[] bytes = Files.readAllBytes(file);
        byte[] corrupt = bytes.clone();
        corrupt[bytes.length - 20] ^= 1;
        byte[] otherVersion = bytes.clone();
        ByteBuffer.wrap(otherVersion).putInt(8, 9);
        for (byte[] bad : new byte[][] {corrupt, otherVersion}) {
            Files.write(file, bad);
            CliRun r = CliRun.of("solve", "domineering", "6x6", "--regions", file.toString());
            assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).startsWith("error: ").contains(file.toString()).hasLineCount(1)
                    .contains("rebuild it: sprague build domineering-regions --out " + file);
        }
        // a file that is no region database at all is never proposed for overwriting
        Files.write(file, "hello".getBytes());
        CliRun other = CliRun.of("solve", "domineering", "6x6", "--regions", file.toString());
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).isEqualTo("error: " + file + " is not a domineering region database; give a file that"
                + " sprague build domineering-regions wrote\n");
        CliRun missing = CliRun.of("solve", "domineering", "3x3", "--regions", dir.resolve("none.bin").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).startsWith("error: cannot read").hasLineCount(1);
    }

    @Test
    void badOptionsAreExitTwoAndAnExhaustedBudgetExitThree() {
        String out = dir.resolve("x.bin").toString();
        for (String[] bad : new String[][] {{"--max-squares", "16", "--out", out}, {"--max-squares", "0", "--out", out},
                {"--max-squares", "many", "--out", out}, {"--budget", "soon", "--out", out},
                {"--out", dir.resolve("no/such/dir/x.bin").toString()}, {"--max-squares", "5"}}) {
            String[] args = new String[2 + bad.length];
            args[0] = "build";
            args[1] = "domineering-regions";
            System.arraycopy(bad, 0, args, 2, bad.length);
            CliRun r = CliRun.of(args);
            assertThat(r.exitCode()).as(String.join(" ", bad) + ": " + r.err()).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ").hasLineCount(1);
        }
        CliRun r = CliRun.of("build", "domineering-regions", "--max-squares", "15", "--budget", "1s", "--out", out);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(3);
        assertThat(r.err()).startsWith("error: ").hasLineCount(1);
        assertThat(Files.exists(Path.of(out))).isFalse();
    }
}
