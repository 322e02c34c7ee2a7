package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Spark standalone cluster on this machine (a master and two workers, started and stopped by the module's
 * {@code cluster} script, the recipe of docs/distributed.md) runs the survey, the retrograde analysis of a graph and
 * a split Domineering search submitted through the packaged {@code sprague} command, and the answers are byte for
 * byte those of the single-machine engine (but for the notes on how the split search searched). The cluster is stopped whatever happens.
 */
class SparkClusterIT {
    @Test
    void surveyAndRetrogradeOnAStandaloneClusterPrintWhatOneMachinePrints(@TempDir Path dir) throws Exception {
        Path script = Path.of(System.getProperty("sprague.cluster"));
        Path clusterDir = dir.resolve("cluster");
        int port = freePort();
        int uiPort = freePort();
        Map<String, String> env = Map.of("SPRAGUE_CLUSTER_DIR", clusterDir.toString(),
                "SPRAGUE_CLUSTER_PORT", Integer.toString(port), "SPRAGUE_CLUSTER_UI_PORT", Integer.toString(uiPort),
                "SPARK_LOCAL_IP", "127.0.0.1");
        try {
            PackagedCommand.Result started = PackagedCommand.run(dir, env, List.of(script.toString(), "start"));
            assertThat(started.err()).isEmpty();
            assertThat(started.exit()).isZero();
            String master = "spark://127.0.0.1:" + port;
            assertThat(started.out()).isEqualTo(master + "\n");

            List<String> survey = List.of("survey", "octal", "--digits", "2", "--upto", "2000", "--format", "csv");
            assertSameOutput(dir, env, survey, master);
            Path graph = Graphs.namedGraphFile(dir, 5);
            assertSameOutput(dir, env, List.of("solve", "graph", "--file", graph.toString(), "--json"), master);
            // a split search: the subtrees of 5x5 (class P, no winning move to differ) as tasks on the workers; only
            // the note on how it searched differs
            assertSameOutput(dir, env, List.of("solve", "domineering", "5x5", "--method", "search", "--json"), master);

            // the work ran in executors the workers started, not in the driver
            for (String worker : List.of("work-1", "work-2")) {
                try (Stream<Path> apps = Files.list(clusterDir.resolve(worker))) {
                    assertThat(apps.map(p -> p.getFileName().toString())).as(worker).anyMatch(a -> a.startsWith("app-"));
                }
            }
        } finally {
            PackagedCommand.Result stopped = PackagedCommand.run(dir, env, List.of(script.toString(), "stop"));
            assertThat(stopped.exit()).isZero();
        }
        try (Stream<Path> files = Files.list(clusterDir)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("pid files left").noneMatch(f -> f.endsWith(".pid"));
        }
    }

    private static void assertSameOutput(Path dir, Map<String, String> env, List<String> args, String master)
            throws IOException, InterruptedException {
        PackagedCommand.Result local = PackagedCommand.sprague(dir, env, args.toArray(String[]::new));
        List<String> onCluster = new java.util.ArrayList<>(args);
        onCluster.addAll(List.of("--engine", "spark", "--master", master));
        PackagedCommand.Result spark = PackagedCommand.sprague(dir, env, onCluster.toArray(String[]::new));
        assertThat(local.exit()).isZero();
        assertThat(spark.err()).as(String.join(" ", onCluster)).isEmpty();
        assertThat(spark.exit()).isZero();
        assertThat(PackagedCommand.withoutNotes(spark.out())).isEqualTo(PackagedCommand.withoutNotes(local.out()))
                .isNotEmpty();
    }


    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
