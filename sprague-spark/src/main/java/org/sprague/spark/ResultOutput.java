package org.sprague.spark;

import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Writes solved positions as Parquet with columns {@code node}, {@code outcome} ({@code win}, {@code loss} or
 * {@code draw} for the player to move), {@code remoteness} (-1 for a draw); the text form is {@link OrderedText}.
 */
final class ResultOutput {
    private ResultOutput() {
    }

    static void parquet(SparkSession spark, JavaPairRDD<Long, Long> solved, String dir) {
        StructType schema = DataTypes.createStructType(List.of(
                DataTypes.createStructField("node", DataTypes.LongType, false),
                DataTypes.createStructField("outcome", DataTypes.StringType, false),
                DataTypes.createStructField("remoteness", DataTypes.LongType, false)));
        JavaRDD<Row> rows = solved.map(e -> RowFactory.create(e._1(), ResultCodes.outcome(e._2()),
                ResultCodes.remoteness(e._2())));
        spark.createDataFrame(rows, schema).write().parquet(dir);
    }
}
