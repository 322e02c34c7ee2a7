package org.sprague.partizan.loopy;

import java.util.Arrays;
import org.sprague.partizan.CanonicalGames;

/**
 * The canonical forms of the loop-free nodes of a {@link LoopyGraph} (those from which no cycle can be reached: a
 * short game), found by peeling the graph from its ends; the other nodes get -1.
 */
final class ShortForms {
    private ShortForms() {
    }

    /** {@code ids[v]}: the canonical id of node {@code v} in {@code games}, or -1 when a cycle is reachable from v. */
    static int[] of(LoopyGraph g, CanonicalGames games) {
        int n = g.size();
        int[] pending = new int[n];
        int[][] predecessors = predecessors(g);
        int[] queue = new int[n];
        int tail = 0;
        for (int v = 0; v < n; v++) {
            pending[v] = g.leftView(v).length + g.rightView(v).length;
            if (pending[v] == 0) {
                queue[tail++] = v;
            }
        }
        int[] ids = new int[n];
        Arrays.fill(ids, -1);
        for (int head = 0; head < tail; head++) {
            int v = queue[head];
            ids[v] = games.game(map(g.leftView(v), ids), map(g.rightView(v), ids));
            for (int p : predecessors[v]) {
                pending[p]--;
                if (pending[p] == 0) {
                    queue[tail++] = p;
                }
            }
        }
        return ids;
    }

    private static int[] map(int[] options, int[] ids) {
        int[] out = new int[options.length];
        for (int i = 0; i < options.length; i++) {
            out[i] = ids[options[i]];
        }
        return out;
    }

    /** For each node, the nodes that have it as an option, once per edge. */
    static int[][] predecessors(LoopyGraph g) {
        int n = g.size();
        int[] count = new int[n];
        for (int v = 0; v < n; v++) {
            for (int w : LoopyGraph.concat(g.leftView(v), g.rightView(v))) {
                count[w]++;
            }
        }
        int[][] out = new int[n][];
        for (int v = 0; v < n; v++) {
            out[v] = new int[count[v]];
        }
        for (int v = 0; v < n; v++) {
            for (int w : LoopyGraph.concat(g.leftView(v), g.rightView(v))) {
                out[w][--count[w]] = v;
            }
        }
        return out;
    }
}
