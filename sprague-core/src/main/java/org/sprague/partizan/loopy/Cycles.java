package org.sprague.partizan.loopy;

import java.util.function.IntFunction;

/** Kahn's topological sort on a graph given by successor lists: the order, or whether a cycle exists. */
final class Cycles {
    private Cycles() {
    }

    /** True when the graph on nodes 0..n-1 has no cycle. */
    static boolean acyclic(int n, IntFunction<int[]> successors) {
        return order(n, successors) != null;
    }

    /**
     * The nodes so that every edge goes from an earlier node to a later one, or null when there is a cycle
     * (Kahn, "Topological sorting of large networks", CACM 5(11), 1962).
     */
    static int[] order(int n, IntFunction<int[]> successors) {
        int[] indegree = new int[n];
        for (int v = 0; v < n; v++) {
            for (int w : successors.apply(v)) {
                indegree[w]++;
            }
        }
        int[] out = new int[n];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) {
                out[tail++] = v;
            }
        }
        while (head < tail) {
            int v = out[head++];
            for (int w : successors.apply(v)) {
                indegree[w]--;
                if (indegree[w] == 0) {
                    out[tail++] = w;
                }
            }
        }
        return tail == n ? out : null;
    }
}
