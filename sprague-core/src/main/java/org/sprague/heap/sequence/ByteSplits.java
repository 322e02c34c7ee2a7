package org.sprague.heap.sequence;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The search for wanted values among the splits of a heap while every value fits one byte: the hot loop of the
 * sparse-space algorithm. Eight splits at a time: G(a..a+7) and G(r-a-7..r-a) are read as two
 * longs, the second byte-reversed, and one XOR gives the eight values G(a+i) XOR G(r-a-i); one test on the OR of
 * their eight flags skips the (usual) block that holds no wanted value.
 */
final class ByteSplits {
    /** The splits always searched by the table: a short search gains nothing from the word-wise test. */
    static final int SHORT = 1024;
    private static final VarHandle LITTLE_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    private ByteSplits() {
    }

    /**
     * Clears {@code want[x]} for each value x = G(a) XOR G(r - a), {@code lo <= a <= hi}, stopping when
     * {@code left} wanted values (those with {@code want[x] != 0}; 256 entries) have all been cleared; returns how
     * many are left. Needs {@code 1 <= lo} and {@code hi <= r - hi} (the second part is never the shorter).
     *
     * <p>The first {@value #SHORT} splits, and the rest while more than {@value WantedSplits#MOST} values are
     * wanted, go by the table; the last few values of a long search are looked for word-wise by
     * {@link WantedSplits}, which tests eight splits against each of them at once.
     */
    static int clearFound(byte[] g, int r, int lo, int hi, byte[] want, int left) {
        long at = clearUntil(g, r, lo, hi, want, left, lo + SHORT);
        left = (int) at;
        int a = (int) (at >>> 32);
        if (left == 0 || a > hi) {
            return left;
        }
        int[] few = new int[left];
        for (int v = 0, k = 0; k < left; v++) {
            if (want[v] != 0) {
                few[k++] = v;
                want[v] = 0;
            }
        }
        int kept = WantedSplits.removeFound(g, r, a, hi, few, left);
        for (int k = 0; k < kept; k++) {
            want[few[k]] = 1;
        }
        return kept;
    }

    /**
     * The table search from {@code lo} until no wanted value is left, {@code a} passes {@code hi}, or, from
     * {@code a = few} on, at most {@link WantedSplits#MOST} are left: the first split not looked at times 2^32,
     * plus the number of values left.
     */
    private static long clearUntil(byte[] g, int r, int lo, int hi, byte[] want, int left, int few) {
        byte[] w = want;
        int a = lo;
        for (; a + 7 <= hi; a += 8) {
            if (left <= (a < few ? 0 : WantedSplits.MOST)) {
                return (long) a << 32 | left;
            }
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
            }
        }
        for (; a <= hi && left > 0; a++) {
            int x = (g[a] ^ g[r - a]) & 0xFF;
            if (w[x] != 0) {
                w[x] = 0;
                left--;
            }
        }
        return (long) a << 32 | left;
    }

    /** The rare case of {@link #clearUntil}: a block of eight values holds a wanted one. */
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
