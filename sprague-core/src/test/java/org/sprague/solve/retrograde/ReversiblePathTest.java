package org.sprague.solve.retrograde;

import org.sprague.graph.GameGraph;

/** The hand-worked graphs through the un-move path. */
class ReversiblePathTest extends TurnGameSolverTest {
    @Override
    TurnGameSolution solve(GameGraph graph) {
        return new CountingRetrogradeSolver().solve(TurnGames.reversible(graph));
    }
}
