package org.sprague.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A long {@code values} run in a real child process (the packaged jar) killed with SIGKILL after its first save,
 * then resumed: the resumed run ends with the values of an uninterrupted run (compared by the rolling hash of all
 * of them, against a run of the other algorithm).
 */
class CheckpointKillIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("sprague.jar")));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static JsonNode finish(Process p, Path out) throws Exception {
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        return JSON.readTree(Files.readString(out, StandardCharsets.UTF_8));
    }

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
