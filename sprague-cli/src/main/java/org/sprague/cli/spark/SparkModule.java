package org.sprague.cli.spark;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * The sprague-spark module seen from the {@code sprague} command, which never loads Spark itself: the module's
 * build output (the jar, the class path of Spark's jars and the JVM flags Spark needs) is looked up on disk and
 * the job runs in a child JVM. Where: the directory named by the system property {@code sprague.spark.home} or
 * the environment variable {@code SPRAGUE_SPARK_HOME}, else {@code sprague-spark/target} beside the
 * {@code sprague-cli} directory this command was built in. When it is absent, the command says how to build it.
 */
public final class SparkModule {
    static final String JAR = "sprague-spark.jar";
    static final String CLASS_PATH = "spark-classpath.txt";
    static final String FLAGS = "spark-jvm-flags.txt";

    private final Path home;

    private SparkModule(Path home) {
        this.home = home;
    }

    /** The built module, or a {@link BadInputException} (exit 2) saying how to build it. */
    public static SparkModule find() {
        Path home = home();
        for (String f : List.of(JAR, CLASS_PATH, FLAGS)) {
            if (home == null || !Files.isRegularFile(home.resolve(f))) {
                throw new BadInputException("--engine spark needs the sprague-spark module, which is not built"
                        + (home == null ? "" : " (no " + home.resolve(f) + ")") + "; build it with: mvn -B -pl sprague-spark"
                        + " -am package -DskipTests (in the sprague directory; it downloads Apache Spark), or set"
                        + " SPRAGUE_SPARK_HOME to a directory holding " + JAR + ", " + CLASS_PATH + " and " + FLAGS);
            }
        }
        return new SparkModule(home);
    }

    private static Path home() {
        String given = System.getProperty("sprague.spark.home", System.getenv("SPRAGUE_SPARK_HOME"));
        if (given != null && !given.isBlank()) {
            return Path.of(given).toAbsolutePath();
        }
        try {
            // .../sprague-cli/target/sprague.jar or .../sprague-cli/target/classes
            Path self = Path.of(SparkModule.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path cli = self.getParent() == null ? null : self.getParent().getParent();
            return cli == null || cli.getParent() == null ? null
                    : cli.getParent().resolve("sprague-spark").resolve("target");
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return null;
        }
    }

    /**
     * Runs {@code SparkMain} with {@code args} in a child JVM and waits. Its standard output is dropped (the
     * results come back in files); its standard error is kept, and on failure its {@code error:} line is raised
     * again with the child's exit code (2 bad input, 3 resource limit).
     */
    public void run(List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(Arrays.asList(read(FLAGS).strip().split("\\s+")));
        cmd.add(heapFlag(Runtime.getRuntime().maxMemory()));
        ClassArchive classes = ClassArchive.in(home);
        cmd.addAll(classes.flags());
        cmd.add("-Xss4m");
        cmd.add("-cp");
        cmd.add(home.resolve(JAR) + java.io.File.pathSeparator + read(CLASS_PATH).strip());
        cmd.add("org.sprague.spark.SparkMain");
        cmd.addAll(args);
        Path log = Files.createTempFile("sprague-spark-", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(log.toFile()).start();
            int exit;
            try {
                exit = p.waitFor();
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while the Spark job ran", e);
            }
            if (exit != 0) {
                String error = errorLine(Files.readAllLines(log, StandardCharsets.UTF_8));
                switch (exit) {
                    case 2 -> throw new BadInputException(error);
                    case 3 -> throw new ResourceLimitException(error);
                    default -> throw new IllegalStateException("the Spark job failed (exit " + exit + "): " + error);
                }
            }
        } finally {
            classes.finish();
            Files.deleteIfExists(log);
        }
    }

    /**
     * The job's heap: the same as this command's, so that {@code JAVA_OPTS=-Xmx...} bounds the job too (without it
     * the job's JVM would take its default, a quarter of the machine's memory, whatever the command was given).
     *
     * @param maxMemory this JVM's largest heap, in bytes
     * @return the flag, in whole mebibytes
     */
    static String heapFlag(long maxMemory) {
        return "-Xmx" + Math.max(64, maxMemory >> 20) + "m";
    }

    private String read(String file) throws IOException {
        return Files.readString(home.resolve(file), StandardCharsets.UTF_8);
    }

    /** The child's own {@code error:} line without the prefix, else its last line. */
    static String errorLine(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith("error: ")) {
                return lines.get(i).substring("error: ".length());
            }
        }
        return lines.isEmpty() ? "no message" : lines.get(lines.size() - 1);
    }
}
