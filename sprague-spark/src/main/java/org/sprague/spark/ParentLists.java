package org.sprague.spark;

import java.io.Serializable;
import java.util.function.LongConsumer;

/** Where a block finds the sources of the moves into one of its nodes: a parent index, or the game's un-moves. */
interface ParentLists extends Serializable {
    /**
     * Gives every parent of the node at place {@code local} (id {@code id}) to {@code sink}, once per move.
     *
     * @param local the node's place in its block
     * @param id the node's id
     * @param sink receives the parents' ids
     */
    void forEachParent(int local, long id, LongConsumer sink);
}
