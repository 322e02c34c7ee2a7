package org.sprague.spark;

import java.io.Serializable;

/**
 * One round's messages from one block to one partition: the parents that have a move into a position just found
 * won, and those with a move into one just found lost, once per move.
 */
final class Messages implements Serializable {
    private static final long serialVersionUID = 1L;

    final LongList parentsOfWon = new LongList();
    final LongList parentsOfLost = new LongList();
}
