package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The strongly connected components of a {@link LoopyGraph} (Left and Right edges alike), by Tarjan's algorithm
 * (Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2), 1972), iterative so that long
 * graphs do not exhaust the stack. Components come out in the order the algorithm closes them: every edge leaving
 * a component goes to one listed before it.
 */
final class StrongComponents {
    private StrongComponents() {
    }

    /** The components of the nodes reachable from node 0, each a list of nodes; those no edge leaves first. */
    static List<int[]> of(LoopyGraph g) {
        int n = g.size();
        int[] index = new int[n];
        Arrays.fill(index, -1);
        int[] low = new int[n];
        boolean[] onStack = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        int[] callNode = new int[n];
        int[] callEdge = new int[n];
        int depth = 0;
        int next = 0;
        List<int[]> out = new ArrayList<>();
        callNode[0] = 0;
        callEdge[0] = 0;
        index[0] = low[0] = next++;
        stack[top++] = 0;
        onStack[0] = true;
        depth = 1;
        while (depth > 0) {
            int v = callNode[depth - 1];
            int[] l = g.leftView(v);
            int[] r = g.rightView(v);
            int e = callEdge[depth - 1];
            if (e < l.length + r.length) {
                callEdge[depth - 1] = e + 1;
                int w = e < l.length ? l[e] : r[e - l.length];
                if (index[w] < 0) {
                    index[w] = low[w] = next++;
                    stack[top++] = w;
                    onStack[w] = true;
                    callNode[depth] = w;
                    callEdge[depth] = 0;
                    depth++;
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
                continue;
            }
            depth--;
            if (depth > 0) {
                int parent = callNode[depth - 1];
                low[parent] = Math.min(low[parent], low[v]);
            }
            if (low[v] == index[v]) {
                int size = 0;
                while (stack[top - 1 - size] != v) {
                    size++;
                }
                size++;
                int[] component = Arrays.copyOfRange(stack, top - size, top);
                top -= size;
                for (int u : component) {
                    onStack[u] = false;
                }
                out.add(component);
            }
        }
        return out;
    }
}
