package org.sprague.heap.sequence;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.sprague.io.OutputFile;
import java.nio.file.Path;
import org.sprague.heap.HeapValues;
import org.sprague.heap.SequenceStats;

/**
 * The compact binary form of a Grundy sequence (the values file of a long run), all integers big-endian:
 * <pre>
 *   8 bytes  magic "SPRAGUEV"
 *   1 byte   format version (1)
 *   1 byte   width w: bytes a value (1, 2 or 4)
 *   8 bytes  count: the number of values, N + 1 for G(0..N)
 *   8 bytes  the rolling hash h = h * 31 + G(n) over G(0..N), as a signed long
 *   2 bytes  length L of the ruleset's name, then L bytes of UTF-8 (such as "octal 0.16")
 *   count * w bytes: G(0), G(1), ..., each an unsigned integer of w bytes
 * </pre>
 * One byte a value is used whenever every value is below 256, so 2^30 values take 1 GiB plus 30 bytes and a name.
 */
public final class ValuesFile {
    static final byte[] MAGIC = "SPRAGUEV".getBytes(StandardCharsets.US_ASCII);

    private ValuesFile() {
    }

    /**
     * Writes G(0..upto) with its hash and ruleset name to {@code file}.
     *
     * @param file the file, replaced through a temporary file renamed over it ({@link OutputFile}): a symbolic link
     *     is replaced, a device or FIFO refused
     * @param ruleset the ruleset's name
     * @param g the values
     * @param upto the largest heap written
     * @param hash the rolling hash of G(0..upto) ({@link SequenceStats#hash})
     * @throws org.sprague.BadInputException when {@code file} is a directory, device, FIFO or socket
     * @throws IOException when writing fails
     */
    public static void write(Path file, String ruleset, HeapValues g, long upto, long hash) throws IOException {
        int width = g.width();
        OutputFile.write(file, "the values", stream -> {
            DataOutputStream out = new DataOutputStream(stream);
            out.write(MAGIC);
            out.writeByte(1);
            out.writeByte(width);
            out.writeLong(upto + 1);
            out.writeLong(hash);
            byte[] name = ruleset.getBytes(StandardCharsets.UTF_8);
            out.writeShort(name.length);
            out.write(name);
            writeValues(out, g, 0, upto + 1, width);
            out.flush();
        });
    }

    /** Writes G(from..to-1), {@code width} bytes each, big-endian. */
    static void writeValues(OutputStream out, HeapValues g, long from, long to, int width) throws IOException {
        byte[] buf = new byte[1 << 16];
        int at = 0;
        for (long n = from; n < to; n++) {
            int v = g.get(n);
            if (at + 4 > buf.length) {
                out.write(buf, 0, at);
                at = 0;
            }
            for (int b = width - 1; b >= 0; b--) {
                buf[at++] = (byte) (v >>> (8 * b));
            }
        }
        out.write(buf, 0, at);
    }

    /** Reads {@code count} values of {@code width} bytes into G(from..). */
    static void readValues(InputStream in, ValueStore g, long from, long count, int width) throws IOException {
        readValues(in, g, from, count, width, null);
    }

    /** Checks a value read, before it is stored. */
    interface ValueCheck {
        /**
         * @param n the heap
         * @param v its value as read, unsigned
         */
        void check(long n, long v);
    }

    /** Reads {@code count} values of {@code width} bytes into G(from..), each first given to {@code check}. */
    static void readValues(InputStream in, ValueStore g, long from, long count, int width, ValueCheck check)
            throws IOException {
        DataInputStream data = new DataInputStream(in);
        byte[] buf = new byte[width * 16384];
        long n = from;
        long left = count;
        while (left > 0) {
            int k = (int) Math.min(16384, left);
            data.readFully(buf, 0, k * width);
            for (int i = 0; i < k; i++) {
                int v = 0;
                for (int b = 0; b < width; b++) {
                    v = v << 8 | buf[i * width + b] & 0xFF;
                }
                if (check != null) {
                    check.check(n, Integer.toUnsignedLong(v));
                }
                g.set(n++, v);
            }
            left -= k;
        }
    }
}
