package org.sprague.heap.sequence;

/**
 * Chooses the sparse-space mask (Winning Ways ch. 4, "Sparse space spells speed"; Gangolli and Plambeck 1989): a
 * value v is <em>rare</em> when {@code v & mask} has an even number of one bits, else <em>common</em>. The XOR of
 * two values is common exactly when one of them is rare, which is what makes few rare positions pay off.
 *
 * <p>The number of positions whose value is rare under mask M is (N + W(M)) / 2, where W is the Walsh-Hadamard
 * transform of the histogram of values: W(M) = sum over v of count(v) * (-1)^popcount(v & M). One transform of
 * the histogram thus scores every mask at once; the best non-zero mask is chosen (ties: the smallest).
 */
final class RareMask {
    private RareMask() {
    }

    /** Whether {@code v} is rare under {@code mask}. */
    static boolean rare(int v, int mask) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    /**
     * The non-zero mask with the fewest rare positions, given {@code counts[v]} = how many positions have value v;
     * {@code 0} when every value is 0 (no mask helps yet).
     */
    static int best(long[] counts, int largest) {
        if (largest == 0) {
            return 0;
        }
        int size = Integer.highestOneBit(largest) << 1;
        long[] w = new long[size];
        long total = 0;
        for (int v = 0; v < size && v < counts.length; v++) {
            w[v] = counts[v];
            total += counts[v];
        }
        for (int h = 1; h < size; h <<= 1) {
            for (int i = 0; i < size; i += h << 1) {
                for (int j = i; j < i + h; j++) {
                    long x = w[j];
                    long y = w[j + h];
                    w[j] = x + y;
                    w[j + h] = x - y;
                }
            }
        }
        int best = 1;
        for (int m = 2; m < size; m++) {
            if (w[m] < w[best]) {
                best = m;
            }
        }
        return total == 0 ? 0 : best;
    }
}
