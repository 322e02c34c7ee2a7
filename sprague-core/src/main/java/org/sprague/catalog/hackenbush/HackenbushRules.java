package org.sprague.catalog.hackenbush;

import java.util.function.IntConsumer;
import org.sprague.game.IndexedImpartialGame;

/**
 * Green Hackenbush stated for the generic solvers: a position is the set of edges still standing (a bit mask over
 * at most 30 edges); a move cuts one edge, and every edge no longer connected to the ground falls with it.
 */
public final class HackenbushRules implements IndexedImpartialGame {
    private final RootedGraph graph;

    public HackenbushRules(RootedGraph graph) {
        if (graph.edges() > 30) {
            throw new IllegalArgumentException("at most 30 edges fit a mask, got " + graph.edges());
        }
        this.graph = graph;
    }

    @Override
    public int size() {
        return 1 << graph.edges();
    }

    /** The mask of every edge. */
    public int full() {
        return size() - 1;
    }

    @Override
    public void forEachOption(int mask, IntConsumer sink) {
        for (int e = 0; e < graph.edges(); e++) {
            if ((mask >> e & 1) != 0) {
                sink.accept(cut(mask, e));
            }
        }
    }

    /** The position after cutting edge {@code e} of {@code mask}. */
    public int cut(int mask, int e) {
        boolean[] alive = toArray(mask & ~(1 << e));
        boolean[] kept = graph.connected(alive);
        int out = 0;
        for (int i = 0; i < kept.length; i++) {
            out |= kept[i] ? 1 << i : 0;
        }
        return out;
    }

    public boolean[] toArray(int mask) {
        boolean[] alive = new boolean[graph.edges()];
        for (int i = 0; i < alive.length; i++) {
            alive[i] = (mask >> i & 1) != 0;
        }
        return alive;
    }
}
