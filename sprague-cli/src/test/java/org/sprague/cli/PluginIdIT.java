package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plug-in whose game has a bad id (null, empty, with spaces, slashes or a line end) is refused at load with one
 * line naming its class (exit 2), where a null id was a stack trace and exit 1 and the others were accepted.
 */
class PluginIdIT {
    @TempDir
    Path dir;

    @Test
    void aBadIdIsOneLineNamingTheClass() throws Exception {
        String[][] ids = {{"null", "null"}, {"\"\"", "\"\""}, {"\"a b/../x\\n--json\"", "\"a b/../x\\u000a--json\""}};
        for (String[] id : ids) {
            Path jar = plugin(id[0]);
            Path err = dir.resolve("err.txt");
            Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("sprague.jar") + java.io.File.pathSeparator + jar,
                    "org.sprague.cli.Main", "list")).redirectError(err.toFile())
                    .redirectOutput(dir.resolve("out.txt").toFile()).start();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(id[0]).isEqualTo(2);
            assertThat(Files.readString(err)).as(id[0]).startsWith("error: game class example.BadId has the id "
                    + id[1] + "; an id is a word of").hasLineCount(1);
        }
    }

    @Test
    void theLauncherRefusesAFifoOnTheClassPathInsteadOfBlocking() throws Exception {
        Path fifo = dir.resolve("plugin.jar");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start()
                .waitFor() == 0, "mkfifo is not available");
        ProcessBuilder launcher = new ProcessBuilder(Path.of("..", "sprague").toString(), "list")
                .redirectError(dir.resolve("err.txt").toFile()).redirectOutput(dir.resolve("out.txt").toFile());
        launcher.environment().put("SPRAGUE_CLASSPATH", fifo.toString());
        Process p = launcher.start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the launcher ended").isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(Files.readString(dir.resolve("err.txt"))).isEqualTo("error: SPRAGUE_CLASSPATH names " + fifo
                + ", which is not a jar or a directory (a FIFO, device or socket)\n");
    }

    /** A jar with one game, {@code example.BadId}, whose {@code id()} returns {@code idExpression}. */
    private Path plugin(String idExpression) throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/example")).resolve("BadId.java");
        Files.writeString(src, """
                package example;
                import java.util.List;
                import org.sprague.catalog.*;
                public final class BadId implements CatalogGame {
                    public String id() { return %s; }
                    public GameKind kind() { return GameKind.IMPARTIAL; }
                    public String summary() { return "a game with a bad id"; }
                    public String syntax() { return "N"; }
                    public List<String> examples() { return List.of(); }
                    public List<GameOption> options() { return List.of(); }
                    public Answer solve(GameOptions options, List<String> position) {
                        throw new UnsupportedOperationException();
                    }
                }
                """.formatted(idExpression));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-cp",
                System.getProperty("sprague.jar"), "-d", classes.toString(), src.toString())).isZero();
        Path jar = dir.resolve("bad-" + Integer.toHexString(idExpression.hashCode()) + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("example/BadId.class"));
            out.write(Files.readAllBytes(classes.resolve("example/BadId.class")));
            out.putNextEntry(new JarEntry("META-INF/services/org.sprague.catalog.GameProvider"));
            out.write("example.BadId\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return jar;
    }
}
