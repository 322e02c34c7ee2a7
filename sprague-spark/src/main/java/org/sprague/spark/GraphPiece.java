package org.sprague.spark;

import java.io.Serializable;

/**
 * What one input partition sends to one node partition while the blocks are built, in primitive lists: the
 * sources of moves whose source lives there (one entry per move, to count moves), the moves whose target lives
 * there (child, parent), the labels of its nodes, and the nodes it was told of.
 */
final class GraphPiece implements Serializable {
    private static final long serialVersionUID = 1L;

    final LongList sources = new LongList();
    final LongList children = new LongList();
    final LongList parents = new LongList();
    final LongList labelled = new LongList();
    final LongList labelCodes = new LongList();
    final LongList nodes = new LongList();

    boolean isEmpty() {
        return sources.size() + children.size() + labelled.size() + nodes.size() == 0;
    }
}
