package org.sprague.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.sprague.cli.JarProcesses.command;
import static org.sprague.cli.JarProcesses.finish;

/**
 * A Domineering search in a real child process (the packaged jar) saving its table at short intervals, killed with
 * SIGKILL after its first save, then resumed: the resumed run gives the class of an uninterrupted run on one
 * thread (a wiring test: the engine against itself; the classes are held to minimax in core), with a winning move
 * the search checked, and in fewer positions than the uninterrupted run. 6x9 (1.7 million positions, a second or
 * two of CPU) by default; 8x8, the board, with SPRAGUE_LARGE_TESTS set.
 */
class SearchCheckpointKillIT {
    private static long positions(JsonNode answer) {
        return answer.get("search").get("leftFirst").get("nodes").asLong()
                + answer.get("search").get("rightFirst").get("nodes").asLong();
    }

    private static void killedAndResumed(String board) throws Exception {
        Path dir = Files.createTempDirectory("sprague-search-kill").resolve("run");
        Path out = Files.createTempFile("sprague-search-kill", ".json");
        Process first = new ProcessBuilder(command("solve", "domineering", board, "--budget", "none", "--stats",
                "--json", "--threads", "2", "--checkpoint", dir.toString(), "--checkpoint-every", "0.2"))
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Path manifest = dir.resolve("manifest.txt");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.exists(manifest) && first.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(first.isAlive()).as("the run is still going when it is killed").isTrue();
        first.destroyForcibly();
        first.waitFor(30, TimeUnit.SECONDS);
        String saved = Files.readString(manifest);
        assertThat(saved).startsWith("sprague-search-checkpoint 1\nsearch domineering one-word ");

        Process resumed = new ProcessBuilder(command("solve", "domineering", board, "--budget", "none", "--stats",
                "--json", "--threads", "1", "--resume", dir.toString())).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        JsonNode after = finish(resumed, out);
        Process whole = new ProcessBuilder(command("solve", "domineering", board, "--budget", "none", "--stats",
                "--json", "--threads", "1")).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        JsonNode uninterrupted = finish(whole, out);
        assertThat(after.get("outcomeClass").asText()).isEqualTo(uninterrupted.get("outcomeClass").asText());
        assertThat(after.get("winningMoves").size()).isEqualTo(uninterrupted.get("winningMoves").size());
        assertThat(positions(after)).isLessThan(positions(uninterrupted));
    }

    @Test
    void aKilledSearchResumesToTheSameClass() throws Exception {
        killedAndResumed("6x9");
    }

    @Test
    @EnabledIfEnvironmentVariable(named = "SPRAGUE_LARGE_TESTS", matches = ".+")
    void aKilledEightByEightSearchResumesToTheSameClass() throws Exception {
        killedAndResumed("8x8");
    }
}
