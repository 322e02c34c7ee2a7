package org.sprague.catalog.hackenbush;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;

/**
 * A rooted multigraph for Hackenbush: nodes {@code 0 .. nodes-1} with node 0 the ground, and edges in input order
 * (parallel edges and loops allowed). Edge sets are {@code boolean[]} masks over the edges.
 */
public final class RootedGraph {
    private final int nodes;
    private final int[] from;
    private final int[] to;
    private final List<String> labels;
    /** incidence lists: for each node, the ids of its edges (a loop appears twice) */
    private final int[][] incident;

    public RootedGraph(int nodes, int[] from, int[] to, List<String> labels) {
        this.nodes = nodes;
        this.from = from.clone();
        this.to = to.clone();
        this.labels = List.copyOf(labels);
        int[] degree = new int[nodes];
        for (int e = 0; e < from.length; e++) {
            degree[from[e]]++;
            degree[to[e]]++;
        }
        incident = new int[nodes][];
        for (int v = 0; v < nodes; v++) {
            incident[v] = new int[degree[v]];
        }
        int[] fill = new int[nodes];
        for (int e = 0; e < from.length; e++) {
            incident[from[e]][fill[from[e]]++] = e;
            incident[to[e]][fill[to[e]]++] = e;
        }
    }

    /**
     * Parses edges written {@code U-V} (node names of letters, digits, '_' and '.'); the node named
     * {@code ground} is the ground.
     *
     * @throws BadInputException for a malformed edge, or an edge not connected to the ground
     */
    public static RootedGraph parse(List<String> edges, String ground) {
        if (!ground.matches("[A-Za-z0-9_.]+")) {
            throw new BadInputException(HackenbushGame.GROUND.name()
                    + " takes a node name of letters, digits, '_' and '.', got '" + ground + "'");
        }
        Map<String, Integer> ids = new LinkedHashMap<>();
        ids.put(ground, 0);
        int[] from = new int[edges.size()];
        int[] to = new int[edges.size()];
        for (int e = 0; e < edges.size(); e++) {
            String text = edges.get(e);
            String[] ends = text.split("-", -1);
            if (ends.length != 2 || !ends[0].matches("[A-Za-z0-9_.]+") || !ends[1].matches("[A-Za-z0-9_.]+")) {
                throw new BadInputException("edge " + (e + 1) + " is '" + text + "'; write edges as U-V with node names"
                        + " of letters, digits, '_' and '.', such as 0-1");
            }
            from[e] = ids.computeIfAbsent(ends[0], k -> ids.size());
            to[e] = ids.computeIfAbsent(ends[1], k -> ids.size());
        }
        RootedGraph g = new RootedGraph(ids.size(), from, to, edges);
        boolean[] all = g.allEdges();
        boolean[] kept = g.connected(all);
        for (int e = 0; e < kept.length; e++) {
            if (!kept[e]) {
                throw new BadInputException("edge " + (e + 1) + " (" + edges.get(e) + ") is not connected to the"
                        + " ground " + ground + "; every edge must hang from the ground");
            }
        }
        return g;
    }

    public int nodes() {
        return nodes;
    }

    public int edges() {
        return from.length;
    }

    public int from(int e) {
        return from[e];
    }

    public int to(int e) {
        return to[e];
    }

    /** The edge as written in the input. */
    public String label(int e) {
        return labels.get(e);
    }

    public boolean[] allEdges() {
        boolean[] all = new boolean[from.length];
        Arrays.fill(all, true);
        return all;
    }

    /** The edges of {@code alive} still connected to the ground. */
    public boolean[] connected(boolean[] alive) {
        boolean[] seen = new boolean[nodes];
        boolean[] kept = new boolean[from.length];
        int[] stack = new int[nodes];
        int top = 0;
        seen[0] = true;
        stack[top++] = 0;
        while (top > 0) {
            int v = stack[--top];
            for (int e : incident[v]) {
                if (alive[e]) {
                    kept[e] = true;
                    int w = from[e] == v ? to[e] : from[e];
                    if (!seen[w]) {
                        seen[w] = true;
                        stack[top++] = w;
                    }
                }
            }
        }
        return kept;
    }

    /** The ids of the edges at node {@code v}. */
    int[] incident(int v) {
        return incident[v];
    }

    /** The labels of the edges in {@code mask}, in input order. */
    public List<String> labels(boolean[] mask) {
        List<String> out = new ArrayList<>();
        for (int e = 0; e < mask.length; e++) {
            if (mask[e]) {
                out.add(labels.get(e));
            }
        }
        return out;
    }
}
