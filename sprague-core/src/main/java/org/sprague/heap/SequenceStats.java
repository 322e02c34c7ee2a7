package org.sprague.heap;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Summary of a Grundy sequence G(0..upto): the largest value and where it first occurs, and how often each
 * value occurs. The sparse-space fields (rare values) are {@code null}: the mex algorithm used here keeps no
 * sparse space.
 *
 * @param largest the largest value
 * @param largestAt the least n with G(n) = largest
 * @param histogram value to number of occurrences, by value
 */
public record SequenceStats(int largest, int largestAt, Map<Integer, Long> histogram) {
    /**
     * The statistics of a table of values.
     *
     * @param g the values
     * @param upto the largest heap to count
     * @return the largest value, where it first occurs, and the histogram of {@code g[0..upto]}
     */
    public static SequenceStats of(int[] g, int upto) {
        int largest = -1;
        int at = 0;
        long[] counts = new long[16];
        for (int n = 0; n <= upto; n++) {
            int v = g[n];
            if (v > largest) {
                largest = v;
                at = n;
            }
            if (v >= counts.length) {
                counts = java.util.Arrays.copyOf(counts, Math.max(v + 1, counts.length * 2));
            }
            counts[v]++;
        }
        Map<Integer, Long> histogram = new TreeMap<>();
        for (int v = 0; v < counts.length; v++) {
            if (counts[v] > 0) {
                histogram.put(v, counts[v]);
            }
        }
        return new SequenceStats(largest, at, Collections.unmodifiableMap(histogram));
    }
}
