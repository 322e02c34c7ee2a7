package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Outcomes, sums and the stopper test on random loopy graphs of up to 12 positions, against brute force written
 * here: labels iterated to a fixed point over all states at once (not the engine's queue with move counters), the
 * sum's states enumerated as pairs without building its graph, and alternating runs counted by length.
 */
class LoopyOutcomesTest {
    static LoopyGraph random(Random r, int n, double density) {
        int[][] left = new int[n][];
        int[][] right = new int[n][];
        for (int v = 0; v < n; v++) {
            left[v] = r.ints(r.nextInt(3) == 0 ? 0 : 1 + r.nextInt(3), 0, n).filter(w -> r.nextDouble() < density)
                    .distinct().toArray();
            right[v] = r.ints(r.nextInt(3) == 0 ? 0 : 1 + r.nextInt(3), 0, n).filter(w -> r.nextDouble() < density)
                    .distinct().toArray();
        }
        return new LoopyGraph(left, right);
    }

    /** Brute force: {@code win[p][v]} is +1 when the mover p (0 Left) wins at v, -1 when the mover loses, 0 draw. */
    interface Moves {
        int[] of(int state, int player);
    }

    static int[][] fixedPoint(int states, Moves moves) {
        int[][] label = new int[2][states];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p = 0; p < 2; p++) {
                for (int s = 0; s < states; s++) {
                    if (label[p][s] != 0) {
                        continue;
                    }
                    boolean win = false;
                    boolean allLost = true;
                    for (int t : moves.of(s, p)) {
                        win |= label[1 - p][t] == -1;
                        allLost &= label[1 - p][t] == 1;
                    }
                    int now = win ? 1 : allLost ? -1 : 0;
                    if (now != 0) {
                        label[p][s] = now;
                        changed = true;
                    }
                }
            }
        }
        return label;
    }

    /** The moves of g + h on states a * |h| + b (g at a, h at b), a move in one component, without its graph. */
    static Moves pairMoves(LoopyGraph g, LoopyGraph h) {
        int m = h.size();
        return (s, p) -> {
            int a = s / m;
            int b = s % m;
            int[] ga = p == 0 ? g.left(a) : g.right(a);
            int[] hb = p == 0 ? h.left(b) : h.right(b);
            int[] out = new int[ga.length + hb.length];
            for (int i = 0; i < ga.length; i++) {
                out[i] = ga[i] * m + b;
            }
            for (int i = 0; i < hb.length; i++) {
                out[ga.length + i] = a * m + hb[i];
            }
            return out;
        };
    }

    static Winner winner(int moverLabel, boolean leftMoves) {
        if (moverLabel == 0) {
            return Winner.DRAW;
        }
        return (moverLabel == 1) == leftMoves ? Winner.LEFT : Winner.RIGHT;
    }

    @Test
    void outcomesWithEachPlayerFirstMatchTheFixedPointOnRandomGraphs() {
        Random r = new Random(20261129);
        for (int trial = 0; trial < 3000; trial++) {
            LoopyGraph g = random(r, 1 + r.nextInt(12), 0.3 + 0.7 * r.nextDouble());
            int[][] label = fixedPoint(g.size(), (v, p) -> p == 0 ? g.left(v) : g.right(v));
            LoopyOutcomes o = new LoopyOutcomes(g);
            for (int v = 0; v < g.size(); v++) {
                assertThat(o.leftFirst(v)).as("trial %d node %d", trial, v).isEqualTo(winner(label[0][v], true));
                assertThat(o.rightFirst(v)).as("trial %d node %d", trial, v).isEqualTo(winner(label[1][v], false));
            }
        }
    }

    @Test
    void sumsAgreeWithPlayOnPairsOfPositions() {
        Random r = new Random(7);
        for (int trial = 0; trial < 500; trial++) {
            LoopyGraph g = random(r, 1 + r.nextInt(8), 0.6);
            LoopyGraph h = random(r, 1 + r.nextInt(8), 0.6);
            int[][] label = fixedPoint(g.size() * h.size(), pairMoves(g, h));
            LoopyOutcomes sum = new LoopyOutcomes(LoopyGraph.sum(g, h, 1000));
            assertThat(sum.leftFirst(0)).as("trial %d", trial).isEqualTo(winner(label[0][0], true));
            assertThat(sum.rightFirst(0)).as("trial %d", trial).isEqualTo(winner(label[1][0], false));
        }
    }

    @Test
    void stopperTestMatchesAlternatingRunsLongerThanTheStates() {
        Random r = new Random(11);
        int stoppers = 0;
        for (int trial = 0; trial < 3000; trial++) {
            LoopyGraph g = random(r, 1 + r.nextInt(12), 0.2 + 0.5 * r.nextDouble());
            int n = g.size();
            // runs[p][v]: an alternating run of the current length starts at v with p to move; a run of 2n + 1
            // moves repeats a state, so it can go on forever
            boolean[][] runs = new boolean[2][n];
            for (int v = 0; v < n; v++) {
                runs[0][v] = true;
                runs[1][v] = true;
            }
            for (int length = 1; length <= 2 * n + 1; length++) {
                boolean[][] next = new boolean[2][n];
                for (int p = 0; p < 2; p++) {
                    for (int v = 0; v < n; v++) {
                        for (int w : p == 0 ? g.left(v) : g.right(v)) {
                            next[p][v] |= runs[1 - p][w];
                        }
                    }
                }
                runs = next;
            }
            boolean infinite = false;
            for (int v = 0; v < n; v++) {
                infinite |= runs[0][v] || runs[1][v];
            }
            assertThat(Stoppers.isStopper(g)).as("trial %d", trial).isEqualTo(!infinite);
            stoppers += infinite ? 0 : 1;
        }
        assertThat(stoppers).as("stoppers among the random graphs").isBetween(300, 2700);
    }

    @Test
    void aSumPastItsBudgetSaysHowManyPositionsItCouldHave() {
        LoopyGraph g = random(new Random(3), 12, 1.0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LoopyGraph.sum(g, g, 5))
                .isInstanceOf(org.sprague.ResourceLimitException.class)
                .hasMessageContaining("more than 5 positions (of at most 144)");
    }
}
