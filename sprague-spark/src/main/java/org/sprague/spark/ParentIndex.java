package org.sprague.spark;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Iterator;
import scala.Tuple2;

/**
 * The parent lists of one partition in compressed sparse row form: the partition's children sorted, and for
 * each its parents, all in primitive arrays. A round looks up only the children just decided (binary search), so
 * its cost follows the level's moves, not all the moves of the partition.
 */
final class ParentIndex implements Serializable {
    private static final long serialVersionUID = 1L;

    private final long[] children;
    private final int[] start;
    private final long[] parents;

    private ParentIndex(long[] children, int[] start, long[] parents) {
        this.children = children;
        this.start = start;
        this.parents = parents;
    }

    /** Builds the index of one partition from its (child, parent) pairs. */
    static ParentIndex of(Iterator<Tuple2<Long, Long>> pairs) {
        long[] c = new long[1024];
        long[] p = new long[1024];
        int m = 0;
        while (pairs.hasNext()) {
            Tuple2<Long, Long> e = pairs.next();
            if (m == c.length) {
                c = Arrays.copyOf(c, 2 * m);
                p = Arrays.copyOf(p, 2 * m);
            }
            c[m] = e._1();
            p[m++] = e._2();
        }
        long[] sorted = Arrays.copyOf(c, m);
        Arrays.sort(sorted);
        int k = 0;
        for (int i = 0; i < m; i++) {
            if (k == 0 || sorted[k - 1] != sorted[i]) {
                sorted[k++] = sorted[i];
            }
        }
        long[] children = Arrays.copyOf(sorted, k);
        int[] start = new int[k + 1];
        int[] slot = new int[m];
        for (int i = 0; i < m; i++) {
            slot[i] = Arrays.binarySearch(children, c[i]);
            start[slot[i] + 1]++;
        }
        for (int j = 0; j < k; j++) {
            start[j + 1] += start[j];
        }
        int[] fill = Arrays.copyOf(start, k);
        long[] parents = new long[m];
        for (int i = 0; i < m; i++) {
            parents[fill[slot[i]]++] = p[i];
        }
        return new ParentIndex(children, start, parents);
    }

    /** Gives every parent of {@code child} (as often as it has moves to it) to {@code sink}. */
    void forEachParent(long child, java.util.function.LongConsumer sink) {
        int j = Arrays.binarySearch(children, child);
        if (j >= 0) {
            for (int i = start[j]; i < start[j + 1]; i++) {
                sink.accept(parents[i]);
            }
        }
    }
}
