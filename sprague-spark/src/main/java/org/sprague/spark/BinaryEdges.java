package org.sprague.spark;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.util.stream.IntStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.sprague.BadInputException;

/**
 * A game graph as fixed records of two big-endian {@code long}s, the form a program that already holds the graph
 * (the {@code sprague} command) writes fastest and the job reads without parsing text: {@code (u, v)} with
 * {@code u >= 0} is a move from u to v, {@code (-1 - u, code)} labels node u ({@code TerminalLabel.code()}: 1 win,
 * 2 loss, 3 draw). Fixed records split anywhere on a record boundary, so each reading task reads its own byte
 * range of the one file.
 */
final class BinaryEdges {
    static final int RECORD = 16;
    private static final int CHUNK = 1 << 12; // records read at a time

    private BinaryEdges() {
    }

    static EdgeInput read(SparkSession spark, String file, long size) {
        long records;
        try {
            Path path = new Path(file);
            long bytes = path.getFileSystem(new Configuration()).getFileStatus(path).getLen();
            if (bytes % RECORD != 0) {
                throw new BadInputException("the binary edge file " + file + " has " + bytes
                        + " bytes, not a whole number of " + RECORD + "-byte records");
            }
            records = bytes / RECORD;
        } catch (java.io.FileNotFoundException e) {
            throw new BadInputException("the edge file " + file + " does not exist");
        } catch (IOException e) {
            throw new BadInputException("cannot read the edge file " + file + ": " + e.getMessage());
        }
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        return new EdgeInput(size, spread -> {
            int tasks = spread.partitions();
            return sc.parallelize(IntStream.range(0, tasks).boxed().toList(), tasks).flatMapToPair(t -> {
                PieceRouter router = new PieceRouter(spread);
                route(file, records * t / tasks, records * (t + 1) / tasks, router);
                return router.pieces().iterator();
            });
        });
    }

    /** Routes records {@code [from, to)} of the file. */
    private static void route(String file, long from, long to, PieceRouter router) throws IOException {
        Path path = new Path(file);
        byte[] bytes = new byte[RECORD * CHUNK];
        long[] values = new long[2 * CHUNK];
        LongBuffer view = ByteBuffer.wrap(bytes).asLongBuffer();
        try (FSDataInputStream in = path.getFileSystem(new Configuration()).open(path)) {
            in.seek(from * RECORD);
            for (long at = from; at < to; ) {
                int n = (int) Math.min(CHUNK, to - at);
                in.readFully(bytes, 0, n * RECORD);
                view.clear();
                view.get(values, 0, 2 * n);
                for (int i = 0; i < 2 * n; i += 2) {
                    long u = values[i];
                    if (u >= 0) {
                        router.move(u, values[i + 1]);
                    } else if (values[i + 1] >= 1 && values[i + 1] <= 3) {
                        router.label(-1 - u, (int) values[i + 1]);
                    } else {
                        throw new BadInputException("the binary edge file " + file + " labels node " + (-1 - u)
                                + " with code " + values[i + 1] + "; a label code is 1 (win), 2 (loss) or 3 (draw)");
                    }
                }
                at += n;
            }
        }
    }
}
