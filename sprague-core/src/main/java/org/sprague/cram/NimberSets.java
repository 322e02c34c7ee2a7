package org.sprague.cram;

/**
 * Sets of nimbers 0 to 127 as two {@code long}s ({@code lo} holds 0 to 63, {@code hi} 64 to 127): a Cram region of
 * at most 64 cells has at most 112 moves, so its value and every candidate for it are below 128. Static helpers
 * only, so the search allocates nothing per position.
 */
final class NimberSets {
    /** No element: the answer of {@link #max} and {@link #min} for an empty set. */
    static final int NONE = -1;

    /** For each bit {@code j} of a nimber below 64, the low halves of the blocks of {@code 2^j} bits. */
    private static final long[] LOW_HALVES = {
        0x5555555555555555L, 0x3333333333333333L, 0x0F0F0F0F0F0F0F0FL,
        0x00FF00FF00FF00FFL, 0x0000FFFF0000FFFFL, 0x00000000FFFFFFFFL,
    };

    private NimberSets() {
    }

    /** The largest element, or {@link #NONE}. */
    static int max(long lo, long hi) {
        if (hi != 0) {
            return 127 - Long.numberOfLeadingZeros(hi);
        }
        return lo != 0 ? 63 - Long.numberOfLeadingZeros(lo) : NONE;
    }

    /** The least element, or {@link #NONE}. */
    static int min(long lo, long hi) {
        if (lo != 0) {
            return Long.numberOfTrailingZeros(lo);
        }
        return hi != 0 ? 64 + Long.numberOfTrailingZeros(hi) : NONE;
    }

    /** The low word of the set {0, 1, ..., n} ({@code n} from -1, the empty set, to 127). */
    static long uptoLo(int n) {
        return n >= 63 ? -1L : (1L << (n + 1)) - 1;
    }

    /** The high word of the set {0, 1, ..., n}. */
    static long uptoHi(int n) {
        return n < 64 ? 0 : n >= 127 ? -1L : (1L << (n - 63)) - 1;
    }

    /** The low word of the set with {@code v} removed. */
    static long withoutLo(long lo, int v) {
        return v < 64 ? lo & ~(1L << v) : lo;
    }

    /** The high word of the set with {@code v} removed. */
    static long withoutHi(long hi, int v) {
        return v >= 64 ? hi & ~(1L << (v - 64)) : hi;
    }

    /**
     * One word of {@code {s ^ v : s in the set}}: within a word, each bit {@code j < 6} of {@code v} swaps the
     * neighbouring blocks of {@code 2^j} bits; bit 6 swaps the words ({@code other} is the set's other word).
     *
     * @param word the word whose image is wanted (lo for the image's lo)
     * @param other the set's other word
     * @param v a nimber below 128
     */
    static long xorWord(long word, long other, int v) {
        long w = (v & 64) != 0 ? other : word;
        for (int j = 0; j < 6; j++) {
            if ((v >>> j & 1) != 0) {
                int s = 1 << j;
                long low = LOW_HALVES[j];
                w = (w & low) << s | (w >>> s) & low;
            }
        }
        return w;
    }
}
