package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;

/**
 * The simplest form of a stopper (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI, "Simplification of
 * stoppers"): a stopper none of whose subpositions has a dominated option or a reversible one, and no two of
 * whose subpositions are equal, is in simplest form, and two equal stoppers in simplest form are the same graph.
 * The form is reached by three steps repeated until none applies:
 * <ul>
 * <li><b>fusion</b>: subpositions that are equal are made one node (every option to one goes to the other);</li>
 * <li><b>dominated options</b>: a Left option below another Left option (a Right option above another) is
 *     removed;</li>
 * <li><b>reversible options</b>: a Left option G<sup>L</sup> with a Right option G<sup>LR</sup> &le; G is
 *     replaced by the Left options of G<sup>LR</sup> (bypassed), Right's the same way.</li>
 * </ul>
 * The order between all pairs of subpositions comes from one retrograde analysis of the graph against its
 * negative (for stoppers, G &ge; H when Left, moving second in G - H, does not lose: {@link Stoppers#geq}). Through
 * loops a step can change the value (made one, a subposition equal to the game becomes a loop), so every step is
 * kept only when the graph stays a stopper and its start keeps its value, checked by that comparison (the
 * condition of the bypass theorem for stoppers); a step refused all at once is tried one change at a time. The
 * tests check the result against CGSuite's canonical stoppers and that equal stoppers get the same form.
 */
public final class SimplestStoppers {
    private SimplestStoppers() {
    }

    /**
     * The simplest form of stopper {@code g}, node 0 its start.
     *
     * @param g a stopper
     * @param maxPositions the most positions the order of all pairs of subpositions may take
     * @return the simplest form of {@code g}
     * @throws BadInputException when {@code g} is not a stopper
     * @throws ResourceLimitException when the pairs of subpositions are more than {@code maxPositions}
     */
    public static LoopyGraph simplest(LoopyGraph g, int maxPositions) {
        if (!Stoppers.isStopper(g)) {
            throw new BadInputException("the game is not a stopper (some play alternates forever): it has no"
                    + " simplest form as a stopper");
        }
        LoopyGraph current = tidy(0, lists(g, true), lists(g, false));
        long limit = 1000L + 100L * g.size();
        for (long round = 0; round < limit; round++) {
            boolean[][] ge = order(current, maxPositions);
            LoopyGraph next = fuse(current, ge, maxPositions);
            if (next == null) {
                next = withoutDominated(current, ge, maxPositions);
            }
            if (next == null) {
                next = bypassed(current, ge, maxPositions);
            }
            if (next == null) {
                return current;
            }
            current = next;
        }
        throw new ResourceLimitException("the simplest form of the stopper did not settle in " + limit
                + " steps; give a smaller game", ResourceLimitException.Resource.OTHER, limit);
    }

    /**
     * The left stop ({@code [0]}) and right stop ({@code [1]}) of stopper {@code g}, from its simplest form, in
     * which a subposition equal to a number is that number ({@link Stoppers#stops} on the graph as given plays
     * through a loopy position equal to a number: {@code a{0|{1|a}}} is 1, with stops 1 and 1). When the pairs
     * of positions are more than {@code maxPositions} (over 1,414 positions by default), the stops are those of
     * the graph as given, which are the same unless a loopy position equals a number.
     *
     * @param g a stopper
     * @param games the store of short games
     * @param maxPositions the most positions the order of all pairs of subpositions may take
     * @return the left and right stops
     */
    public static Stop[] stops(LoopyGraph g, CanonicalGames games, int maxPositions) {
        if ((long) g.size() * g.size() > maxPositions) {
            return Stoppers.stops(g, games);
        }
        return Stoppers.stops(simplest(g, maxPositions), games);
    }

