package org.sprague.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.sprague.cli.JarProcesses.command;
import static org.sprague.cli.JarProcesses.finish;

/**
 * A long {@code values} run in a real child process (the packaged jar) killed with SIGKILL after its first save,
 * then resumed: the resumed run ends with the values of an uninterrupted run (compared by the rolling hash of all
 * of them, against a run of the other algorithm).
 */
class CheckpointKillIT {
    private static long savedValues(Path dir) throws Exception {
        long saved = 0;
        for (String line : Files.readAllLines(dir.resolve("manifest.txt"))) {
            if (line.startsWith("segment ")) {
                String[] f = line.split(" ");
                saved = Long.parseLong(f[2]) + Long.parseLong(f[3]);
            }
        }
        return saved;
    }

    @Test
    void aKilledRunResumesToTheSameValues() throws Exception {
        Path dir = Files.createTempDirectory("sprague-kill");
        Path out = Files.createTempFile("sprague-kill", ".json");
        String upto = "200000";
        Process first = new ProcessBuilder(command("values", "grundy", "--upto", upto, "--algorithm", "naive",
                "--threads", "1", "--budget", "none", "--checkpoint", dir.toString(), "--checkpoint-every", "1",
                "--stats", "--json"))
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Path manifest = dir.resolve("manifest.txt");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.exists(manifest) && first.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(700);
        assertThat(first.isAlive()).as("the run is still going when it is killed").isTrue();
        first.destroyForcibly();
        first.waitFor(30, TimeUnit.SECONDS);
        long saved = savedValues(dir);
        assertThat(saved).as("values saved before the kill").isBetween(1L, 200_000L);

        Process resumed = new ProcessBuilder(command("values", "grundy", "--upto", upto, "--algorithm", "naive",
                "--threads", "1", "--budget", "none", "--resume", dir.toString(), "--stats", "--json"))
                .redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        JsonNode after = finish(resumed, out);

        Process whole = new ProcessBuilder(command("values", "grundy", "--upto", upto, "--algorithm", "sparse",
                "--stats", "--json")).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        JsonNode uninterrupted = finish(whole, out);
        assertThat(after.get("hash").asLong()).isEqualTo(uninterrupted.get("hash").asLong());
        assertThat(after.get("stats").get("histogram")).isEqualTo(uninterrupted.get("stats").get("histogram"));
        assertThat(savedValues(dir)).isEqualTo(200_001L);
    }
}
