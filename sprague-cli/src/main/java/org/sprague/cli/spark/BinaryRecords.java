package org.sprague.cli.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * The job's binary edge file ({@code --format binary} of the sprague-spark module): records of two big-endian
 * {@code long}s, {@code (u, v)} a move and {@code (-1 - u, code)} a label, gathered in a buffer written in large
 * blocks. Written from the graph's arrays, it costs neither digits here nor parsing in the job.
 */
final class BinaryRecords implements AutoCloseable {
    private final OutputStream out;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);

    BinaryRecords(OutputStream out) {
        this.out = out;
    }

    void move(long from, long to) throws IOException {
        record(from, to);
    }

    void label(long node, int code) throws IOException {
        record(-1 - node, code);
    }

    private void record(long a, long b) throws IOException {
        if (buffer.remaining() < 16) {
            out.write(buffer.array(), 0, buffer.position());
            buffer.clear();
        }
        buffer.putLong(a).putLong(b);
    }

    @Override
    public void close() throws IOException {
        out.write(buffer.array(), 0, buffer.position());
        buffer.clear();
        out.close();
    }
}
