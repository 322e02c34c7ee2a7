package org.sprague.partizan.loopy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;

/** A growing loopy graph: nodes are added open and their options set once ({@link LoopyNotation}'s work space). */
final class GraphBuilder {
    private final List<int[]> left = new ArrayList<>();
    private final List<int[]> right = new ArrayList<>();
    private final Map<Integer, Integer> shortNodes = new HashMap<>();
    private final int maxPositions;

    GraphBuilder(int maxPositions) {
        this.maxPositions = maxPositions;
    }

    /** A new node whose options are not set yet. */
    int open() {
        if (left.size() >= maxPositions) {
            throw new ResourceLimitException("the loopy value has more than " + maxPositions
                    + " positions; give a smaller one", ResourceLimitException.Resource.OTHER, maxPositions);
        }
        left.add(null);
        right.add(null);
        return left.size() - 1;
    }

    boolean isOpen(int v) {
        return left.get(v) == null;
    }

    void set(int v, int[] l, int[] r) {
        left.set(v, l);
        right.set(v, r);
    }

    /** A node with these options. */
    int node(int[] l, int[] r) {
        int v = open();
        set(v, l, r);
        return v;
    }

    /**
     * The node of the short game {@code id}: its canonical form, each subposition once (an integer n takes n
     * nodes, so large integers cost positions). Iterative: deep games do not exhaust the stack.
     */
    int importShort(CanonicalGames games, int id) {
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(id);
        while (!stack.isEmpty()) {
            int g = stack.peek();
            if (shortNodes.containsKey(g)) {
                stack.pop();
                continue;
            }
            int[] l = games.leftOptions(g);
            int[] r = games.rightOptions(g);
            boolean ready = true;
            for (int o : LoopyGraph.concat(l, r)) {
                if (!shortNodes.containsKey(o)) {
                    stack.push(o);
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                shortNodes.put(g, node(map(l), map(r)));
            }
        }
        return shortNodes.get(id);
    }

    private int[] map(int[] options) {
        int[] out = new int[options.length];
        for (int i = 0; i < options.length; i++) {
            out[i] = shortNodes.get(options[i]);
        }
        return out;
    }

    /** The nodes of {@code g}, added; the node of its start. */
    int importGraph(LoopyGraph g) {
        int base = left.size();
        for (int v = 0; v < g.size(); v++) {
            open();
        }
        for (int v = 0; v < g.size(); v++) {
            set(base + v, shift(g.leftView(v), base), shift(g.rightView(v), base));
        }
        return base;
    }

    private static int[] shift(int[] a, int base) {
        int[] out = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] + base;
        }
        return out;
    }

    /** True when an open node can be reached from {@code v}. */
    boolean reachesOpen(int v) {
        boolean[] seen = new boolean[left.size()];
        ArrayList<Integer> stack = new ArrayList<>(List.of(v));
        seen[v] = true;
        while (!stack.isEmpty()) {
            int u = stack.remove(stack.size() - 1);
            if (isOpen(u)) {
                return true;
            }
            for (int w : LoopyGraph.concat(left.get(u), right.get(u))) {
                if (!seen[w]) {
                    seen[w] = true;
                    stack.add(w);
                }
            }
        }
        return false;
    }

    /** The graph of the nodes reachable from {@code v} (all set), with {@code v} as node 0. */
    LoopyGraph graph(int v) {
        return LoopyGraph.reachable(v, left.toArray(new int[0][]), right.toArray(new int[0][]));
    }
}
