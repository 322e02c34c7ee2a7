package org.sprague.solve.score;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.ScoreGame;

class AlphaBetaNegamaxSolverTest extends ScoreSolverTest {
    @Override
    <P> ScoreSolver<P> solver(ScoreGame<P> game) {
        return new AlphaBetaNegamaxSolver<>(game);
    }

    @Override
    <P> ScoreSolver<P> solver(ScoreGame<P> game, long maxPositions) {
        return new AlphaBetaNegamaxSolver<>(game, maxPositions);
    }

    /** Narrow windows must give sound fail-soft bounds, and later exact searches must not be misled by them. */
    @Test
    void narrowWindowsGiveSoundBounds() {
        Random r = new Random(7);
        for (long seed = 0; seed < 300; seed++) {
            RandomGame game = RandomGame.of(seed, 3 + (int) (seed % 25), seed % 2 == 1, 5);
            AlphaBetaNegamaxSolver<Integer> solver = new AlphaBetaNegamaxSolver<>(game);
            MemoizedNegamaxSolver<Integer> exact = new MemoizedNegamaxSolver<>(game);
            for (int k = 0; k < 40; k++) {
                int p = r.nextInt(game.n());
                long a = r.nextInt(31) - 15;
                long b = a + 1 + r.nextInt(10);
                long v = solver.search(p, a, b);
                long truth = exact.value(p);
                if (v <= a) {
                    assertThat(truth).isLessThanOrEqualTo(v);
                } else if (v >= b) {
                    assertThat(truth).isGreaterThanOrEqualTo(v);
                } else {
                    assertThat(truth).isEqualTo(v);
                }
            }
            for (int p = 0; p < game.n(); p++) {
                assertThat(solver.value(p)).isEqualTo(exact.value(p));
            }
        }
    }
}
