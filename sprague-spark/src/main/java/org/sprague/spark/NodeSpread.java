package org.sprague.spark;

import java.io.Serializable;

/**
 * Which partition holds a node and where in it: node {@code id} lives in partition {@code floorMod(id, P)}. When
 * the nodes are exactly 0..N-1 ({@code --nodes N}) partition d holds d, d + P, d + 2P, ... and a node's place is
 * {@code id / P}, found without a search; otherwise a partition keeps its node ids sorted and looks them up
 * ({@link Places}).
 *
 * @param partitions P
 * @param size N, or -1 when the nodes are those the input mentions
 */
record NodeSpread(int partitions, long size) implements Serializable {

    boolean dense() {
        return size >= 0;
    }

    int partitionOf(long id) {
        return (int) Math.floorMod(id, (long) partitions);
    }

    /** The ids of partition {@code d} when the nodes are 0..N-1, in order. */
    long[] denseIds(int d) {
        long count = size <= d ? 0 : (size - 1 - d) / partitions + 1;
        long[] ids = new long[Math.toIntExact(count)];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = d + (long) i * partitions;
        }
        return ids;
    }
}
