package org.sprague.catalog.hackenbush;

import java.util.Arrays;

/**
 * The value of Green Hackenbush positions (Berlekamp, Conway, Guy, Winning Ways ch. 7):
 * <ul>
 *   <li>colon principle: a node's branches can be replaced by one stalk of their nim-sum, so a rooted tree's value is
 *   the XOR over the root's children of (child's value + 1);</li>
 *   <li>fusion principle: the nodes of a cycle can be fused into one node without changing the value, each edge of
 *   the cycle becoming a loop, and a loop is worth a stalk of one edge.</li>
 * </ul>
 * So: fuse every 2-edge-connected component (the non-bridge edges become loops), leaving a tree of bridges rooted
 * at the ground's component; a component's value is (its loops mod 2) XOR over its child components of
 * (child's value + 1). Linear time, iterative (no recursion), any shape.
 */
public final class GreenHackenbush {
    private GreenHackenbush() {
    }

    /** The value of the edges of {@code alive} that are connected to the ground. */
    public static long value(RootedGraph g, boolean[] alive) {
        boolean[] live = g.connected(alive);
        int n = g.nodes();
        boolean[] bridge = bridges(g, live);
        // 2-edge-connected components: union the ends of every non-bridge edge
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = v;
        }
        for (int e = 0; e < live.length; e++) {
            if (live[e] && !bridge[e]) {
                parent[find(parent, g.from(e))] = find(parent, g.to(e));
            }
        }
        long[] value = new long[n];
        for (int e = 0; e < live.length; e++) {
            if (live[e] && !bridge[e]) {
                value[find(parent, g.from(e))] ^= 1; // each fused edge is a loop, worth 1
            }
        }
        // the tree of bridges between components, as linked lists of (child component) per component
        int[] comp = new int[n];
        for (int v = 0; v < n; v++) {
            comp[v] = find(parent, v);
        }
        int[] head = new int[n];
        Arrays.fill(head, -1);
        int[] link = new int[2 * live.length];
        int[] target = new int[2 * live.length];
        int arcs = 0;
        for (int e = 0; e < live.length; e++) {
            if (live[e] && bridge[e]) {
                int a = comp[g.from(e)];
                int b = comp[g.to(e)];
                target[arcs] = b;
                link[arcs] = head[a];
                head[a] = arcs++;
                target[arcs] = a;
                link[arcs] = head[b];
                head[b] = arcs++;
            }
        }
        // post-order from the ground's component
        int root = comp[0];
        int[] order = new int[n];
        int[] via = new int[n];
        boolean[] seen = new boolean[n];
        int count = 0;
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = root;
        seen[root] = true;
        while (top > 0) {
            int c = stack[--top];
            order[count++] = c;
            for (int a = head[c]; a >= 0; a = link[a]) {
                int w = target[a];
                if (!seen[w]) {
                    seen[w] = true;
                    via[w] = c;
                    stack[top++] = w;
                }
            }
        }
        for (int i = count - 1; i > 0; i--) {
            int c = order[i];
            value[via[c]] ^= value[c] + 1;
        }
        return value[root];
    }

    private static int find(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    /** Bridges among the live edges, by an iterative depth-first search with low links (Tarjan 1974). */
    static boolean[] bridges(RootedGraph g, boolean[] live) {
        int n = g.nodes();
        int[] disc = new int[n];
        int[] low = new int[n];
        Arrays.fill(disc, -1);
        int[] parentEdge = new int[n];
        int[] next = new int[n];
        boolean[] bridge = new boolean[live.length];
        int[] stack = new int[n];
        int time = 0;
        for (int s = 0; s < n; s++) {
            if (disc[s] >= 0) {
                continue;
            }
            int top = 0;
            stack[top++] = s;
            disc[s] = low[s] = time++;
            parentEdge[s] = -1;
            while (top > 0) {
                int v = stack[top - 1];
                int[] inc = g.incident(v);
                if (next[v] < inc.length) {
                    int e = inc[next[v]++];
                    if (!live[e] || e == parentEdge[v]) {
                        continue;
                    }
                    int w = g.from(e) == v ? g.to(e) : g.from(e);
                    if (disc[w] < 0) {
                        disc[w] = low[w] = time++;
                        parentEdge[w] = e;
                        stack[top++] = w;
                    } else {
                        low[v] = Math.min(low[v], disc[w]);
                    }
                } else {
                    top--;
                    int e = parentEdge[v];
                    if (e >= 0) {
                        int u = g.from(e) == v ? g.to(e) : g.from(e);
                        low[u] = Math.min(low[u], low[v]);
                        if (low[v] > disc[u]) {
                            bridge[e] = true;
                        }
                    }
                }
            }
        }
        return bridge;
    }
}
