package org.sprague.spark;

import java.io.Serializable;

/** Solved nodes in increasing id order with their states: what one block sends to one range of the answer. */
final class StateRun implements Serializable {
    private static final long serialVersionUID = 1L;

    final LongList ids = new LongList();
    final LongList states = new LongList();
}
