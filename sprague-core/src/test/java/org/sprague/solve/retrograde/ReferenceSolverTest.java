package org.sprague.solve.retrograde;

import org.sprague.graph.GameGraph;

/** The hand-worked graphs against the test reference itself. */
class ReferenceSolverTest extends TurnGameSolverTest {
    @Override
    TurnGameSolution solve(GameGraph graph) {
        return new FixpointTurnGameSolver().solve(graph);
    }
}
