package org.sprague.heap.sequence;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The search for wanted values among the splits of a heap while every value is below 128 and fits one byte: the
 * hot loop of the sparse-space algorithm. Eight splits at a time: G(a..a+7) and G(r-a-7..r-a) are read as two
 * longs, the second byte-reversed, and one XOR gives the eight values G(a+i) XOR G(r-a-i); one test on the OR of
 * their eight flags skips the (usual) block that holds no wanted value.
 */
final class ByteSplits {
    private static final VarHandle LITTLE_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    private ByteSplits() {
    }

    /**
     * Clears {@code want[x]} for each value x = G(a) XOR G(r - a), {@code lo <= a <= hi}, stopping when
     * {@code left} wanted values (those with {@code want[x] != 0}; 256 entries) have all been cleared; returns how
     * many are left. Needs {@code 1 <= lo} and {@code hi <= r - hi} (the second part is never the shorter).
     */
    static int clearFound(byte[] g, int r, int lo, int hi, byte[] want, int left) {
        byte[] w = want;
        int a = lo;
        for (; a + 7 <= hi; a += 8) {
            long x = (long) LITTLE_ENDIAN.get(g, a) ^ Long.reverseBytes((long) LITTLE_ENDIAN.get(g, r - a - 7));
            int x0 = (int) x & 0xFF;
            int x1 = (int) (x >>> 8) & 0xFF;
            int x2 = (int) (x >>> 16) & 0xFF;
            int x3 = (int) (x >>> 24) & 0xFF;
            int x4 = (int) (x >>> 32) & 0xFF;
            int x5 = (int) (x >>> 40) & 0xFF;
            int x6 = (int) (x >>> 48) & 0xFF;
            int x7 = (int) (x >>> 56) & 0xFF;
            if ((w[x0] | w[x1] | w[x2] | w[x3] | w[x4] | w[x5] | w[x6] | w[x7]) != 0) {
                left = clearBlock(x, w, left);
                if (left == 0) {
                    return 0;
                }
            }
        }
        for (; a <= hi; a++) {
            int x = (g[a] ^ g[r - a]) & 0xFF;
            if (w[x] != 0) {
                w[x] = 0;
                if (--left == 0) {
                    return 0;
                }
            }
        }
        return left;
    }

    /** The rare case of {@link #clearFound}: a block of eight values holds a wanted one. */
    private static int clearBlock(long x, byte[] w, int left) {
        for (int i = 0; i < 64; i += 8) {
            int v = (int) (x >>> i) & 0xFF;
            if (w[v] != 0) {
                w[v] = 0;
                left--;
            }
        }
        return left;
    }
}
