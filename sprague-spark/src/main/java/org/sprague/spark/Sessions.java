package org.sprague.spark;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark session of a run: the given master, else spark-submit's, else {@code local[*]}; no web UI; in local
 * mode uncompressed shuffles and task results handed to the driver directly. Started without spark-submit against a cluster's master, the session
 * ships this module's jar to the executors itself ({@code spark.jars}), as spark-submit would.
 */
public final class Sessions {
    /** The master when none is given: every core of this machine. */
    public static final String DEFAULT_MASTER = "local[*]";

    private Sessions() {
    }

    /**
     * @param master the master URL, or {@code null} for spark-submit's or {@code local[*]}
     * @return the session
     */
    public static SparkSession start(String master) {
        String effective = master != null ? master : System.getProperty("spark.master", DEFAULT_MASTER);
        SparkSession.Builder b = SparkSession.builder().appName("sprague").master(effective)
                .config("spark.ui.enabled", "false")
                // in local mode the cores are few and the blocks in memory: fewer, larger shuffle partitions
                .config("spark.sql.shuffle.partitions", effective.startsWith("local") ? "4" : "8")
                // shuffles that stay on this machine gain nothing from compression and pay its CPU
                .config("spark.shuffle.compress", Boolean.toString(!effective.startsWith("local")));
        if (effective.startsWith("local")) {
            // a task's result above 1 MB (the open part a block sends the driver in the tail hand-off) would be
            // stored in the block manager and fetched back; in one JVM it is handed over directly, up to the size
            // of an RPC message (0.1 s of CPU less at 10^6 moves)
            b.config("spark.task.maxDirectResultSize", "128m");
        }
        String jar = ownJar();
        if (!effective.startsWith("local") && System.getProperty("spark.jars") == null && jar != null) {
            b.config("spark.jars", jar);
        }
        return b.getOrCreate();
    }

    /** The jar this class was loaded from, or {@code null} when it runs from a directory of classes. */
    private static String ownJar() {
        try {
            Path self = Path.of(Sessions.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(self) ? self.toString() : null;
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return null;
        }
    }
}
