package org.sprague.partizan.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.games.HackenbushPosition.Edge;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Hackenbush with blue (Left's), red (Right's) and green (either's) edges on any graph rooted at the ground
 * (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 2 and 7; Albert, Nowakowski and Wolfe, <i>Lessons in
 * Play</i>, ch. 2), as a {@link PartizanRuleset}: the parts that meet only at the ground are a disjunctive sum, each
 * a part, and a move names the part its edge is in. What the theory knows is the game's {@link #knownValue}: a part
 * that is a tree is valued edge by edge, an edge of colour {@code c} carrying a subtree of value {@code H} being the
 * ordinal sum {@code c:H} (base 1, -1 or *), which depends only on the value of {@code H} (Siegel,
 * <i>Combinatorial Game Theory</i>, 2013, II.4); for a blue edge on a number {@code x} it is {@code (x + k) /
 * 2^(k-1)} with {@code k} the least positive integer making {@code x + k > 1} (<i>Winning Ways</i> ch. 2, Berlekamp's
 * rule, which for a blue-red stalk is its sign expansion). Parallel edges between the ground and one node are the sum
 * of their edges. Any other part (one with a cycle) is valued from its options by the engine, one picture per set of
 * edges ({@link #representative}).
 */
public final class BlueRedHackenbush implements PartizanRuleset<HackenbushPosition> {
    private static final int MAX_EXPONENT = 1 << 20;

    @Override
    public List<PartizanMove<HackenbushPosition>> moves(HackenbushPosition position, boolean left) {
        List<PartizanMove<HackenbushPosition>> out = new ArrayList<>();
        Split split = new Split(position);
        for (int i = 0; i < position.edges().size(); i++) {
            Edge e = position.edges().get(i);
            if (e.removableBy(left)) {
                int index = i;
                out.add(PartizanMove.inPart("remove " + e, () -> position.without(index), split.label(i),
                        () -> split.partWithout(index)));
            }
        }
        return out;
    }

    /** Each kind of edge removed once: removing either of two parallel edges of one colour leaves the same picture. */
    @Override
    public List<PartizanMove<HackenbushPosition>> distinctMoves(HackenbushPosition position, boolean left) {
        List<PartizanMove<HackenbushPosition>> all = moves(position, left);
        List<PartizanMove<HackenbushPosition>> out = new ArrayList<>(all.size());
        Set<Edge> seen = new HashSet<>();
        int m = 0;
        for (Edge e : position.edges()) {
            if (e.removableBy(left)) {
                if (seen.add(e.u() <= e.v() ? e : new Edge(e.v(), e.u(), e.color()))) {
                    out.add(all.get(m));
                }
                m++;
            }
        }
        return out;
    }

    /** The parts of a position and each edge's place in them, found once for all its moves when first asked. */
    private static final class Split {
        private final HackenbushPosition position;
        private int[] labels;
        private int[] indexInPart;
        private List<List<Edge>> parts;

        Split(HackenbushPosition position) {
            this.position = position;
        }

        /** The part of edge {@code i}: its index among {@link BlueRedHackenbush#parts}. */
        int label(int i) {
            if (labels == null) {
                labels = position.partLabels();
            }
            return labels[i];
        }

        /** The part of edge {@code i} after it is removed (and whatever falls with it). */
        HackenbushPosition partWithout(int i) {
            if (parts == null) {
                parts = position.parts();
                indexInPart = new int[position.edges().size()];
                int[] seen = new int[parts.size()];
                for (int j = 0; j < indexInPart.length; j++) {
                    indexInPart[j] = seen[label(j)]++;
                }
            }
            return new HackenbushPosition(parts.get(label(i))).without(indexInPart[i]);
        }
    }

    @Override
    public List<String> format(HackenbushPosition position) {
        List<String> out = new ArrayList<>();
        for (Edge e : position.edges()) {
            out.add(e.toString());
        }
        return out;
    }

    /** The parts that meet only at the ground, in the order of their first edges. */
    @Override
    public List<HackenbushPosition> parts(HackenbushPosition position) {
        List<List<Edge>> parts = position.parts();
        if (parts.size() == 1) {
            return List.of(position);
        }
        List<HackenbushPosition> out = new ArrayList<>(parts.size());
        for (List<Edge> part : parts) {
            out.add(new HackenbushPosition(part));
        }
        return out;
    }

    /**
     * The edges with their smaller end first, sorted: the same set of edges reached in different orders is one
     * picture, and equal edges (parallel, one colour) sit side by side.
     */
    @Override
    public HackenbushPosition representative(HackenbushPosition part) {
        List<Edge> out = new ArrayList<>(part.edges().size());
        for (Edge e : part.edges()) {
            out.add(e.u() <= e.v() ? e : new Edge(e.v(), e.u(), e.color()));
        }
        out.sort(java.util.Comparator.comparingInt(Edge::u).thenComparingInt(Edge::v).thenComparingInt(Edge::color));
        return new HackenbushPosition(List.copyOf(out));
    }

    /** A tree's value by ordinal sums, a bundle of parallel ground edges by their count; a part with a cycle is not known. */
    @Override
    public int knownValue(HackenbushPosition part, CanonicalGames games) {
        List<Edge> edges = part.edges();
        Set<Integer> nodes = new HashSet<>();
        for (Edge e : edges) {
            nodes.add(e.u());
            nodes.add(e.v());
        }
        nodes.remove(0);
        if (nodes.size() == 1 && edges.stream().allMatch(e -> e.u() != e.v())) {
            return bundleValue(edges, games);
        }
        return edges.size() == nodes.size() ? new OrdinalSums(games).treeValue(edges) : NOT_KNOWN;
    }

    /**
     * Parallel edges between the ground and one node: the node falls only with the last of them, when nothing is
     * left anyway, so each edge is a move of its own and the part is their sum: blue - red + *(green mod 2).
     */
    private static int bundleValue(List<Edge> part, CanonicalGames games) {
        long blue = part.stream().filter(e -> e.color() == 'b').count();
        long red = part.stream().filter(e -> e.color() == 'r').count();
        long green = part.size() - blue - red;
        return games.sum(games.integer(blue - red), games.nimber((int) (green % 2)));
    }

    /** Trees valued from the leaves down by ordinal sums, the sums of one edge over a value kept for the tree. */
    private static final class OrdinalSums {
        private final CanonicalGames games;
        private final Map<Long, Integer> onEdge = new HashMap<>();

        OrdinalSums(CanonicalGames games) {
            this.games = games;
        }

        /** A tree hanging from the ground, valued from the leaves down without recursion. */
        int treeValue(List<Edge> part) {
            Map<Integer, List<Edge>> byNode = HackenbushPosition.incidence(part);
            List<Integer> order = new ArrayList<>();
            Map<Integer, Edge> parentEdge = new HashMap<>();
            List<Integer> stack = new ArrayList<>(List.of(0));
            Set<Integer> seen = new HashSet<>(List.of(0));
            while (!stack.isEmpty()) {
                int node = stack.remove(stack.size() - 1);
                order.add(node);
                for (Edge e : byNode.getOrDefault(node, List.of())) {
                    int child = e.u() == node ? e.v() : e.u();
                    if (seen.add(child)) {
                        parentEdge.put(child, e);
                        stack.add(child);
                    }
                }
            }
            Map<Integer, List<Integer>> childValues = new HashMap<>();
            for (int i = order.size() - 1; i >= 0; i--) {
                int node = order.get(i);
                int[] above = childValues.getOrDefault(node, List.of()).stream().mapToInt(Integer::intValue).toArray();
                int value = games.sum(above);
                if (node == 0) {
                    return value;
                }
                Edge e = parentEdge.get(node);
                int parent = e.u() == node ? e.v() : e.u();
                childValues.computeIfAbsent(parent, k -> new ArrayList<>()).add(edgeUnder(e.color(), value));
            }
            throw new IllegalStateException("the ground is visited last");
        }

        /** The value of an edge of {@code color} carrying a picture of value {@code h}: the ordinal sum. */
        int edgeUnder(char color, int h) {
            Dyadic x = games.numberValue(h);
            // a green edge under *k is *(k+1) (a green stalk of n edges is *n)
            if (color == 'g' && games.nimberValue(h) >= 0) {
                return games.nimber(games.nimberValue(h) + 1);
            }
            if (x != null && color != 'g') {
                Dyadic blue = blueUnder(color == 'b' ? x : x.negate());
                return games.number(color == 'b' ? blue : blue.negate());
            }
            long key = ((long) h << 2) | (color == 'b' ? 0 : color == 'r' ? 1 : 2);
            Integer known = onEdge.get(key);
            if (known != null) {
                return known;
            }
            int[] hl = games.leftOptions(h);
            int[] hr = games.rightOptions(h);
            List<Integer> left = new ArrayList<>();
            List<Integer> right = new ArrayList<>();
            if (color != 'r') {
                left.add(0);
            }
            if (color != 'b') {
                right.add(0);
            }
            for (int o : hl) {
                left.add(edgeUnder(color, o));
            }
            for (int o : hr) {
                right.add(edgeUnder(color, o));
            }
            int value = games.game(left.stream().mapToInt(Integer::intValue).toArray(),
                    right.stream().mapToInt(Integer::intValue).toArray());
            onEdge.put(key, value);
            return value;
        }
    }

    /** {@code 1:x} for a number x: {@code (x + k) / 2^(k-1)}, k the least positive integer with x + k > 1. */
    static Dyadic blueUnder(Dyadic x) {
        if (x.signum() > 0) {
            return x.add(Dyadic.ONE);
        }
        BigInteger k = x.negate().floor().add(BigInteger.TWO);
        if (k.bitLength() > 31 || k.intValue() > MAX_EXPONENT) {
            throw new ResourceLimitException("a blue edge under " + x + " has a value with denominator 2^" + k
                    + "; values up to 2^" + MAX_EXPONENT + " are computed");
        }
        return x.add(Dyadic.of(k.longValue())).shiftDown(k.intValue() - 1);
    }
}
