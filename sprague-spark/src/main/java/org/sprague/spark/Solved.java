package org.sprague.spark;

import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;

/**
 * The answer of {@link SparkRetrograde}: every position with its {@link ResultCodes} state, held in the blocks of
 * the last round.
 */
public final class Solved {
    private final JavaRDD<StateBlock> blocks;
    private final int partitions;

    Solved(JavaRDD<StateBlock> blocks, int partitions) {
        this.blocks = blocks;
        this.partitions = partitions;
    }

    /** @return every position with its state, one record each (for small answers and tests) */
    public JavaPairRDD<Long, Long> pairs() {
        return blocks.flatMapToPair(StateBlock::pairs);
    }

    /**
     * Writes text part files with one line {@code node outcome remoteness} per position, in node order.
     *
     * @param dir the output directory
     */
    public void writeText(String dir) {
        OrderedText.write(blocks, partitions, dir);
    }

    /**
     * Writes one binary file per block ({@link BinaryAnswer}), in no particular order.
     *
     * @param dir the output directory
     */
    public void writeBinary(String dir) {
        BinaryAnswer.write(blocks, dir);
    }

    /**
     * Writes Parquet with columns {@code node}, {@code outcome}, {@code remoteness}.
     *
     * @param spark the session
     * @param dir the output directory
     */
    public void writeParquet(SparkSession spark, String dir) {
        ResultOutput.parquet(spark, pairs(), dir);
    }
}
