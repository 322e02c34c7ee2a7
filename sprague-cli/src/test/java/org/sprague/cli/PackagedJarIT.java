package org.sprague.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The packaged jar run as users run it: a separate JVM, real exit codes and streams. */
class PackagedJarIT {
    record Result(int exit, String out, String err) {
    }

    static Result run(String stdin, String... args) throws IOException, InterruptedException {
        String jar = System.getProperty("sprague.jar");
        assertThat(jar).as("system property sprague.jar").isNotNull();
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar));
        cmd.addAll(List.of(args));
        Path in = Files.createTempFile("stdin", ".txt");
        Path out = Files.createTempFile("stdout", ".txt");
        Path err = Files.createTempFile("stderr", ".txt");
        try {
            Files.writeString(in, stdin);
            Process p = new ProcessBuilder(cmd).redirectInput(in.toFile()).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).start();
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            for (Path f : List.of(in, out, err)) {
                Files.deleteIfExists(f);
            }
        }
    }

    @Test
    void solvesTheContractExample() throws Exception {
        Result r = run("", "solve", "nim", "3", "4", "5", "--json");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("\"outcome\":\"first\"").contains("\"grundy\":2")
                .contains("\"move\":\"heap 1: 3 -> 1\"");
    }

    @Test
    void exitCodesAndOneErrorLine() throws Exception {
        Result bad = run("", "solve", "nim", "-3");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.out()).isEmpty();
        assertThat(bad.err()).isEqualTo("error: heap 1 must not be negative, got -3\n");
        Result limit = run("", "solve", "moore", "--k", "2", "--misere", "100000", "100000", "100000");
        assertThat(limit.exit()).isEqualTo(3);
        assertThat(limit.err()).startsWith("error: ").hasLineCount(1);
        Result empty = run("", "solve", "nim", "-");
        assertThat(empty.exit()).isEqualTo(2);
        assertThat(empty.err()).startsWith("error: standard input held no position");
    }

    @Test
    void readsStandardInput() throws Exception {
        Result r = run("45 45\n", "solve", "nim", "--json", "-");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("\"outcome\":\"second\"");
    }

    @Test
    void theJarNeedsOnlyItsLibFolder() {
        File lib = new File(new File(System.getProperty("sprague.jar")).getParentFile(), "lib");
        assertThat(lib.list()).anyMatch(n -> n.startsWith("picocli")).anyMatch(n -> n.startsWith("sprague-core"));
    }
}
