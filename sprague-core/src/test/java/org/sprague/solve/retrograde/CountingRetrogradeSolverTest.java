package org.sprague.solve.retrograde;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;

/** The counting solver on explicit graphs (its fast path), with random graphs against the reference. */
class CountingRetrogradeSolverTest extends TurnGameSolverTest {
    @Override
    TurnGameSolution solve(GameGraph graph) {
        return new CountingRetrogradeSolver().solve(graph);
    }

    @Test
    void everyPathAgreesWithTheReferenceOnRandomGraphs() {
        SplittableRandom r = new SplittableRandom(2024);
        for (int round = 0; round < 600; round++) {
            int n = 1 + r.nextInt(24);
            int moves = r.nextInt(3 * n + 1);
            GameGraph g = TurnGames.random(r, n, moves, round % 3 != 0);
            TurnGameSolution want = new FixpointTurnGameSolver().solve(g);
            CountingRetrogradeSolver solver = new CountingRetrogradeSolver();
            TurnGameSolution[] got = {solver.solve(g), solver.solve(TurnGames.implicit(g)),
                solver.solve(TurnGames.reversible(g))};
            for (TurnGameSolution s : got) {
                for (int u = 0; u < n; u++) {
                    assertThat(s.outcome(u)).as("round %d node %d", round, u).isEqualTo(want.outcome(u));
                    assertThat(s.remoteness(u)).as("round %d node %d", round, u).isEqualTo(want.remoteness(u));
                }
            }
        }
    }

    /** Graphs large enough that big levels are found by scanning (over 64 positions and n/32 in one level). */
    @Test
    void largeLevelsAgreeWithTheReference() {
        SplittableRandom r = new SplittableRandom(99);
        for (int round = 0; round < 6; round++) {
            int n = 2000 + r.nextInt(2000);
            GameGraph g = round % 2 == 0 ? TurnGames.random(r, n, n * (1 + round / 2), round % 4 == 0)
                    : acyclic(r, n, 3 * n);
            TurnGameSolution want = new FixpointTurnGameSolver().solve(g);
            CountingRetrogradeSolver solver = new CountingRetrogradeSolver();
            TurnGameSolution[] got = {solver.solve(g), solver.solve(TurnGames.implicit(g)),
                solver.solve(TurnGames.reversible(g))};
            for (TurnGameSolution s : got) {
                for (int u = 0; u < n; u++) {
                    assertThat(s.outcome(u)).as("round %d node %d", round, u).isEqualTo(want.outcome(u));
                    assertThat(s.remoteness(u)).as("round %d node %d", round, u).isEqualTo(want.remoteness(u));
                }
            }
        }
    }

    private static GameGraph acyclic(SplittableRandom r, int n, int moves) {
        int[] from = new int[moves];
        int[] to = new int[moves];
        for (int i = 0; i < moves; i++) {
            from[i] = r.nextInt(n - 1);
            to[i] = from[i] + 1 + r.nextInt(Math.min(50, n - 1 - from[i]));
        }
        return GameGraph.fromEdges(n, from, to, moves, null, null);
    }

    @Test
    void memoryIsCheckedBeforeSolving() {
        GameGraph g = TurnGames.random(new SplittableRandom(1), 1000, 5000, false);
        assertThatThrownBy(() -> new CountingRetrogradeSolver(MemoryBudget.bytes(10_000)).solve(g))
                .isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("1000 positions and 5000 moves").hasMessageContaining("MiB");
        assertThatThrownBy(() -> new CountingRetrogradeSolver(MemoryBudget.bytes(10_000)).solve(TurnGames.implicit(g)))
                .isInstanceOf(ResourceLimitException.class);
        // within budget: 8 bytes a node + 4 a move + 4
        assertThat(new CountingRetrogradeSolver(MemoryBudget.bytes(8 * 1000 + 4 * 5000 + 4)).solve(g).size())
                .isEqualTo(1000);
    }

    @Test
    void tooManyPositionsIsAResourceLimit() {
        IndexedTurnGame huge = new IndexedTurnGame() {
            @Override
            public long size() {
                return 1L << 40;
            }

            @Override
            public TerminalLabel label(long p) {
                return TerminalLabel.NONE;
            }

            @Override
            public void forEachMove(long p, LongConsumer sink) {
            }
        };
        assertThatThrownBy(() -> new CountingRetrogradeSolver().solve(huge))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("1099511627776 positions");
    }

    @Test
    void deepGraphsResolveLevelByLevel() {
        // a path of 100000 nodes: remoteness equals the distance to the end
        int n = 100_000;
        int[] from = new int[n - 1];
        int[] to = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            from[i] = i;
            to[i] = i + 1;
        }
        TurnGameSolution s = new CountingRetrogradeSolver().solve(GameGraph.fromEdges(n, from, to, n - 1, null, null));
        for (int i = 0; i < n; i++) {
            assertThat(s.remoteness(i)).isEqualTo(n - 1 - i);
        }
    }
}
