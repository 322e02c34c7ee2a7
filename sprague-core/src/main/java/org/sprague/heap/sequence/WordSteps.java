package org.sprague.heap.sequence;

/**
 * One step of the sparse-space algorithm ({@link SparseSpaceEngine}) while every value is below 64: the values the
 * options mark, and the rare values still wanted, are sets in one {@code long} each (bit v for value v), so marking
 * a rare split is one shift and one OR, with no array of marks to stamp and no bound to check, and the least
 * unmarked common value is one count of trailing zeros. Codes whose values stay small (.16: at most 23 up to 2^24)
 * spend most of a step marking their few dozen rare splits; this is the step the byte path takes for them.
 */
final class WordSteps {
    private WordSteps() {
    }

    /**
     * G(n) as the byte path computes it, or -1 when the least unmarked common value is 64 or more (then the caller
     * takes the byte path). Needs every value of G(0..n-1) below 64, in {@code b}, and rules without a take of any
     * size.
     *
     * @param rules the rules
     * @param b G(0..n-1), one byte each
     * @param n the heap
     * @param rare the rare positions p, in increasing order, with their values v as {@code p << 8 | v}
     * @param rareCount how many there are
     * @param rareValues the rare values below 64 (bit v for value v)
     * @param scan the shared scans, for a search past {@link PairScan#parallelFrom()} splits with several threads
     * @param want 256 zero entries, lent to a shared scan and left zero
     * @return G(n), or -1
     */
    static int next(SplitRules rules, byte[] b, int n, long[] rare, int rareCount, long rareValues, PairScan scan,
            byte[] want) {
        long marked = 0;
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top; k++) {
            int r = n - k;
            if (rules.whole()[k] && r == 0) {
                marked |= 1;
            }
            if (rules.one()[k] && r > 0) {
                marked |= 1L << b[r];
            }
            if (two[k]) {
                marked |= rareSplits(b, r, rare, below(rare, rareCount, r), rules.distinct());
            }
        }
        long free = ~(marked | rareValues);
        if (free == 0) {
            return -1;
        }
        int c = Long.numberOfTrailingZeros(free);
        // the rare values below c that no option marked: the only candidates besides c
        long wanted = rareValues & ~marked & ((1L << c) - 1);
        if (wanted != 0) {
            wanted = search(rules, b, n, wanted, scan, want);
        }
        return wanted == 0 ? c : Long.numberOfTrailingZeros(wanted);
    }

    /** How many of the rare positions lie below r. */
    private static int below(long[] rare, int count, int r) {
        if (count == 0 || rare[count - 1] >>> 8 < r) {
            return count;
        }
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rare[mid] >>> 8 < r) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The values of the splits of r with a rare part p (the first {@code count} rare positions, all below r), as a
     * set. The shift uses the low six bits of {@code entry ^ G(r - p)}, which are v XOR G(r - p).
     */
    private static long rareSplits(byte[] b, int r, long[] rare, int count, boolean distinct) {
        long marks = 0;
        if (!distinct) {
            for (int i = 0; i < count; i++) {
                long entry = rare[i];
                marks |= 1L << (entry ^ b[r - (int) (entry >>> 8)]);
            }
            return marks;
        }
        for (int i = 0; i < count; i++) {
            long entry = rare[i];
            int p = (int) (entry >>> 8);
            if (2 * p != r) {
                marks |= 1L << (entry ^ b[r - p]);
            }
        }
        return marks;
    }

    /** The wanted values no split of n into two parts gives. */
    private static long search(SplitRules rules, byte[] b, int n, long wanted, PairScan scan, byte[] want) {
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top && wanted != 0; k++) {
            if (two[k]) {
                int r = n - k;
                int half = rules.distinct() ? (r - 1) / 2 : r / 2;
                // most wanted values show within the first few hundred splits; a longer scan is shared out
                int here = scan.threads() == 1 ? half : Math.min(half, scan.parallelFrom());
                wanted = WordSplits.clearFound(b, r, 1, here, wanted);
                if (wanted != 0 && here < half) {
                    wanted = shared(b, r, here + 1, half, wanted, scan, want);
                }
            }
        }
        return wanted;
    }

    /** {@link PairScan#scanBytes} for a set of wanted values. */
    private static long shared(byte[] b, int r, int lo, int hi, long wanted, PairScan scan, byte[] want) {
        for (int v = 0; v < 64; v++) {
            want[v] = (byte) (wanted >>> v & 1);
        }
        scan.scanBytes(b, r, lo, hi, want, Long.bitCount(wanted));
        long left = 0;
        for (int v = 0; v < 64; v++) {
            left |= (long) want[v] << v;
            want[v] = 0;
        }
        return left;
    }
}
