package org.sprague.solve;

/**
 * Counts of positions that estimates of sum searches use before the search starts: multisets of components and
 * partitions of a total. Both are computed in {@code double}, so a count too large for a {@code long} is still an
 * estimate (infinite past {@link Double#MAX_VALUE}) rather than an overflow.
 */
public final class SearchCounts {
    private SearchCounts() {
    }

    /**
     * The binomial coefficient C(n, k), the number of multisets of k items from n + 1 - k kinds when used as
     * C(kinds + k, k).
     *
     * @param n the upper index, at least {@code k}
     * @param k the lower index, at least 0
     * @return C(n, k) as a {@code double}; {@link Double#POSITIVE_INFINITY} once it passes {@link Double#MAX_VALUE}
     */
    public static double binomial(long n, int k) {
        double r = 1;
        for (int i = 1; i <= k && r < Double.MAX_VALUE; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    /**
     * The number of partitions of 0, 1, ..., n added up: the multisets of positive parts whose total is at most
     * {@code n} (Euler's generating function, counted by dynamic programming over the largest part).
     *
     * @param n the largest total, at least 0
     * @return p(0) + p(1) + ... + p(n) as a {@code double}
     */
    public static double partitionsUpTo(int n) {
        double[] p = new double[n + 1];
        p[0] = 1;
        for (int part = 1; part <= n; part++) {
            for (int m = part; m <= n; m++) {
                p[m] += p[m - part];
            }
        }
        double sum = 0;
        for (double v : p) {
            sum += v;
        }
        return sum;
    }
}
