package org.sprague.partizan.loopy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * A loopy partizan game: a finite graph whose nodes have Left options and Right options, possibly with cycles
 * (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI, "Loopy games": a loopy game is a graph with two
 * kinds of edges and a start vertex). Node 0 is the start; every node is reachable from it when the graph comes
 * from {@link #reachable}. Immutable.
 */
public final class LoopyGraph {
    /** The most positions {@link #sum} builds unless told otherwise. */
    public static final int DEFAULT_MAX_POSITIONS = 2_000_000;

    /** The heap a position of a sum's graph takes while it is built, an estimate (bytes): map entry, pair, options. */
    static final long BYTES_PER_POSITION = 256;

    private final int[][] left;
    private final int[][] right;

    /**
     * A graph from its option lists ({@code left[v]}: the Left options of node {@code v}); node 0 is the start.
     *
     * @param left the Left options of each node
     * @param right the Right options of each node
     * @throws BadInputException when an option names no node or there is no node
     */
    public LoopyGraph(int[][] left, int[][] right) {
        if (left.length == 0 || left.length != right.length) {
            throw new BadInputException("a loopy game needs at least one node, with Left and Right options for each");
        }
        this.left = copy(left);
        this.right = copy(right);
    }

    private int[][] copy(int[][] options) {
        int[][] c = new int[options.length][];
        for (int v = 0; v < options.length; v++) {
            c[v] = options[v].clone();
            for (int w : c[v]) {
                if (w < 0 || w >= options.length) {
                    throw new BadInputException("option " + w + " of node " + v + " names no node");
                }
            }
        }
        return c;
    }

    /**
     * The number of nodes.
     *
     * @return the number of nodes
     */
    public int size() {
        return left.length;
    }

    /**
     * The Left options of node {@code v}.
     *
     * @param v a node
     * @return the Left options of node {@code v}
     */
    public int[] left(int v) {
        return left[v].clone();
    }

    /**
     * The Right options of node {@code v}.
     *
     * @param v a node
     * @return the Right options of node {@code v}
     */
    public int[] right(int v) {
        return right[v].clone();
    }

    int[] leftView(int v) {
        return left[v];
    }

    int[] rightView(int v) {
        return right[v];
    }

    /** The options of the player: Left when {@code leftMoves}. */
    int[] options(int v, boolean leftMoves) {
        return leftMoves ? left[v] : right[v];
    }

    /**
     * The negative, -G: Left's and Right's options exchanged at every node.
     *
     * @return the negative, -G: Left's and Right's options exchanged at every node
     */
    public LoopyGraph negate() {
        return new LoopyGraph(right, left);
    }

    /**
     * The graph of the nodes reachable from {@code start}, renumbered so that {@code start} is node 0.
     *
     * @param left the Left options of each node
     * @param right the Right options of each node
     * @param start the start node
     * @return the graph of the nodes reachable from {@code start}, renumbered so that {@code start} is node 0
     */
    public static LoopyGraph reachable(int start, int[][] left, int[][] right) {
        Map<Integer, Integer> number = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        number.put(start, 0);
        order.add(start);
        queue.add(start);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int[] side : new int[][] {left[v], right[v]}) {
                for (int w : side) {
                    if (!number.containsKey(w)) {
                        number.put(w, order.size());
                        order.add(w);
                        queue.add(w);
                    }
                }
            }
        }
        int[][] l = new int[order.size()][];
        int[][] r = new int[order.size()][];
        for (int i = 0; i < order.size(); i++) {
            l[i] = Arrays.stream(left[order.get(i)]).map(number::get).toArray();
            r[i] = Arrays.stream(right[order.get(i)]).map(number::get).toArray();
        }
        return new LoopyGraph(l, r);
    }

    /** The graph of the nodes reachable from node {@code v}, with {@code v} as node 0. */
    LoopyGraph from(int v) {
        return reachable(v, left, right);
    }

    /**
     * The disjunctive sum G + H: the product graph whose node (g, h) has the Left options (g', h) and (g, h')
     * over the Left options g' of g and h' of h, the same for Right (Siegel, ch. VI, the sum of loopy games).
     * Only the nodes reachable from (0, 0) are built.
     *
     * @param g a loopy game
     * @param h another loopy game
     * @return the sum's graph, with (0, 0) as node 0
     * @param maxPositions the most nodes the sum may have
     * @throws ResourceLimitException when the sum has more than {@code maxPositions} nodes, or more than half the
     *     heap holds at about {@link #BYTES_PER_POSITION} bytes a node (exit 3)
     */
    public static LoopyGraph sum(LoopyGraph g, LoopyGraph h, int maxPositions) {
        long positions = Runtime.getRuntime().maxMemory() / 2 / BYTES_PER_POSITION;
        int memoryPositions = (int) Math.min(Integer.MAX_VALUE, Math.max(1024, positions));
        Map<Long, Integer> number = new HashMap<>();
        List<Long> order = new ArrayList<>();
        List<int[]> l = new ArrayList<>();
        List<int[]> r = new ArrayList<>();
        number.put(0L, 0);
        order.add(0L);
        for (int i = 0; i < order.size(); i++) {
            long pair = order.get(i);
            int a = (int) (pair / h.size());
            int b = (int) (pair % h.size());
            for (int side = 0; side < 2; side++) {
                int[] ga = side == 0 ? g.left[a] : g.right[a];
                int[] hb = side == 0 ? h.left[b] : h.right[b];
                int[] out = new int[ga.length + hb.length];
                for (int k = 0; k < out.length; k++) {
                    // a * |H| + b: spread by Long's hash, where (a << 32) | b hashes to a ^ b and collides
                    long next = k < ga.length ? (long) ga[k] * h.size() + b : (long) a * h.size() + hb[k - ga.length];
                    Integer id = number.get(next);
                    if (id == null) {
                        if (order.size() >= memoryPositions) {
                            throw ResourceLimitException.memory("the sum of loopy games needs more than "
                                    + mib((long) memoryPositions * BYTES_PER_POSITION) + " MiB (" + memoryPositions
                                    + " positions of at most " + (long) g.size() * h.size() + "), past half the heap;"
                                    + " give smaller games", (long) memoryPositions * BYTES_PER_POSITION, 0.5);
                        }
                        if (order.size() >= maxPositions) {
                            throw new ResourceLimitException("the sum of loopy games has more than " + maxPositions
                                    + " positions (of at most " + (long) g.size() * h.size()
                                    + "); give smaller games", ResourceLimitException.Resource.OTHER, maxPositions);
                        }
                        id = order.size();
                        number.put(next, id);
                        order.add(next);
                    }
                    out[k] = id;
                }
                (side == 0 ? l : r).add(out);
            }
        }
        return new LoopyGraph(l.toArray(new int[0][]), r.toArray(new int[0][]));
    }

    /**
     * True when no node can return to itself: the game is short (loop-free).
     *
     * @return true when no node can return to itself: the game is short (loop-free)
     */
    public boolean isLoopfree() {
        return Cycles.acyclic(size(), v -> concat(left[v], right[v]));
    }

    private static long mib(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    static int[] concat(int[] a, int[] b) {
        int[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
