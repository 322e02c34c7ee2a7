package org.sprague.partizan.ruleset;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * The graph of every position a partizan ruleset reaches from a start, play allowed to return to a position: the
 * loopy game whose nodes are the positions and whose Left (Right) edges are Left's (Right's) moves (Siegel,
 * <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI: a loopy game is such a graph with a start). Built breadth
 * first, node 0 the start, each position once; held to a number of positions, to the run's memory and to its
 * search steps, past any of which it stops with the figure reached.
 *
 * @param <P> the position type
 */
public final class RulesetGraph<P> {
    /** What one position costs while the graph is built, an estimate (bytes): the position, its map entry, options. */
    public static final long BYTES_PER_POSITION = 320;
    /** Search steps one position costs: its moves listed, its options looked up, its states analysed. */
    public static final double STEPS_PER_POSITION = 200;

    private final List<P> positions;
    private final LoopyGraph graph;

    private RulesetGraph(List<P> positions, LoopyGraph graph) {
        this.positions = positions;
        this.graph = graph;
    }

    /**
     * Builds the graph of {@code start}.
     *
     * @param rules the game's moves
     * @param start the start position
     * @param maxPositions the most positions the graph may have
     * @param budget the run's memory and search steps
     * @param deadline the run's time
     * @param <P> the position type
     * @return the graph, node 0 the start
     * @throws ResourceLimitException when the positions are more than {@code maxPositions}, than the memory holds
     *     or than the search steps pay for, saying how many were reached
     */
    public static <P> RulesetGraph<P> of(PartizanRuleset<P> rules, P start, int maxPositions, Budget budget,
            Budget.Deadline deadline) {
        long bySteps = (long) Math.min(Integer.MAX_VALUE, Math.max(1, budget.searchSteps() / STEPS_PER_POSITION));
        int limit = (int) Math.min(maxPositions, bySteps);
        MemoryBudget.Account memory = budget.memory().open();
        Map<P, Integer> number = new HashMap<>();
        List<P> order = new ArrayList<>();
        List<int[]> left = new ArrayList<>();
        List<int[]> right = new ArrayList<>();
        number.put(start, 0);
        order.add(start);
        for (int i = 0; i < order.size(); i++) {
            if ((i & 1023) == 0) {
                deadline.check("the graph of the game had " + order.size() + " positions");
            }
            P p = order.get(i);
            for (int side = 0; side < 2; side++) {
                List<PartizanMove<P>> moves = rules.distinctMoves(p, side == 0);
                int[] out = new int[moves.size()];
                for (int k = 0; k < out.length; k++) {
                    P to = moves.get(k).to();
                    Integer id = number.get(to);
                    if (id == null) {
                        if (order.size() >= limit) {
                            throw tooLarge(limit, maxPositions, bySteps);
                        }
                        memory.requireGrowing(BYTES_PER_POSITION, "the positions of the game's graph");
                        id = order.size();
                        number.put(to, id);
                        order.add(to);
                    }
                    out[k] = id;
                }
                (side == 0 ? left : right).add(out);
            }
        }
        return new RulesetGraph<>(List.copyOf(order),
                new LoopyGraph(left.toArray(new int[0][]), right.toArray(new int[0][])));
    }

    private static ResourceLimitException tooLarge(int limit, int maxPositions, long bySteps) {
        if (limit < maxPositions) {
            double steps = (double) limit * STEPS_PER_POSITION;
            return Budget.refusal("the game's graph has more than " + limit + " positions, more than the search"
                    + " steps pay for (" + String.format(java.util.Locale.ROOT, "%.0e", steps) + " steps at "
                    + (long) STEPS_PER_POSITION + " a position); give a smaller position", steps * 2);
        }
        return new ResourceLimitException("the game's graph has more than " + maxPositions + " positions, the most"
                + " it may have; give a smaller position", ResourceLimitException.Resource.OTHER, maxPositions);
    }

    /**
     * The positions, node {@code v} being {@code positions().get(v)}.
     *
     * @return the positions in the order of their nodes
     */
    public List<P> positions() {
        return positions;
    }

    /**
     * The loopy game: node 0 the start.
     *
     * @return the graph
     */
    public LoopyGraph graph() {
        return graph;
    }
}
