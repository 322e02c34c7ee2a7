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
import org.sprague.partizan.PartizanRules;
import org.sprague.partizan.games.HackenbushPosition.Edge;

/**
 * Hackenbush with blue (Left's), red (Right's) and green (either's) edges on any graph rooted at the ground
 * (Winning Ways ch. 2 and 7; Lessons in Play ch. 2). The parts that meet only at the ground are a disjunctive
 * sum. A part that is a tree is valued edge by edge: an edge of colour {@code c} carrying a subtree of value
 * {@code H} is the ordinal sum {@code c:H} (base 1, -1 or *), which depends only on the value of {@code H}
 * (Siegel, Combinatorial Game Theory, II.4); for a blue edge on a number {@code x} it is
 * {@code (x + k) / 2^(k-1)} with {@code k} the least positive integer making {@code x + k > 1} (Winning Ways
 * ch. 2, "Berlekamp's rule", which for a blue-red stalk is its sign expansion). Any other part is searched,
 * its values memoised by the set of edges left.
 */
public final class BlueRedHackenbush implements PartizanRules<HackenbushPosition> {
    /** Searched part positions allowed before the search stops with a resource limit. */
    public static final int DEFAULT_BUDGET = 2_000_000;
    private static final int MAX_EXPONENT = 1 << 20;

    private final CanonicalGames games;
    private final Map<List<Edge>, Integer> searched = new HashMap<>();
    private final Map<Long, Integer> onEdge = new HashMap<>();
    private final int budget;

    /** Hackenbush over {@code games} with the default budget. */
    public BlueRedHackenbush(CanonicalGames games) {
        this(games, DEFAULT_BUDGET);
    }

    /** Hackenbush over {@code games}, searching at most {@code budget} positions of non-tree parts. */
    public BlueRedHackenbush(CanonicalGames games, int budget) {
        this.games = games;
        this.budget = budget;
    }

    @Override
    public CanonicalGames games() {
        return games;
    }

    @Override
    public List<PartizanMove<HackenbushPosition>> moves(HackenbushPosition position, boolean left) {
        List<PartizanMove<HackenbushPosition>> out = new ArrayList<>();
        for (int i = 0; i < position.edges().size(); i++) {
            Edge e = position.edges().get(i);
            if (e.removableBy(left)) {
                int index = i;
                out.add(new PartizanMove<>("remove " + e, () -> position.without(index), index));
            }
        }
        return out;
    }

    @Override
    public int value(HackenbushPosition position) {
        return split(position.grounded()).total();
    }

    /**
     * The value after removing one edge: the position's value minus the value of that edge's part plus the
     * part's value without the edge, so a sum of many parts is not rebuilt for each move.
     */
    @Override
    public int valueAfter(HackenbushPosition position, PartizanMove<HackenbushPosition> move) {
        if (last == null || last.position() != position) {
            if (move.tag() < 0 || position.grounded() != position) {
                return value(move.to());
            }
            last = split(position);
        }
        Split s = last;
        int part = s.labels()[move.tag()];
        int rest = value(new HackenbushPosition(s.parts().get(part)).without(s.indexInPart()[move.tag()]));
        return games.sum(games.difference(s.total(), s.values()[part]), rest);
    }

    /** A position's parts, their values and its total; the last one is kept for the moves that follow. */
    private record Split(HackenbushPosition position, int[] labels, int[] indexInPart, List<List<Edge>> parts,
            int[] values, int total) {
    }

    /** The split of the position whose moves are being valued. */
    private Split last;

    private Split split(HackenbushPosition position) {
        int[] labels = position.partLabels();
        List<List<Edge>> parts = position.parts();
        int[] indexInPart = new int[labels.length];
        int[] seen = new int[parts.size()];
        for (int i = 0; i < labels.length; i++) {
            indexInPart[i] = seen[labels[i]]++;
        }
        int[] values = new int[parts.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = partValue(parts.get(i));
        }
        return new Split(position, labels, indexInPart, parts, values, games.sum(values));
    }

    @Override
    public List<String> format(HackenbushPosition position) {
        List<String> out = new ArrayList<>();
        for (Edge e : position.edges()) {
            out.add(e.toString());
        }
        return out;
    }

    private int partValue(List<Edge> part) {
        Set<Integer> nodes = new HashSet<>();
        for (Edge e : part) {
            nodes.add(e.u());
            nodes.add(e.v());
        }
        nodes.remove(0);
        if (nodes.size() == 1 && part.stream().allMatch(e -> e.u() != e.v())) {
            return bundleValue(part);
        }
        return part.size() == nodes.size() ? treeValue(part) : search(part);
    }

    /**
     * Parallel edges between the ground and one node: the node falls only with the last of them, when nothing is
     * left anyway, so each edge is a move of its own and the part is their sum: blue - red + *(green mod 2).
     */
    private int bundleValue(List<Edge> part) {
        long blue = part.stream().filter(e -> e.color() == 'b').count();
        long red = part.stream().filter(e -> e.color() == 'r').count();
        long green = part.size() - blue - red;
        return games.sum(games.integer(blue - red), games.nimber((int) (green % 2)));
    }

    /** A tree hanging from the ground, valued from the leaves down without recursion. */
    private int treeValue(List<Edge> part) {
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

    /**
     * A part with a cycle: every move, memoised on the set of edges left (in a fixed order, so that the same set
     * reached in different ways is searched once), each kind of edge removed once (removing either of two
     * parallel edges of one colour leaves the same picture).
     */
    private int search(List<Edge> given) {
        List<Edge> part = normalized(given);
        Integer known = searched.get(part);
        if (known != null) {
            return known;
        }
        if (searched.size() >= budget) {
            throw new ResourceLimitException("hackenbush search needs more than " + budget
                    + " positions of the parts with cycles; give a smaller picture");
        }
        games.checkDeadline(searched.size() + " positions of the parts with cycles searched");
        HackenbushPosition here = new HackenbushPosition(part);
        List<Integer> left = new ArrayList<>();
        List<Integer> right = new ArrayList<>();
        for (int i = 0; i < part.size(); i++) {
            Edge e = part.get(i);
            if (i > 0 && e.equals(part.get(i - 1))) {
                continue;
            }
            int after = value(here.without(i));
            if (e.color() != 'r') {
                left.add(after);
            }
            if (e.color() != 'b') {
                right.add(after);
            }
        }
        int value = games.game(left.stream().mapToInt(Integer::intValue).toArray(),
                right.stream().mapToInt(Integer::intValue).toArray());
        searched.put(part, value);
        return value;
    }

    /** The edges with their smaller end first, sorted: equal edges (parallel, one colour) side by side. */
    private static List<Edge> normalized(List<Edge> part) {
        List<Edge> out = new ArrayList<>(part.size());
        for (Edge e : part) {
            out.add(e.u() <= e.v() ? e : new Edge(e.v(), e.u(), e.color()));
        }
        out.sort(java.util.Comparator.comparingInt(Edge::u).thenComparingInt(Edge::v).thenComparingInt(Edge::color));
        return List.copyOf(out);
    }
}
