package org.sprague.graph;

import java.util.Arrays;
import org.sprague.ResourceLimitException;

/**
 * Moves in the order they were read, as (from, to) pairs of {@code int}s in fixed-size blocks, so that growing
 * never copies what is held (a doubling array would need three times its size at the moment it grows). Turned
 * into the compressed rows of a {@link GameGraph} by a counting sort that keeps each node's moves in file order.
 */
final class EdgeList {
    private static final int BLOCK_BITS = 16;
    private static final int BLOCK = 1 << BLOCK_BITS;
    /** The most moves compressed rows can index with {@code int} offsets. */
    static final int MAX_MOVES = Integer.MAX_VALUE - 8;
    private int[][] blocks = new int[4][];
    private int[] last;
    /** Ints used in the last block. */
    private int fill = BLOCK;
    private int blockCount;
    private long moves;

    void add(int from, int to) {
        if (moves == MAX_MOVES) {
            throw new ResourceLimitException("a graph holds at most " + MAX_MOVES + " moves");
        }
        if (fill == BLOCK) {
            if (blockCount == blocks.length) {
                blocks = Arrays.copyOf(blocks, blockCount * 2);
            }
            // the first block is small, so small files stay small
            last = new int[blockCount == 0 && moves == 0 ? 64 : BLOCK];
            blocks[blockCount++] = last;
            fill = 0;
        }
        last[fill] = from;
        last[fill + 1] = to;
        fill += 2;
        moves++;
        if (fill == last.length && last.length < BLOCK) {
            // outgrown the first small block: copy it into a full one (at most 64 ints)
            last = Arrays.copyOf(last, BLOCK);
            blocks[blockCount - 1] = last;
        }
    }

    /** Adds the moves {@code (pairs[i], pairs[i + 1])} for even {@code i < count}, in order. */
    void addAll(int[] pairs, int count) {
        int i = 0;
        while (i < count) {
            if (fill == BLOCK || last.length < BLOCK) {
                // a new block (or the small first one), through the checks of add
                add(pairs[i], pairs[i + 1]);
                i += 2;
                continue;
            }
            int k = Math.min(count - i, BLOCK - fill);
            if (moves + k / 2 > MAX_MOVES) {
                throw new ResourceLimitException("a graph holds at most " + MAX_MOVES + " moves");
            }
            System.arraycopy(pairs, i, last, fill, k);
            fill += k;
            moves += k / 2;
            i += k;
        }
    }

    long size() {
        return moves;
    }

    /**
     * The compressed rows: {@code offsets} (n + 1) and {@code targets}, each node's moves in the order added.
     * The blocks are released as they are read, so their memory can go before the targets fill.
     */
    GameGraph toGraph(int n, byte[] labels, NodeNames names) {
        int[] offsets = new int[n + 1];
        for (int b = 0; b < blockCount; b++) {
            int[] block = blocks[b];
            int end = used(b);
            for (int i = 0; i < end; i += 2) {
                offsets[block[i] + 1]++;
            }
        }
        for (int u = 0; u < n; u++) {
            offsets[u + 1] += offsets[u];
        }
        // fill from the last move back, each node's row from its end, so the rows keep the file's order
        int[] targets = new int[(int) moves];
        for (int b = blockCount - 1; b >= 0; b--) {
            int[] block = blocks[b];
            for (int i = used(b) - 2; i >= 0; i -= 2) {
                targets[--offsets[block[i] + 1]] = block[i + 1];
            }
            blocks[b] = null;
        }
        // offsets[u + 1] is now the start of row u: shift by one
        System.arraycopy(offsets, 1, offsets, 0, n);
        offsets[n] = (int) moves;
        blocks = new int[0][];
        last = null;
        blockCount = 0;
        return GameGraph.withNames(offsets, targets, labels, names);
    }

    private int used(int b) {
        return b == blockCount - 1 ? fill : blocks[b].length;
    }
}
