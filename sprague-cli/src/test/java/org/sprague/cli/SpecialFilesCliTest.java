package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file option of every command against special files: an output never writes through or replaces a FIFO or
 * device and replaces a symbolic link (its target left alone); an input that is not a regular file is exit 2 at
 * once (a FIFO would block for ever, {@code /dev/zero} fill the heap). Checked on the file system afterwards.
 */
@Timeout(120)
class SpecialFilesCliTest {
    @TempDir
    Path dir;

    /** Each output option as a command line writing to {@code target}. */
    private static final List<Function<String, String[]>> OUTPUTS = List.of(
            t -> new String[] {"build", "domineering-regions", "--max-squares", "4", "--out", t},
            t -> new String[] {"values", "grundy", "--upto", "50", "--out", t},
            t -> new String[] {"values", "grundy", "--upto", "50", "--plot", t + ".png"},
            t -> new String[] {"values", "wythoff", "--grid", "5,5", "--plot", t + ".svg"});

    @Test
    void anOutputToAFifoOrDeviceIsExitTwoAndLeavesItAsItWas() throws Exception {
        List<Path> specials = new ArrayList<>();
        specials.add(mkfifo(dir.resolve("fifo")));
        specials.add(mkfifo(dir.resolve("fifo.png")));
        specials.add(mkfifo(dir.resolve("fifo.svg")));
        if (run("mknod", dir.resolve("dev").toString(), "c", "1", "3")) {
            specials.add(dir.resolve("dev"));
            assertThat(run("mknod", dir.resolve("dev.png").toString(), "c", "1", "3")).isTrue();
            assertThat(run("mknod", dir.resolve("dev.svg").toString(), "c", "1", "3")).isTrue();
        }
        for (Function<String, String[]> command : OUTPUTS) {
            for (String base : new String[] {"fifo", "dev"}) {
                if (!Files.exists(dir.resolve(base), LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                String[] args = command.apply(dir.resolve(base).toString());
                CliRun r = CliRun.of(args);
                assertThat(r.exitCode()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(2);
                assertThat(r.err()).startsWith("error: cannot write").contains("not a regular file").hasLineCount(1);
            }
        }
        for (String name : new String[] {"fifo", "fifo.png", "fifo.svg", "dev", "dev.png", "dev.svg"}) {
            Path p = dir.resolve(name);
            if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                assertThat(Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).as(name + " replaced").isFalse();
            }
        }
    }

    @Test
    void anOutputToASymbolicLinkReplacesTheLinkNotItsTarget() throws Exception {
        for (Function<String, String[]> command : OUTPUTS) {
            Path target = Files.writeString(dir.resolve("target-" + OUTPUTS.indexOf(command)), "keep");
            String link = dir.resolve("link-" + OUTPUTS.indexOf(command)).toString();
            String written = command.apply(link)[command.apply(link).length - 1];
            Files.createSymbolicLink(Path.of(written), target);
            CliRun r = CliRun.of(command.apply(link));
            assertThat(r.exitCode()).as(r.err()).isZero();
            assertThat(Files.isSymbolicLink(Path.of(written))).isFalse();
            assertThat(Files.size(Path.of(written))).isPositive();
            assertThat(Files.readString(target)).isEqualTo("keep");
        }
    }

    @Test
    void anOutputToADanglingLinkReplacesTheLinkAndCreatesNothingElse() throws Exception {
        for (Function<String, String[]> command : OUTPUTS) {
            String link = dir.resolve("dangling-" + OUTPUTS.indexOf(command)).toString();
            String[] args = command.apply(link);
            Path written = Path.of(args[args.length - 1]);
            Path nowhere = dir.resolve("nowhere-" + OUTPUTS.indexOf(command));
            Files.createSymbolicLink(written, nowhere);
            CliRun r = CliRun.of(args);
            assertThat(r.exitCode()).as(String.join(" ", args) + ": " + r.err()).isZero();
            assertThat(Files.isRegularFile(written, LinkOption.NOFOLLOW_LINKS)).isTrue();
            assertThat(Files.exists(nowhere, LinkOption.NOFOLLOW_LINKS)).isFalse();
        }
    }

    @Test
    void aCheckpointDirectoryThatIsAFifoIsExitTwo() throws Exception {
        Path fifo = mkfifo(dir.resolve("ck"));
        for (String option : new String[] {"--checkpoint", "--resume"}) {
            CliRun r = CliRun.of("values", "grundy", "--upto", "100", option, fifo.toString());
            assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("error: " + fifo + " is not a directory\n");
        }
    }

    @Test
    void everyFileInputRefusesAFifoAndDevZeroAtOnce() throws Exception {
        Path fifo = mkfifo(dir.resolve("in"));
        for (String special : new String[] {fifo.toString(), "/dev/zero"}) {
            String kind = special.equals("/dev/zero") ? "character device" : "FIFO";
            String[][] commands = {
                {"solve", "nim", "--cases", special, "--json"},
                {"solve", "graph", "--file", special},
                {"solve", "domineering", "7x7", "--regions", special},
                {"solve", "--rules", special, "3"},
                {"values", "--rules", special, "--upto", "5"},
                {"survey", "--codes", special, "--upto", "10"}};
            for (String[] args : commands) {
                long start = System.nanoTime();
                CliRun r = CliRun.of(args);
                assertThat(r.exitCode()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(2);
                assertThat(r.err()).startsWith("error: ").hasLineCount(1).containsAnyOf(kind, "not a regular file");
                assertThat((System.nanoTime() - start) / 1e9).as(String.join(" ", args)).isLessThan(10);
            }
        }
    }

    @Test
    void anEmptyCasesFileNameSaysSo() {
        CliRun r = CliRun.of("solve", "nim", "--cases", "", "--json");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("error: the --cases file name is empty: give a file's name\n");
    }

    private static Path mkfifo(Path path) throws IOException, InterruptedException {
        assumeTrue(run("mkfifo", path.toString()), "mkfifo is not available");
        return path;
    }

    /** Whether {@code command} (mkfifo, mknod) made its file: mknod needs root, so a false skips that case. */
    private static boolean run(String... command) throws InterruptedException {
        try {
            return new ProcessBuilder(command).start().waitFor() == 0;
        } catch (IOException notInstalled) {
            return false;
        }
    }
}
