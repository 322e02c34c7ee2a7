package org.sprague.solve.score;

import org.sprague.game.ScoreGame;

class MemoizedNegamaxSolverTest extends ScoreSolverTest {
    @Override
    <P> ScoreSolver<P> solver(ScoreGame<P> game) {
        return new MemoizedNegamaxSolver<>(game);
    }

    @Override
    <P> ScoreSolver<P> solver(ScoreGame<P> game, long maxPositions) {
        return new MemoizedNegamaxSolver<>(game, maxPositions);
    }
}
