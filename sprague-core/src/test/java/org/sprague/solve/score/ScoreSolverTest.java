package org.sprague.solve.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.game.ScoreGame;
import org.sprague.value.Outcome;

/**
 * The contract of {@link ScoreSolver}, run against every implementation: values equal a plain recursive negamax on
 * random finite games, optimal moves are exactly the moves achieving the value, long lines do not overflow the
 * stack, cycles and budgets are reported.
 */
abstract class ScoreSolverTest {
    abstract <P> ScoreSolver<P> solver(ScoreGame<P> game);

    abstract <P> ScoreSolver<P> solver(ScoreGame<P> game, long maxPositions);

    /** A random acyclic game on positions 0..n-1: moves go to larger positions. */
    record RandomGame(int n, int[][] targets, long[][] scores, boolean[][] passes, long[] terminal)
            implements ScoreGame<Integer> {
        static RandomGame of(long seed, int n, boolean keepTurns, int scoreRange) {
            Random r = new Random(seed);
            int[][] targets = new int[n][];
            long[][] scores = new long[n][];
            boolean[][] passes = new boolean[n][];
            long[] terminal = new long[n];
            for (int p = 0; p < n; p++) {
                int k = p == n - 1 ? 0 : r.nextInt(Math.min(4, n - 1 - p) + 1);
                targets[p] = new int[k];
                scores[p] = new long[k];
                passes[p] = new boolean[k];
                for (int j = 0; j < k; j++) {
                    targets[p][j] = p + 1 + r.nextInt(n - 1 - p);
                    scores[p][j] = r.nextInt(2 * scoreRange + 1) - scoreRange;
                    passes[p][j] = !keepTurns || r.nextInt(3) > 0;
                }
                terminal[p] = r.nextInt(2 * scoreRange + 1) - scoreRange;
            }
            return new RandomGame(n, targets, scores, passes, terminal);
        }

        @Override
        public void forEachMove(Integer p, MoveSink<Integer> sink) {
            for (int j = 0; j < targets[p].length; j++) {
                sink.move(targets[p][j], scores[p][j], passes[p][j]);
            }
        }

        @Override
        public long terminalScore(Integer p) {
            return terminal[p];
        }

        /** Plain recursive negamax with a memo: the oracle. */
        long negamax(int p, Map<Integer, Long> memo) {
            Long known = memo.get(p);
            if (known != null) {
                return known;
            }
            long v;
            if (targets[p].length == 0) {
                v = terminal[p];
            } else {
                v = Long.MIN_VALUE;
                for (int j = 0; j < targets[p].length; j++) {
                    long c = negamax(targets[p][j], memo);
                    v = Math.max(v, passes[p][j] ? scores[p][j] - c : scores[p][j] + c);
                }
            }
            memo.put(p, v);
            return v;
        }
    }

    @Test
    void valuesAndOptimalMovesEqualPlainNegamaxOnRandomGames() {
        for (long seed = 0; seed < 400; seed++) {
            RandomGame game = RandomGame.of(seed, 2 + (int) (seed % 30), seed % 2 == 0, seed % 3 == 0 ? 1 : 20);
            Map<Integer, Long> memo = new HashMap<>();
            ScoreSolver<Integer> solver = solver(game);
            // ask in a seeded order, so the table holds bounds from earlier searches
            List<Integer> order = new ArrayList<>();
            for (int p = 0; p < game.n(); p++) {
                order.add(p);
            }
            java.util.Collections.shuffle(order, new Random(seed));
            for (int p : order) {
                long expected = game.negamax(p, memo);
                assertThat(solver.value(p)).as("seed %d position %d", seed, p).isEqualTo(expected);
                assertThat(solver.outcome(p)).isEqualTo(ScoreSolver.outcomeOf(expected));
                List<ScoredMove<Integer>> moves = solver.moves(p);
                assertThat(moves).hasSize(game.targets()[p].length);
                List<Integer> optimal = new ArrayList<>();
                for (int j = 0; j < moves.size(); j++) {
                    ScoredMove<Integer> m = moves.get(j);
                    long c = game.negamax(game.targets()[p][j], memo);
                    long through = game.passes()[p][j] ? game.scores()[p][j] - c : game.scores()[p][j] + c;
                    assertThat(m.value()).isEqualTo(through);
                    if (through == expected) {
                        optimal.add(m.next());
                    }
                }
                assertThat(solver.optimalMoves(p)).extracting(ScoredMove::next).containsExactlyElementsOf(optimal);
            }
        }
    }

    @Test
    void outcomeFollowsTheSignOfTheValue() {
        assertThat(ScoreSolver.outcomeOf(3)).isEqualTo(Outcome.FIRST);
        assertThat(ScoreSolver.outcomeOf(-1)).isEqualTo(Outcome.SECOND);
        assertThat(ScoreSolver.outcomeOf(0)).isEqualTo(Outcome.DRAW);
    }

    /** n tokens; a move takes one token worth 1 and passes the turn (or keeps it). */
    record Line(boolean passes) implements ScoreGame<Integer> {
        @Override
        public void forEachMove(Integer n, MoveSink<Integer> sink) {
            if (n > 0) {
                sink.move(n - 1, 1, passes);
            }
        }
    }

    @Test
    void aLineOfAHundredThousandMovesDoesNotOverflowTheStack() {
        assertThat(solver(new Line(true)).value(100_000)).isEqualTo(0);
        assertThat(solver(new Line(true)).value(100_001)).isEqualTo(1);
        assertThat(solver(new Line(false)).value(100_000)).isEqualTo(100_000);
    }

    @Test
    void aCycleIsReported() {
        ScoreGame<Integer> cyclic = (p, sink) -> sink.move((p + 1) % 3, 1);
        assertThatThrownBy(() -> solver(cyclic).value(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cycle");
    }

    @Test
    void thePositionBudgetIsEnforced() {
        assertThatThrownBy(() -> solver(new Line(true), 100).value(1000))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("100 positions");
    }

    @Test
    void aTerminalPositionIsWorthItsAdjustment() {
        ScoreGame<Integer> lostIfStuck = new ScoreGame<>() {
            @Override
            public void forEachMove(Integer p, MoveSink<Integer> sink) {
                if (p > 0) {
                    sink.move(p - 1, 0);
                }
            }

            @Override
            public long terminalScore(Integer p) {
                return -1;
            }
        };
        // normal play on a line: the player to move wins exactly when the count is odd
        for (int n = 0; n < 10; n++) {
            assertThat(solver(lostIfStuck).value(n)).isEqualTo(n % 2 == 1 ? 1 : -1);
        }
    }
}
