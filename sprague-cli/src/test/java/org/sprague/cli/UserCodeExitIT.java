package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * User code cannot keep the process alive after its answer: a rule file whose static initializer adds a shutdown
 * hook that never returns, or starts a thread that never ends, still gives its answer and exit code, and the
 * process ends within the bounded wait for hooks ({@link Main#EXIT_HOOK_MILLIS}) and a JVM start.
 */
class UserCodeExitIT {
    @TempDir
    Path dir;

    private static final String MOVES = "    static int[] moves(int n) { return n == 0 ? new int[0] : new int[] {n - 1}; }\n";
    private static final String LOOP = "() -> { while (true) { try { Thread.sleep(50); } catch (InterruptedException e)"
            + " { } } }";

    @Test
    void aShutdownHookThatNeverReturnsDoesNotKeepTheProcess() throws Exception {
        assertEndsWithItsAnswer("class Hook {\n    static { Runtime.getRuntime().addShutdownHook(new Thread(" + LOOP
                + ")); }\n" + MOVES + "}\n");
    }

    @Test
    void aThreadThatNeverEndsDoesNotKeepTheProcess() throws Exception {
        assertEndsWithItsAnswer("class Spinner {\n    static { new Thread(" + LOOP + ").start(); }\n" + MOVES + "}\n");
    }

    private void assertEndsWithItsAnswer(String source) throws Exception {
        Path rules = Files.writeString(dir.resolve("Rules.java"), source);
        Path out = dir.resolve("out.txt");
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("sprague.jar"), "solve", "--rules", rules.toString(), "3", "--json"))
                .redirectOutput(out.toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("the process ended").isTrue();
            assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
            // a chain 3 -> 2 -> 1 -> 0 by hand: G(n) = n mod 2, so 3 has value 1 and the first player wins
            assertThat(Files.readString(out)).contains("\"grundy\":1").contains("\"outcome\":\"first\"");
        } finally {
            p.destroyForcibly();
        }
    }
}
