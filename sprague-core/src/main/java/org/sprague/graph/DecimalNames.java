package org.sprague.graph;

/**
 * The byte-level helpers behind {@link NodeNames}: canonical decimal names, their digit counts, the varint length
 * prefix of a pooled name, and the hash that spreads names over an open-addressing table.
 */
final class DecimalNames {
    /** The most digits a name may have and still be read as a number (below 10^18, so it fits a long). */
    static final int MAX_DIGITS = 18;

    private DecimalNames() {
    }

    /** The value of a canonical decimal number, or -1 for any other name. */
    static long decimal(byte[] b, int from, int to) {
        int len = to - from;
        if (len == 0 || len > MAX_DIGITS || len > 1 && b[from] == '0') {
            return -1;
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            v = v * 10 + d;
        }
        return v;
    }

    /** The hash of the bytes {@code b[from..to)}, spread by {@link #mix}. */
    static int hash(byte[] b, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + b[i];
        }
        return mix(h);
    }

    /** Spreads the bits so that the low ones, which choose the slot, depend on all of them. */
    static int mix(int h) {
        h *= 0x9E3779B1;
        return h ^ h >>> 15;
    }

    /** The bytes of {@code v} as a varint (seven bits a byte). */
    static int varintSize(int v) {
        int n = 1;
        while (v >= 0x80) {
            v >>>= 7;
            n++;
        }
        return n;
    }

    /** The decimal digits of {@code v >= 0}. */
    static int digits(int v) {
        // by comparison, not division: names are printed by the million
        int n = 1;
        for (int p = 10; n < 10 && v >= p; p *= 10) {
            n++;
        }
        return n;
    }
}
