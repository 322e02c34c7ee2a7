package org.sprague.partizan;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import org.sprague.BadInputException;

/** Unsigned LEB128 varints: seven bits a byte, low bits first, the high bit set on every byte but the last. */
public final class Varints {
    private Varints() {
    }

    /**
     * Writes {@code v} (read as unsigned).
     *
     * @param out where to
     * @param v the value
     * @throws IOException when the output fails
     */
    public static void write(DataOutput out, long v) throws IOException {
        while ((v & ~0x7FL) != 0) {
            out.writeByte((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte((int) v);
    }

    /**
     * Reads a value written by {@link #write}.
     *
     * @param in where from
     * @return the value (unsigned)
     * @throws IOException when the input fails or ends
     * @throws BadInputException when the varint runs past 64 bits
     */
    public static long read(DataInput in) throws IOException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = in.readUnsignedByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new BadInputException("a varint longer than 64 bits");
    }
}
