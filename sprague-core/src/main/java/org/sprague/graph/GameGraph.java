package org.sprague.graph;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.LongConsumer;
import org.sprague.game.CompressedTurnGame;
import org.sprague.game.TerminalLabel;

/**
 * An explicit game graph in compressed sparse row form: node {@code u}'s moves are
 * {@code targets[offsets[u] .. offsets[u+1])}. Nodes may carry a {@link TerminalLabel} and a name. This is the
 * input of {@code solve graph} and of the retrograde solver's fast path; its arrays are shared, not copied, so
 * callers must not change them afterwards.
 */
public final class GameGraph implements CompressedTurnGame {
    private final int[] offsets;
    private final int[] targets;
    private final byte[] labels;
    private final NodeNames names;

    /**
     * A graph of n nodes from its arrays, which it keeps (not copied).
     *
     * @param offsets {@code n + 1} non-decreasing move offsets, {@code offsets[0] == 0}
     * @param targets the move targets, each in {@code 0 .. n-1}
     * @param labels {@link TerminalLabel#code()} per node, or {@code null} when no node is labelled
     * @param names a name per node, or {@code null} to name nodes by number
     * @throws IllegalArgumentException when any of these does not hold (checked in one pass over the arrays)
     */
    public GameGraph(int[] offsets, int[] targets, byte[] labels, String[] names) {
        this(offsets, targets, labels, names == null ? null : NodeNames.of(names), names == null ? 0 : names.length);
    }

    /**
     * As the constructor, with the names in a {@link NodeNames} table.
     *
     * @param offsets {@code n + 1} non-decreasing move offsets, {@code offsets[0] == 0}
     * @param targets the move targets, each in {@code 0 .. n-1}
     * @param labels {@link TerminalLabel#code()} per node, or {@code null} when no node is labelled
     * @param names a table of n names, or {@code null} to name nodes by number
     * @return the graph
     * @throws IllegalArgumentException when the arrays do not describe a graph of n nodes
     */
    public static GameGraph withNames(int[] offsets, int[] targets, byte[] labels, NodeNames names) {
        return new GameGraph(offsets, targets, labels, names, names == null ? 0 : names.size());
    }

    private GameGraph(int[] offsets, int[] targets, byte[] labels, NodeNames names, int nameCount) {
        int n = offsets.length - 1;
        if (n < 0 || offsets[0] != 0 || offsets[n] != targets.length) {
            throw new IllegalArgumentException("offsets must run from 0 to the number of moves");
        }
        if (labels != null && labels.length != n || names != null && nameCount != n) {
            throw new IllegalArgumentException("labels and names need one entry per node");
        }
        for (int u = 0; u < n; u++) {
            if (offsets[u] > offsets[u + 1]) {
                throw new IllegalArgumentException("offsets must not decrease, but do after node " + u);
            }
            if (labels != null && (labels[u] < 0 || labels[u] >= TerminalLabel.values().length)) {
                throw new IllegalArgumentException("node " + u + " has label code " + labels[u] + ", not a label");
            }
        }
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] < 0 || targets[i] >= n) {
                throw new IllegalArgumentException("move " + i + " goes to " + targets[i] + ", not a node (0.."
                        + (n - 1) + ")");
            }
        }
        this.offsets = offsets;
        this.targets = targets;
        this.labels = labels;
        this.names = names;
    }

    /**
     * Builds a graph from an edge list ({@code from[i] -> to[i]}), by counting sort; edges keep their order.
     *
     * @param n the number of nodes
     * @param from the start of each edge, in {@code 0 .. n-1}
     * @param to the end of each edge, in {@code 0 .. n-1}
     * @param edges how many entries of {@code from} and {@code to} are edges
     * @param labels {@link TerminalLabel#code()} per node, or {@code null}
     * @param names a name per node, or {@code null}
     * @return the graph
     * @throws IllegalArgumentException when an edge starts or ends outside the nodes
     */
    public static GameGraph fromEdges(int n, int[] from, int[] to, int edges, byte[] labels, String[] names) {
        int[] offsets = new int[n + 1];
        for (int i = 0; i < edges; i++) {
            if (from[i] < 0 || from[i] >= n) {
                throw new IllegalArgumentException("edge " + i + " starts at " + from[i] + ", not a node (0.."
                        + (n - 1) + ")");
            }
            offsets[from[i] + 1]++;
        }
        for (int u = 0; u < n; u++) {
            offsets[u + 1] += offsets[u];
        }
        int[] cursor = Arrays.copyOf(offsets, n);
        int[] targets = new int[edges];
        for (int i = 0; i < edges; i++) {
            targets[cursor[from[i]]++] = to[i];
        }
        return new GameGraph(offsets, targets, labels, names);
    }

    @Override
    public int nodeCount() {
        return offsets.length - 1;
    }

    /**
     * The number of moves (edges).
     *
     * @return the length of {@link #targets()}
     */
    public int moveCount() {
        return targets.length;
    }

    @Override
    public int[] offsets() {
        return offsets;
    }

    @Override
    public int[] targets() {
        return targets;
    }

    /**
     * The name of a node.
     *
     * @param node a node, {@code 0 <= node < nodeCount()}
     * @return its name as given, or its number in decimal
     */
    public String name(int node) {
        return names == null ? Integer.toString(node) : names.name(node);
    }

    /**
     * The names of the nodes.
     *
     * @return the table given, or for a graph without names a table of their numbers, made when asked
     */
    public NodeNames names() {
        return names == null ? NodeNames.numbered(nodeCount()) : names;
    }

    /**
     * The node with a given name.
     *
     * @param name a name (for a graph without names: a number in decimal)
     * @return the node, or -1 when none is called so
     */
    public int find(String name) {
        if (names != null) {
            return names.find(name);
        }
        byte[] b = name.getBytes(StandardCharsets.UTF_8);
        long v = DecimalNames.decimal(b, 0, b.length);
        return v >= 0 && v < nodeCount() ? (int) v : -1;
    }

    /**
     * The label of a node.
     *
     * @param node a node, {@code 0 <= node < nodeCount()}
     * @return its label; {@link TerminalLabel#NONE} for an ordinary node
     */
    public TerminalLabel label(int node) {
        return labels == null ? TerminalLabel.NONE : TerminalLabel.ofCode(labels[node]);
    }

    @Override
    public int labelCode(int node) {
        return labels == null ? 0 : labels[node];
    }

    @Override
    public boolean hasLabels() {
        return labels != null;
    }

    @Override
    public long size() {
        return nodeCount();
    }

    @Override
    public TerminalLabel label(long position) {
        return label((int) position);
    }

    @Override
    public void forEachMove(long position, LongConsumer sink) {
        int u = (int) position;
        for (int i = offsets[u]; i < offsets[u + 1]; i++) {
            sink.accept(targets[i]);
        }
    }
}