    /**
     * {@code ge[u][v]}: node u &ge; node v, for all pairs of nodes of stopper {@code g}, from the outcomes of the
     * graph whose node (u, v) is u - v.
     */
    static boolean[][] order(LoopyGraph g, int maxPositions) {
        int n = g.size();
        long pairs = (long) n * n;
        if (pairs > maxPositions) {
            throw new ResourceLimitException("comparing all " + n + " subpositions of the stopper takes " + pairs
                    + " positions, more than " + maxPositions + "; give a smaller game",
                    ResourceLimitException.Resource.OTHER, pairs);
        }
        int[][] left = new int[n * n][];
        int[][] right = new int[n * n][];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                left[u * n + v] = pairs(g.leftView(u), g.rightView(v), u, v, n);
                right[u * n + v] = pairs(g.rightView(u), g.leftView(v), u, v, n);
            }
        }
        LoopyOutcomes outcomes = new LoopyOutcomes(new LoopyGraph(left, right));
        boolean[][] ge = new boolean[n][n];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                ge[u][v] = outcomes.rightFirst(u * n + v) != Winner.RIGHT;
            }
        }
        return ge;
    }

    /** The moves of u - v for one player: u's options of that player and the negatives of v's of the other. */
    private static int[] pairs(int[] ofU, int[] ofV, int u, int v, int n) {
        int[] out = new int[ofU.length + ofV.length];
        for (int i = 0; i < ofU.length; i++) {
            out[i] = ofU[i] * n + v;
        }
        for (int i = 0; i < ofV.length; i++) {
            out[ofU.length + i] = u * n + ofV[i];
        }
        return out;
    }

    /**
     * Equal nodes made one (the first of each class), or null when no two nodes can be. Making equal nodes one
     * does not always keep the value: a stopper's Left option may equal a Right option of it, and made one they
     * alternate forever (a{pass|{|a}} is off, as is {|a}); a subposition may equal the game (-1 + {1|-1} + {1|-1}
     * has -1 as a subposition), and made one they form a loop of another value. So all at once is kept only when
     * the graph stays a stopper of the same value, else one pair at a time is tried, kept on the same test.
     */
    private static LoopyGraph fuse(LoopyGraph g, boolean[][] ge, int maxPositions) {
        int n = g.size();
        int[] rep = new int[n];
        List<int[]> pairs = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            rep[v] = v;
            for (int u = 0; u < v; u++) {
                if (ge[u][v] && ge[v][u]) {
                    if (rep[v] == v) {
                        rep[v] = rep[u];
                    }
                    pairs.add(new int[] {u, v});
                }
            }
        }
        if (pairs.isEmpty()) {
            return null;
        }
        LoopyGraph all = merged(g, rep);
        if (keeps(all, g, maxPositions)) {
            return all;
        }
        for (int[] pair : pairs) {
            int[] one = new int[n];
            for (int v = 0; v < n; v++) {
                one[v] = v == pair[1] ? pair[0] : v;
            }
            LoopyGraph candidate = merged(g, one);
            if (keeps(candidate, g, maxPositions)) {
                return candidate;
            }
        }
        return null;
    }

    private static LoopyGraph merged(LoopyGraph g, int[] rep) {
        int n = g.size();
        int[][] left = new int[n][];
        int[][] right = new int[n][];
        for (int v = 0; v < n; v++) {
            left[v] = Arrays.stream(g.leftView(v)).map(w -> rep[w]).toArray();
            right[v] = Arrays.stream(g.rightView(v)).map(w -> rep[w]).toArray();
        }
        return tidy(rep[0], left, right);
    }

    /**
     * The graph without dominated options, or null when none can go. All at once is kept when the start keeps
     * its value, else one option at a time, on the same test (through a loop, the option that dominates may
     * owe its worth to the one it dominates).
     */
    private static LoopyGraph withoutDominated(LoopyGraph g, boolean[][] ge, int maxPositions) {
        int n = g.size();
        int[][] left = lists(g, true);
        int[][] right = lists(g, false);
        List<int[]> removals = new ArrayList<>(); // {node, side (1 Left), option}
        for (int v = 0; v < n; v++) {
            for (int side = 0; side < 2; side++) {
                int[][] lists = side == 1 ? left : right;
                int[] kept = undominated(lists[v], ge, side == 1);
                for (int w : lists[v]) {
                    if (!contains(kept, w)) {
                        removals.add(new int[] {v, side, w});
                    }
                }
                lists[v] = kept;
            }
        }
        if (removals.isEmpty()) {
            return null;
        }
        LoopyGraph all = tidy(0, left, right);
        if (keeps(all, g, maxPositions)) {
            return all;
        }
        for (int[] removal : removals) {
            int[][] l = lists(g, true);
            int[][] r = lists(g, false);
            int[][] lists = removal[1] == 1 ? l : r;
            lists[removal[0]] = Arrays.stream(lists[removal[0]]).filter(w -> w != removal[2]).toArray();
            LoopyGraph candidate = tidy(0, l, r);
            if (keeps(candidate, g, maxPositions)) {
                return candidate;
            }
        }
        return null;
    }

    /** True when {@code candidate} is a stopper whose start equals the start of {@code g}. */
    private static boolean keeps(LoopyGraph candidate, LoopyGraph g, int maxPositions) {
        return Stoppers.isStopper(candidate)
                && Integer.valueOf(0).equals(Stoppers.compare(candidate, g, maxPositions));
    }

    private static int[] undominated(int[] options, boolean[][] ge, boolean leftSide) {
        return Arrays.stream(options).filter(w -> Arrays.stream(options)
                .noneMatch(o -> o != w && (leftSide ? ge[o][w] : ge[w][o]))).toArray();
    }

    /** The graph with one reversible option bypassed, or null when no bypass keeps a stopper of the same value. */
    private static LoopyGraph bypassed(LoopyGraph g, boolean[][] ge, int maxPositions) {
        for (int v = 0; v < g.size(); v++) {
            for (boolean leftSide : new boolean[] {true, false}) {
                for (int w : g.options(v, leftSide)) {
                    for (int x : g.options(w, !leftSide)) {
                        boolean reverses = leftSide ? ge[v][x] : ge[x][v];
                        int[] replacement = g.options(x, leftSide);
                        if (!reverses || contains(replacement, w)) {
                            continue;
                        }
                        LoopyGraph candidate = bypass(g, v, leftSide, w, replacement);
                        if (keeps(candidate, g, maxPositions)) {
                            return candidate;
                        }
                    }
                }
            }
        }
        return null;
    }

    private static LoopyGraph bypass(LoopyGraph g, int v, boolean leftSide, int w, int[] replacement) {
        int[][] left = lists(g, true);
        int[][] right = lists(g, false);
        int[][] side = leftSide ? left : right;
        Set<Integer> options = new LinkedHashSet<>();
        for (int o : side[v]) {
            if (o != w) {
                options.add(o);
            }
        }
        for (int o : replacement) {
            options.add(o);
        }
        side[v] = options.stream().mapToInt(Integer::intValue).toArray();
        return tidy(0, left, right);
    }

    private static boolean contains(int[] a, int x) {
        return Arrays.stream(a).anyMatch(y -> y == x);
    }

    private static int[][] lists(LoopyGraph g, boolean leftSide) {
        int[][] out = new int[g.size()][];
        for (int v = 0; v < g.size(); v++) {
            out[v] = g.options(v, leftSide).clone();
        }
        return out;
    }

    /** The nodes reachable from {@code start}, each option list without repeats. */
    private static LoopyGraph tidy(int start, int[][] left, int[][] right) {
        for (int v = 0; v < left.length; v++) {
            left[v] = Arrays.stream(left[v]).distinct().toArray();
            right[v] = Arrays.stream(right[v]).distinct().toArray();
        }
        return LoopyGraph.reachable(start, left, right);
    }
}
