package org.sprague.heap.sequence;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The search for the last few wanted values among the splits of a heap, on one-byte values: the long scans of the
 * sparse-space algorithm look for one or two rare values that few splits give. Eight splits at a time: G(a..a+7) and
 * G(r-a-7..r-a) are read as two longs, the second byte-reversed, and one XOR gives the eight values
 * G(a+i) XOR G(r-a-i). Each wanted value w is then tested against all eight at once, without a table: with
 * y = x XOR (w in every byte), some byte of y is zero exactly when {@code (y - 0x0101..01) & ~y & 0x8080..80} is
 * not zero (the borrow reaches a byte's top bit only past a zero byte; Anderson, "Bit Twiddling Hacks",
 * "Determine if a word has a zero byte"). A block that holds a wanted value is then read byte by byte. While more
 * values are wanted (the usual start: most of them show within a few hundred splits) {@link ByteSplits} searches
 * with its 256-entry table.
 */
final class WantedSplits {
    private static final VarHandle LITTLE_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    /** The most wanted values tested word-wise; more use the table. */
    static final int MOST = 4;

    private WantedSplits() {
    }

    /**
     * Removes from {@code wanted[0..count)} each value that some split (a, r - a), {@code lo <= a <= hi}, gives,
     * keeping the others in their order at the front; returns how many are left. Needs {@code 1 <= lo},
     * {@code hi <= r - hi} (the second part is never the shorter), at most {@link #MOST} values, each below 256.
     */
    static int removeFound(byte[] g, int r, int lo, int hi, int[] wanted, int count) {
        int a = lo;
        while (count > 0) {
            long w0 = ONES * wanted[0];
            long w1 = ONES * wanted[Math.min(1, count - 1)];
            int hit = count <= 2 ? find2(g, r, a, hi, w0, w1)
                    : find4(g, r, a, hi, w0, w1, ONES * wanted[2], ONES * wanted[count - 1]);
            if (hit + 7 > hi) {
                return tail(g, r, hit, hi, wanted, count);
            }
            count = removeIn(pairs(g, r, hit), wanted, count);
            a = hit + 8;
        }
        return 0;
    }

    /** G(a+i) XOR G(r-a-i) for i = 0..7, byte i of the result. */
    private static long pairs(byte[] g, int r, int a) {
        return (long) LITTLE_ENDIAN.get(g, a) ^ Long.reverseBytes((long) LITTLE_ENDIAN.get(g, r - a - 7));
    }

    /** Whether some byte of x equals the byte broadcast in w. */
    private static long zeroByte(long x, long w) {
        long y = x ^ w;
        return (y - ONES) & ~y;
    }

    /** The first block start from {@code a} on, in steps of 8, that holds w0 or w1, or the first past whole blocks. */
    private static int find2(byte[] g, int r, int a, int hi, long w0, long w1) {
        for (; a + 7 <= hi; a += 8) {
            long x = pairs(g, r, a);
            if (((zeroByte(x, w0) | zeroByte(x, w1)) & HIGHS) != 0) {
                return a;
            }
        }
        return a;
    }

    /** {@link #find2} for four values. */
    private static int find4(byte[] g, int r, int a, int hi, long w0, long w1, long w2, long w3) {
        for (; a + 7 <= hi; a += 8) {
            long x = pairs(g, r, a);
            if (((zeroByte(x, w0) | zeroByte(x, w1) | zeroByte(x, w2) | zeroByte(x, w3)) & HIGHS) != 0) {
                return a;
            }
        }
        return a;
    }

    /** Removes the wanted values among the eight bytes of x. */
    private static int removeIn(long x, int[] wanted, int count) {
        for (int i = 0; i < 64 && count > 0; i += 8) {
            count = remove((int) (x >>> i) & 0xFF, wanted, count);
        }
        return count;
    }

    /** Removes v from the list when it is there, keeping the order. */
    private static int remove(int v, int[] wanted, int count) {
        for (int j = 0; j < count; j++) {
            if (wanted[j] == v) {
                System.arraycopy(wanted, j + 1, wanted, j, count - j - 1);
                return count - 1;
            }
        }
        return count;
    }

    private static int tail(byte[] g, int r, int a, int hi, int[] wanted, int count) {
        for (; a <= hi && count > 0; a++) {
            count = remove((g[a] ^ g[r - a]) & 0xFF, wanted, count);
        }
        return count;
    }
}
