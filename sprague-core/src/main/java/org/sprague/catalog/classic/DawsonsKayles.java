package org.sprague.catalog.classic;

import org.sprague.value.MexBuffer;

/**
 * Grundy values of Dawson's Kayles, the octal game 0.07: a move removes two adjacent tokens from a row, leaving
 * zero, one or two rows (Guy and Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52, 1956).
 * A run of {@code n} '+' in LeetCode 294 (turn "++" into "--") is a row of {@code n}.
 *
 * <p>The values are computed here by the mex rule up to {@link #TABLE_SIZE}, and the sequence is then checked to
 * be periodic with period {@link #PERIOD} from {@link #PREPERIOD} on, over the range the octal periodicity theorem
 * asks for (G(n + p) = G(n) for n0 <= n < 2 n0 + p + 2 implies it for every n >= n0, since a move removes 2
 * tokens). Larger rows are read off the period, so runs of any length are exact.
 */
public final class DawsonsKayles {
    /** Least n0 with G(n + 34) = G(n) for all n >= n0. */
    public static final int PREPERIOD = 53;
    public static final int PERIOD = 34;
    static final int TABLE_SIZE = 2 * PREPERIOD + PERIOD + 2 + PERIOD;
    private static final int[] TABLE = table(TABLE_SIZE);

    static {
        for (int n = PREPERIOD; n + PERIOD < TABLE_SIZE; n++) {
            if (TABLE[n + PERIOD] != TABLE[n]) {
                throw new IllegalStateException("Dawson's Kayles is not periodic as stated at n = " + n);
            }
        }
    }

    private DawsonsKayles() {
    }

    /** G(n) for a row of {@code n >= 0}. */
    public static int value(long n) {
        if (n < TABLE_SIZE) {
            return TABLE[(int) n];
        }
        return TABLE[(int) (PREPERIOD + (n - PREPERIOD) % PERIOD)];
    }

    /** G(0 .. size-1) by the mex rule: G(n) = mex { G(a) XOR G(b) : a + b = n - 2 }. */
    static int[] table(int size) {
        int[] g = new int[size];
        MexBuffer mex = new MexBuffer();
        for (int n = 2; n < size; n++) {
            mex.clear();
            for (int a = 0; a <= (n - 2) / 2; a++) {
                mex.add(g[a] ^ g[n - 2 - a]);
            }
            g[n] = mex.mex();
        }
        return g;
    }
}
