package org.sprague.solve.retrograde;

import org.sprague.graph.GameGraph;

/** The hand-worked graphs through the implicit-game path (parent lists from two passes over the moves). */
class ImplicitPathTest extends TurnGameSolverTest {
    @Override
    TurnGameSolution solve(GameGraph graph) {
        return new CountingRetrogradeSolver().solve(TurnGames.implicit(graph));
    }
}
