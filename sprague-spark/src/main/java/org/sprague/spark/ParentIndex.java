package org.sprague.spark;

import java.util.function.LongConsumer;

/**
 * The parent lists of one block in compressed sparse row form, by the place of the child in its block: the
 * parents of the node at place i are {@code parents[start[i] .. start[i + 1])}. Built once, when the moves are
 * partitioned, and shared by the blocks of every round, so a round reads only the lists of the nodes it decided.
 */
final class ParentIndex implements ParentLists {
    private static final long serialVersionUID = 2L;

    private final int[] start;
    private final long[] parents;

    /**
     * @param nodes the number of nodes of the block
     * @param childPlaces the place of each move's target in the block
     * @param parentIds each move's source, in the same order
     */
    ParentIndex(int nodes, int[] childPlaces, LongList parentIds) {
        start = new int[nodes + 1];
        for (int c : childPlaces) {
            start[c + 1]++;
        }
        for (int i = 0; i < nodes; i++) {
            start[i + 1] += start[i];
        }
        int[] fill = java.util.Arrays.copyOf(start, nodes);
        parents = new long[childPlaces.length];
        for (int i = 0; i < childPlaces.length; i++) {
            parents[fill[childPlaces[i]]++] = parentIds.get(i);
        }
    }

    @Override
    public void forEachParent(int local, long id, LongConsumer sink) {
        for (int i = start[local]; i < start[local + 1]; i++) {
            sink.accept(parents[i]);
        }
    }
}
