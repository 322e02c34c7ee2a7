package org.sprague.partizan.games;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.BadInputException;

/**
 * A Hackenbush picture: edges between nodes, node 0 the ground. Every edge is connected to the ground;
 * removing an edge also removes whatever no longer is. A value with {@code equals} and a hash made once (the engines
 * look a picture up several times while valuing it).
 */
public final class HackenbushPosition {
    private final List<Edge> edges;
    private int hash;

    /**
     * The picture of {@code edges}.
     *
     * @param edges the edges, in input order
     */
    public HackenbushPosition(List<Edge> edges) {
        this.edges = edges;
    }

    /**
     * The edges, in input order.
     *
     * @return the edges
     */
    public List<Edge> edges() {
        return edges;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HackenbushPosition other && hashCode() == other.hashCode() && edges.equals(other.edges);
    }

    @Override
    public int hashCode() {
        if (hash == 0) {
            hash = edges.hashCode() | 1;
        }
        return hash;
    }

    @Override
    public String toString() {
        return edges.toString();
    }

    /**
     * One edge.
     *
     * @param u one end
     * @param v the other end
     * @param color {@code 'b'} (Left removes it), {@code 'r'} (Right) or {@code 'g'} (either)
     */
    public record Edge(int u, int v, char color) {
        /**
         * Whether Left ({@code left}) or Right may remove it.
         *
         * @param left true for Left
         * @return whether that player may remove the edge
         */
        public boolean removableBy(boolean left) {
            return color == 'g' || color == (left ? 'b' : 'r');
        }

        @Override
        public int hashCode() {
            return (u * 31 + v) * 31 + color;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Edge e && e.u == u && e.v == v && e.color == color;
        }

        @Override
        public String toString() {
            return u + "-" + v + ":" + color;
        }
    }

    /**
     * Parses edges {@code U-V:c} with {@code c} one of {@code b r g} (or {@code blue red green}).
     *
      * @param args the position's arguments
      * @return the position
     * @throws BadInputException on bad syntax or an edge not connected to the ground
     */
    public static HackenbushPosition parse(List<String> args) {
        List<Edge> edges = new ArrayList<>();
        for (String arg : args) {
            var m = java.util.regex.Pattern.compile("([0-9]{1,9})-([0-9]{1,9}):(b|r|g|blue|red|green)").matcher(arg);
            if (!m.matches()) {
                throw new BadInputException("bad edge '" + arg + "': write U-V:c with nodes 0, 1, ... (0 is the ground)"
                        + " and c one of b (blue, Left's), r (red, Right's), g (green, either's)");
            }
            edges.add(new Edge(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3).charAt(0)));
        }
        HackenbushPosition position = new HackenbushPosition(List.copyOf(edges));
        HackenbushPosition grounded = position.grounded();
        if (grounded.edges.size() != edges.size()) {
            Set<Edge> kept = new HashSet<>(grounded.edges);
            for (Edge e : edges) {
                if (!kept.contains(e)) {
                    throw new BadInputException("edge " + e + " is not connected to the ground (node 0)");
                }
            }
        }
        return position;
    }

    /**
     * The position after removing edge {@code index} and everything cut off from the ground.
     *
     * @param index the edge
     * @return the position left
     */
    public HackenbushPosition without(int index) {
        List<Edge> rest = new ArrayList<>(edges);
        rest.remove(index);
        return new HackenbushPosition(rest).grounded();
    }

    /** The edges still connected to the ground, in order. */
    HackenbushPosition grounded() {
        Map<Integer, List<Edge>> byNode = incidence(edges);
        Set<Integer> reached = new HashSet<>(List.of(0));
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (Edge e : byNode.getOrDefault(node, List.of())) {
                int other = e.u() == node ? e.v() : e.u();
                if (reached.add(other)) {
                    queue.add(other);
                }
            }
        }
        List<Edge> kept = new ArrayList<>();
        for (Edge e : edges) {
            if (reached.contains(e.u())) {
                kept.add(e);
            }
        }
        return kept.size() == edges.size() ? this : new HackenbushPosition(List.copyOf(kept));
    }

    /**
     * The independent parts: the edges that stay connected to each other once the ground is split, one list
     * per part (a loop at the ground is a part by itself).
     */
    List<List<Edge>> parts() {
        int[] labels = partLabels();
        List<List<Edge>> out = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            while (out.size() <= labels[i]) {
                out.add(new ArrayList<>());
            }
            out.get(labels[i]).add(edges.get(i));
        }
        return out;
    }

    /** For each edge, the index of its part in {@link #parts()} (numbered by first edge, in input order). */
    int[] partLabels() {
        Map<Integer, List<Edge>> byNode = incidence(edges);
        Map<Integer, Integer> partOf = new HashMap<>();
        int[] labels = new int[edges.size()];
        int parts = 0;
        for (int i = 0; i < edges.size(); i++) {
            Edge e = edges.get(i);
            int start = e.u() != 0 ? e.u() : e.v();
            if (start == 0) {
                labels[i] = parts++;
                continue;
            }
            Integer known = partOf.get(start);
            if (known != null) {
                labels[i] = known;
                continue;
            }
            int label = parts++;
            labels[i] = label;
            partOf.put(start, label);
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
            while (!queue.isEmpty()) {
                int node = queue.poll();
                for (Edge f : byNode.get(node)) {
                    int other = f.u() == node ? f.v() : f.u();
                    if (other != 0 && partOf.putIfAbsent(other, label) == null) {
                        queue.add(other);
                    }
                }
            }
        }
        return labels;
    }

    static Map<Integer, List<Edge>> incidence(List<Edge> edges) {
        Map<Integer, List<Edge>> byNode = new HashMap<>();
        for (Edge e : edges) {
            byNode.computeIfAbsent(e.u(), k -> new ArrayList<>()).add(e);
            if (e.v() != e.u()) {
                byNode.computeIfAbsent(e.v(), k -> new ArrayList<>()).add(e);
            }
        }
        return byNode;
    }
}
