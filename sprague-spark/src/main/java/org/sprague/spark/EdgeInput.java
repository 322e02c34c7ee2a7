package org.sprague.spark;

import java.util.function.Function;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapred.TextInputFormat;
import org.apache.spark.api.java.JavaSparkContext;
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
 * {@code from} and {@code to} (labels: columns {@code node} and {@code label}, a string win, loss or draw). The
 * reading tasks route what they read straight into primitive {@link GraphPiece}s, one per node partition.
 *
 * @param size the number of nodes, ids 0..size-1, or -1 to take the nodes mentioned
 * @param router the pieces of the graph for a given spread of the nodes, keyed by partition
 */
public record EdgeInput(long size, Function<NodeSpread, JavaPairRDD<Integer, GraphPiece>> router) {

    JavaPairRDD<Integer, GraphPiece> route(NodeSpread spread) {
        return router.apply(spread);
    }

    /**
     * Reads a text graph file (a file or a directory of part files, on any file system Spark reads).
     *
     * @param spark the session
     * @param path the file or directory
     * @param size the number of nodes, ids 0..size-1, or -1 to take the nodes mentioned
     * @return the graph
     */
    public static EdgeInput text(SparkSession spark, String path, long size) {
        // Hadoop's lines as bytes: the common line is parsed without decoding it into a String
        JavaPairRDD<LongWritable, Text> lines = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .hadoopFile(path, TextInputFormat.class, LongWritable.class, Text.class);
        return new EdgeInput(size, spread -> lines.mapPartitionsToPair(it -> {
            PieceRouter router = new PieceRouter(spread);
            long[] move = new long[2];
            while (it.hasNext()) {
                Text line = it.next()._2();
                if (simpleMove(line.getBytes(), line.getLength(), move)) {
                    router.move(move[0], move[1]);
                    continue;
                }
                long[] s = statement(line.toString());
                if (s != null && s[0] == 0) {
                    router.move(s[1], s[2]);
                } else if (s != null) {
                    router.label(s[1], (int) s[2]);
                }
            }
            return router.pieces().iterator();
        }));
    }

    /**
     * Reads Parquet moves ({@code from}, {@code to}) and, when {@code labelPath} is given, Parquet labels.
     *
     * @param spark the session
     * @param path the moves
     * @param labelPath the labels, or {@code null}
     * @param size the number of nodes, ids 0..size-1, or -1 to take the nodes mentioned
     * @return the graph
     */
    public static EdgeInput parquet(SparkSession spark, String path, String labelPath, long size) {
        Dataset<Row> moves = spark.read().parquet(path).selectExpr("CAST(`from` AS BIGINT)", "CAST(`to` AS BIGINT)");
        JavaPairRDD<Long, Long> edges = moves.javaRDD().mapToPair(r -> new Tuple2<>(r.getLong(0), r.getLong(1)));
        JavaPairRDD<Long, Integer> labels = labelPath == null ? null
                : spark.read().parquet(labelPath).selectExpr("CAST(node AS BIGINT)", "CAST(label AS STRING)")
                        .javaRDD().mapToPair(r -> new Tuple2<>(r.getLong(0), labelCode(r.getString(1), "label")));
        return new EdgeInput(size, spread -> labels == null ? routeMoves(edges, spread)
                : routeMoves(edges, spread).union(routeLabels(labels, spread)));
    }

    /**
     * A graph given as Spark pairs; the nodes are every node given and every node mentioned.
     *
     * @param nodes every node
     * @param edges the moves (from, to)
     * @param labels the labelled nodes with their {@code TerminalLabel.code()}
     * @return the graph
     */
    public static EdgeInput pairs(JavaRDD<Long> nodes, JavaPairRDD<Long, Long> edges,
            JavaPairRDD<Long, Integer> labels) {
        return new EdgeInput(-1, spread -> routeMoves(edges, spread).union(routeLabels(labels, spread))
                .union(nodes.mapPartitionsToPair(it -> {
                    PieceRouter router = new PieceRouter(spread);
                    it.forEachRemaining(router::node);
                    return router.pieces().iterator();
                })));
    }

    private static JavaPairRDD<Integer, GraphPiece> routeMoves(JavaPairRDD<Long, Long> edges, NodeSpread spread) {
        return edges.mapPartitionsToPair(it -> {
            PieceRouter router = new PieceRouter(spread);
            it.forEachRemaining(e -> router.move(e._1(), e._2()));
            return router.pieces().iterator();
        });
    }

    private static JavaPairRDD<Integer, GraphPiece> routeLabels(JavaPairRDD<Long, Integer> labels,
            NodeSpread spread) {
        return labels.mapPartitionsToPair(it -> {
            PieceRouter router = new PieceRouter(spread);
            it.forEachRemaining(e -> router.label(e._1(), e._2()));
            return router.pieces().iterator();
        });
    }

    /**
     * The common line, two non-negative integers and nothing else, parsed from its bytes without allocating;
     * anything else (labels, comments, signs, long numbers, errors) is left to {@link #statement}.
     */
    static boolean simpleMove(byte[] line, int n, long[] move) {
        int i = 0;
        for (int k = 0; k < 2; k++) {
            while (i < n && (line[i] == ' ' || line[i] == '\t')) {
                i++;
            }
            int digits = 0;
            long v = 0;
            while (i < n && line[i] >= '0' && line[i] <= '9') {
                v = 10 * v + (line[i++] - '0');
                digits++;
            }
            if (digits == 0 || digits > 18 || (i < n && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')) {
                return false;
            }
            move[k] = v;
        }
        while (i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) {
            i++;
        }
        return i == n;
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
