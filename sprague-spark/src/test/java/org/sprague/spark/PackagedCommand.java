package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a program (the packaged {@code sprague} command, a script) in a child process for the end-to-end tests. */
final class PackagedCommand {
    record Result(int exit, String out, String err) {
    }

    private PackagedCommand() {
    }

    /** The packaged {@code sprague} command with {@code args}, its output kept in files under {@code dir}. */
    static Result sprague(Path dir, Map<String, String> env, String... args) throws IOException, InterruptedException {
        String jar = System.getProperty("sprague.jar");
        assertThat(Path.of(jar)).as("the packaged sprague command (build sprague-cli first)").exists();
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar));
        cmd.addAll(List.of(args));
        return run(dir, env, cmd);
    }

    static Result run(Path dir, Map<String, String> env, List<String> cmd) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "stdout", ".txt");
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        ProcessBuilder b = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        b.environment().putAll(env);
        Process p = b.start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("still running after 10 minutes: " + cmd);
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /** A JSON answer without its notes, which say how an engine searched (the graph's and the survey's have none). */
    static String withoutNotes(String json) {
        return json.replaceAll(",\"notes\":\\[[^\\]]*\\]", "");
    }
}
