package org.sprague.spark;

import org.apache.spark.sql.SparkSession;

/** The Spark session of a run: the given master, else spark-submit's, else {@code local[*]}; no web UI. */
public final class Sessions {
    /** The master when none is given: every core of this machine. */
    public static final String DEFAULT_MASTER = "local[*]";

    private Sessions() {
    }

    public static SparkSession start(String master) {
        SparkSession.Builder b = SparkSession.builder().appName("sprague").config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "8");
        if (master != null) {
            b.master(master);
        } else if (System.getProperty("spark.master") == null) {
            b.master(DEFAULT_MASTER);
        }
        return b.getOrCreate();
    }
}
