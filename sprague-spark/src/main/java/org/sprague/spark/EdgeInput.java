package org.sprague.spark;

import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.sprague.BadInputException;
import scala.Tuple2;

/**
 * A game graph read on the executors: moves and labels with node ids as {@code long}s, from a text file in the
 * graph file format of the command-line contract ({@code u v} a move, {@code u : win|loss|draw} a label,
 * {@code #} a comment; here the node names must be integers) or from Parquet files with {@code long} columns
 * {@code from} and {@code to} (labels: columns {@code node} and {@code label}, a string win, loss or draw).
 *
 * @param nodes every node once
 * @param edges the moves
 * @param labels the labelled nodes with their {@code TerminalLabel.code()}
 */
public record EdgeInput(JavaRDD<Long> nodes, JavaPairRDD<Long, Long> edges, JavaPairRDD<Long, Integer> labels) {

    /**
     * Reads a text graph file (a file or a directory of part files, on any file system Spark reads).
     *
     * @param size the number of nodes, ids 0..size-1, or -1 to take the nodes mentioned
     */
    public static EdgeInput text(SparkSession spark, String path, long size) {
        JavaRDD<long[]> statements = spark.read().textFile(path).javaRDD().flatMap(line -> {
            long[] s = statement(line);
            return (s == null ? List.<long[]>of() : List.of(s)).iterator();
        }).cache();
        JavaPairRDD<Long, Long> edges = statements.filter(s -> s[0] == 0).mapToPair(s -> new Tuple2<>(s[1], s[2]));
        JavaPairRDD<Long, Integer> labels = statements.filter(s -> s[0] == 1)
                .mapToPair(s -> new Tuple2<>(s[1], (int) s[2]))
                .reduceByKey((a, b) -> {
                    if (!a.equals(b)) {
                        throw new BadInputException("a node is given two different labels; a node has one label");
                    }
                    return a;
                });
        return new EdgeInput(nodes(spark, size, edges, labels), edges, labels);
    }

    /** Reads Parquet moves ({@code from}, {@code to}) and, when {@code labelPath} is given, Parquet labels. */
    public static EdgeInput parquet(SparkSession spark, String path, String labelPath, long size) {
        Dataset<Row> moves = spark.read().parquet(path).selectExpr("CAST(`from` AS BIGINT)", "CAST(`to` AS BIGINT)");
        JavaPairRDD<Long, Long> edges = moves.javaRDD().mapToPair(r -> new Tuple2<>(r.getLong(0), r.getLong(1)));
        JavaPairRDD<Long, Integer> labels = labelPath == null
                ? edges.filter(e -> false).mapToPair(e -> new Tuple2<>(e._1(), 0))
                : spark.read().parquet(labelPath).selectExpr("CAST(node AS BIGINT)", "CAST(label AS STRING)")
                        .javaRDD().mapToPair(r -> new Tuple2<>(r.getLong(0), labelCode(r.getString(1), "label")));
        return new EdgeInput(nodes(spark, size, edges, labels), edges, labels);
    }

    private static JavaRDD<Long> nodes(SparkSession spark, long size, JavaPairRDD<Long, Long> edges,
            JavaPairRDD<Long, Integer> labels) {
        if (size >= 0) {
            List<Tuple2<Long, Long>> outside = edges.filter(e -> e._1() < 0 || e._1() >= size || e._2() < 0
                    || e._2() >= size).take(1);
            List<Long> unknown = labels.keys().filter(u -> u < 0 || u >= size).take(1);
            if (!outside.isEmpty() || !unknown.isEmpty()) {
                throw new BadInputException((outside.isEmpty() ? "a label of node " + unknown.get(0)
                        : "the move " + outside.get(0)._1() + " " + outside.get(0)._2()) + " lies outside the nodes"
                        + " 0.." + (size - 1) + " given by --nodes " + size);
            }
            return spark.range(0, size).javaRDD();
        }
        return edges.keys().union(edges.values()).union(labels.keys()).distinct();
    }

    /** One line: {0, u, v} a move, {1, u, label code} a label, {@code null} a blank or comment line. */
    static long[] statement(String line) {
        int hash = line.indexOf('#');
        String body = (hash >= 0 ? line.substring(0, hash) : line).strip();
        if (body.isEmpty()) {
            return null;
        }
        String[] t = body.split("\\s+");
        if (t.length == 2) {
            return new long[] {0, id(t[0], line), id(t[1], line)};
        }
        if (t.length == 3 && t[1].equals(":")) {
            return new long[] {1, id(t[0], line), labelCode(t[2], "line '" + line + "'")};
        }
        throw new BadInputException("edge file line '" + line.strip() + "': expected 'u v' (a move) or"
                + " 'u : win|loss|draw' (a label) with integer node ids");
    }

    private static long id(String token, String line) {
        try {
            return Long.parseLong(token);
        } catch (NumberFormatException e) {
            throw new BadInputException("edge file line '" + line.strip() + "': node '" + token + "' is not an"
                    + " integer; edge files number their nodes (solve graph --file takes names)");
        }
    }

    private static int labelCode(String label, String where) {
        return switch (label == null ? "" : label) {
            case "win" -> 1;
            case "loss" -> 2;
            case "draw" -> 3;
            default -> throw new BadInputException(where + ": unknown label '" + label + "'; a label is win, loss or"
                    + " draw");
        };
    }
}
