package org.sprague.heap.sequence;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The search for wanted values among the splits of a heap while every value is below 64, so that a set of values
 * is one {@code long} (bit v for value v): the hot loop of the sparse-space algorithm on codes with small values
 * (.16's largest is 23). Eight splits at a time, as in {@link ByteSplits}: G(a..a+7) and G(r-a-7..r-a) are read as
 * two longs, the second byte-reversed, and one XOR gives the eight values G(a+i) XOR G(r-a-i). The eight values
 * become a set by eight shifts of 1, and the wanted set loses them with one AND NOT: no table, no branch per block.
 * A shift by a {@code long} uses the count's low six bits, and a byte below 64 is exactly those bits of
 * {@code x >>> 8i}, so no byte needs a mask. When one or two values are left (the usual long tail), each block is
 * first tested against them with the zero-byte test of {@link WantedSplits}, fewer operations than the shifts.
 */
final class WordSplits {
    private static final VarHandle LITTLE_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private WordSplits() {
    }

    /**
     * The wanted set less each value G(a) XOR G(r - a), {@code lo <= a <= hi}; stops when it is empty. Needs every
     * value read below 64, {@code 1 <= lo} and {@code hi <= r - hi} (the second part is never the shorter).
     *
     * @param g the values, one byte each
     * @param r the heap that splits
     * @param lo the first smaller part
     * @param hi the last smaller part
     * @param want bit v set when value v is wanted
     * @return the wanted values no split in the range gives
     */
    static long clearFound(byte[] g, int r, int lo, int hi, long want) {
        int a = lo;
        while (a + 7 <= hi && want != 0) {
            if (Long.bitCount(want) > 2) {
                want &= ~values(pairs(g, r, a));
                a += 8;
                continue;
            }
            // one or two values left (the usual long tail): find the next block that holds one, then clear it
            long w0 = ONES * Long.numberOfTrailingZeros(want);
            long w1 = ONES * (63 - Long.numberOfLeadingZeros(want));
            for (; a + 7 <= hi; a += 8) {
                long x = pairs(g, r, a);
                if ((zeroByte(x ^ w0) | zeroByte(x ^ w1)) != 0) {
                    want &= ~values(x);
                    a += 8;
                    break;
                }
            }
        }
        for (; a <= hi && want != 0; a++) {
            want &= ~(1L << (g[a] ^ g[r - a]));
        }
        return want;
    }

    /** G(a+i) XOR G(r-a-i) for i = 0..7, byte i of the result. */
    private static long pairs(byte[] g, int r, int a) {
        return (long) LITTLE_ENDIAN.get(g, a) ^ Long.reverseBytes((long) LITTLE_ENDIAN.get(g, r - a - 7));
    }

    /** The set of the eight byte values of x (each below 64). */
    private static long values(long x) {
        return 1L << x | 1L << (x >>> 8) | 1L << (x >>> 16) | 1L << (x >>> 24) | 1L << (x >>> 32)
                | 1L << (x >>> 40) | 1L << (x >>> 48) | 1L << (x >>> 56);
    }

    /**
     * Not zero exactly when some byte of y is zero (Anderson, "Bit Twiddling Hacks", "Determine if a word has a
     * zero byte"; as in {@link WantedSplits}).
     */
    private static long zeroByte(long y) {
        return (y - ONES) & ~y & HIGHS;
    }
}
