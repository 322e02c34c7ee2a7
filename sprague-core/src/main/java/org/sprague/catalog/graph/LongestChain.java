package org.sprague.catalog.graph;

import java.util.function.LongConsumer;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;

/**
 * The "longest non-zero chain" of a decided node (the length of optimal play, Smith's remoteness: C. A. B. Smith,
 * "Graphs and composite games", Journal of Combinatorial Theory 1, 1966), as a number, on an equivalent graph: every
 * node labelled {@code win} gets one move to a new node without moves (a loss), so that plays end only at losses
 * and draws. Optimal play from a decided node (winner hurries, loser delays) then follows a chain of remoteness + 1
 * nodes of that graph, its remoteness counted there: one more than in the file's graph wherever the chain ends at
 * a {@code win} label. A graph's longest chain is the greatest over its nodes (0 when every node is drawn), the
 * number of rounds the template's propagation takes.
 */
final class LongestChain {
    private final TurnGameSolution equivalent;

    /** @param solved the solution of {@code graph} itself, reused when no node is labelled {@code win} */
    LongestChain(GameGraph graph, TurnGameSolution solved) {
        boolean wins = false;
        for (int u = 0; u < graph.nodeCount() && graph.hasLabels() && !wins; u++) {
            wins = graph.label(u) == TerminalLabel.WIN;
        }
        equivalent = wins ? new CountingRetrogradeSolver().solve(equivalentGraph(graph)) : solved;
    }

    /** The chain from {@code node} in nodes, or {@code null} for a draw. */
    Long of(int node) {
        return equivalent.outcome(node) == Outcome.DRAW ? null : equivalent.remoteness(node) + 1;
    }

    /** The longest chain from any node of the file. */
    long whole(int nodes) {
        long longest = 0;
        for (int u = 0; u < nodes; u++) {
            Long c = of(u);
            longest = c == null ? longest : Math.max(longest, c);
        }
        return longest;
    }

    /** The file's graph with node {@code n} added, and every {@code win} label turned into a move to it. */
    private static IndexedTurnGame equivalentGraph(GameGraph graph) {
        int n = graph.nodeCount();
        return new IndexedTurnGame() {
            @Override
            public long size() {
                return n + 1L;
            }

            @Override
            public TerminalLabel label(long p) {
                return p == n || graph.label((int) p) == TerminalLabel.WIN ? TerminalLabel.NONE : graph.label(p);
            }

            @Override
            public void forEachMove(long p, LongConsumer sink) {
                if (p == n) {
                    return;
                }
                if (graph.label((int) p) == TerminalLabel.WIN) {
                    sink.accept(n);
                } else {
                    graph.forEachMove(p, sink);
                }
            }
        };
    }
}
