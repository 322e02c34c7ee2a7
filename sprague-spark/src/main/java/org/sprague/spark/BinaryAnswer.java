package org.sprague.spark;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.sprague.BadInputException;

/**
 * The answer in binary, for a reader that places each position by its id itself (the {@code sprague} command):
 * each block writes its own file {@code part-DDDDD} as it is, so no job counts, samples or sorts the nodes and no
 * text is formatted or parsed. A file holds, big-endian: the count n (an {@code int}), n node ids ({@code long}s),
 * n outcomes (a byte each: 0 win, 1 loss, 2 draw, for the player to move) and n remotenesses ({@code long}s, -1
 * for a draw).
 */
final class BinaryAnswer {
    static final byte WIN = 0;
    static final byte LOSS = 1;
    static final byte DRAW = 2;

    private BinaryAnswer() {
    }

    static void write(JavaRDD<StateBlock> blocks, String dir) {
        try {
            Path out = new Path(dir);
            FileSystem fs = out.getFileSystem(new Configuration());
            if (fs.exists(out)) {
                throw new BadInputException("the output directory " + dir + " already exists");
            }
            fs.mkdirs(out);
        } catch (IOException e) {
            throw new BadInputException("cannot make the output directory " + dir + ": " + e.getMessage());
        }
        blocks.foreachPartition(it -> {
            Path part = new Path(dir, String.format("part-%05d", TaskContext.getPartitionId()));
            FileSystem fs = part.getFileSystem(new Configuration());
            try (DataOutputStream out = new DataOutputStream(fs.create(part, false))) {
                while (it.hasNext()) {
                    it.next().writeAnswer(out);
                }
            }
        });
    }

    /** One block's nodes and states in the layout above. */
    static void write(long[] ids, long[] states, DataOutputStream out) throws IOException {
        int n = ids.length;
        ByteBuffer b = ByteBuffer.allocate(4 + 17 * n);
        b.putInt(n);
        b.asLongBuffer().put(ids);
        b.position(4 + 8 * n);
        for (long s : states) {
            b.put(ResultCodes.isDraw(s) ? DRAW : ResultCodes.isWin(s) ? WIN : LOSS);
        }
        for (long s : states) {
            b.putLong(ResultCodes.remoteness(s));
        }
        out.write(b.array(), 0, b.position());
    }
}
