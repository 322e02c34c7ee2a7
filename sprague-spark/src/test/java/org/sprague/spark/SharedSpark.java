package org.sprague.spark;

import org.apache.spark.sql.SparkSession;

/** One local Spark session for every test class of the module (starting one costs seconds). */
final class SharedSpark {
    private static SparkSession session;

    private SharedSpark() {
    }

    static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder().master("local[2]").appName("sprague-tests")
                    .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
                    .config("spark.default.parallelism", "2").getOrCreate();
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }
}
