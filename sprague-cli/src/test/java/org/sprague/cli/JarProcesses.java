package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The packaged jar run as a process of its own, for the tests that kill a run and resume it. */
final class JarProcesses {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JarProcesses() {
    }

    /** {@code java -jar sprague.jar ARGS}, with this JVM's java and the jar the build made. */
    static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("sprague.jar")));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Waits (at most 5 minutes) for {@code p} to end with exit 0, then reads the JSON answer in {@code out}. */
    static JsonNode finish(Process p, Path out) throws Exception {
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        return JSON.readTree(Files.readString(out, StandardCharsets.UTF_8));
    }
}
