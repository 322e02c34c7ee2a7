package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.solve.retrograde.TurnGames;
import org.sprague.value.Outcome;

class GeneralizedSpragueGrundyTest {
    private static LoopyValues values(String text) {
        return GeneralizedSpragueGrundy.compute(TurnGames.graph(text));
    }

    private static String describe(String text, String node) {
        GameGraph g = TurnGames.graph(text);
        return GeneralizedSpragueGrundy.compute(g).describe(g.find(node));
    }

    @Test
    void acyclicGraphsGetOrdinaryGrundyValues() {
        // c terminal (0), b -> c (1), a -> b, c (2), d -> a, b, c (3), e -> d (0)
        String g = "a b\na c\nb c\nd a\nd b\nd c\ne d\n";
        assertThat(describe(g, "c")).isEqualTo("0");
        assertThat(describe(g, "b")).isEqualTo("1");
        assertThat(describe(g, "a")).isEqualTo("2");
        assertThat(describe(g, "d")).isEqualTo("3");
        assertThat(describe(g, "e")).isEqualTo("0");
    }

    @Test
    void loopsWithoutExitAreInfiniteWithNothingReachable() {
        assertThat(describe("s s\n", "s")).isEqualTo("∞()");
        assertThat(describe("a b\nb a\n", "a")).isEqualTo("∞()");
        assertThat(values("a b\nb a\n").outcome(0)).isEqualTo(Outcome.DRAW);
    }

    @Test
    void selfLoopBesideATerminalIsInfinityOfZero() {
        // u can win at once (move to t) or stall (u -> u): ∞(0), a first-player win
        String g = "u u\nu t\n";
        assertThat(describe(g, "u")).isEqualTo("∞(0)");
        assertThat(values(g).outcome(0)).isEqualTo(Outcome.FIRST);
    }

    @Test
    void cycleWithAnExitIsFinite() {
        // a -> b only; b -> a or c (terminal): a is lost (0), b wins (1) although the graph is cyclic
        String g = "a b\nb a\nb c\n";
        assertThat(describe(g, "a")).isEqualTo("0");
        assertThat(describe(g, "b")).isEqualTo("1");
    }

    @Test
    void finiteValueAboveAnInfiniteFollower() {
        // u -> u, u -> y (value 1) is ∞(1); x -> t (0), x -> u has value 1: the move to u is answered by u -> y
        String g = "x t\nx u\nu u\nu y\ny t\n";
        assertThat(describe(g, "u")).isEqualTo("∞(1)");
        assertThat(describe(g, "x")).isEqualTo("1");
        // without that answer x is infinite: u -> u, u -> t is ∞(0), and x + *1 can escape to the draw u + *1
        assertThat(describe("x t\nx u\nu u\nu t\n", "x")).isEqualTo("∞(0)");
    }

    @Test
    void infinityRecordsEveryReachableFiniteValue() {
        // v: moves to t (0), w (2: w -> t, w -> s, s -> t) and to itself
        String g = "v t\nv w\nw t\nw s\ns t\nv v\n";
        assertThat(describe(g, "w")).isEqualTo("2");
        assertThat(describe(g, "v")).isEqualTo("∞(0,2)");
        // a loop through z that z can leave for a 0 is no loop at all: z = 0, v = 1
        assertThat(describe("v t\nv w\nw t\nw s\ns t\nv z\nz v\n", "v")).isEqualTo("1");
    }

    @Test
    void labelsBecomeMoves() {
        String g = "a : win\nb : loss\nc : draw\np a\np b\n";
        assertThat(describe(g, "a")).isEqualTo("1");
        assertThat(describe(g, "b")).isEqualTo("0");
        assertThat(describe(g, "c")).isEqualTo("∞()");
        assertThat(describe(g, "p")).isEqualTo("2");
    }

    @Test
    void handWorkedSums() {
        // u = ∞(0); h1 is a Nim heap of 1 (-> h0); h0 = 0
        String text = "u u\nu t\nh1 h0\nw w\nw t2\nw t3\n";
        GameGraph g = TurnGames.graph(text);
        LoopyValues v = GeneralizedSpragueGrundy.compute(g);
        int u = g.find("u");
        int h1 = g.find("h1");
        int h0 = g.find("h0");
        int w = g.find("w");
        assertThat(v.sumOutcome(new int[] {u, h0})).isEqualTo(Outcome.FIRST); // move u -> t
        assertThat(v.sumOutcome(new int[] {u, h1})).isEqualTo(Outcome.DRAW); // ∞(0) + *1: 1 not in K
        assertThat(v.describeSum(new int[] {u, h1})).isEqualTo("∞(1)");
        assertThat(v.sumOutcome(new int[] {h1, h1})).isEqualTo(Outcome.SECOND);
        assertThat(v.sumOutcome(new int[] {u, w})).isEqualTo(Outcome.DRAW); // two infinities
        assertThat(v.describeSum(new int[] {u, w})).isEqualTo("∞()");
    }

    @Test
    void outcomesAgreeWithRetrogradeAnalysisOnLabelledGraphs() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 400; round++) {
            int n = 1 + r.nextInt(15);
            GameGraph g = TurnGames.random(r, n, r.nextInt(3 * n + 1), true);
            LoopyValues v = GeneralizedSpragueGrundy.compute(g);
            TurnGameSolution s = new CountingRetrogradeSolver().solve(g);
            for (int u = 0; u < n; u++) {
                assertThat(v.outcome(u)).as("round %d node %d (%s)", round, u, v.describe(u))
                        .isEqualTo(s.outcome(u));
            }
        }
    }

    /**
     * The defining property, checked by brute force: u has finite value g exactly when u + *g (a Nim heap of g) is
     * a loss, and ∞(K) exactly when u + *h is a win for h in K and a draw for h not in K. Sums of two nodes of
     * random graphs are checked against the sum graph solved by retrograde analysis.
     */
    @Test
    void valuesPredictSumsSolvedByBruteForce() {
        SplittableRandom r = new SplittableRandom(11);
        for (int round = 0; round < 250; round++) {
            int n = 1 + r.nextInt(7);
            GameGraph g = TurnGames.random(r, n, r.nextInt(3 * n + 1), false);
            LoopyValues v = GeneralizedSpragueGrundy.compute(g);
            int heaps = n + 2;
            GameGraph withHeap = SumGraphs.withNimHeap(g, heaps);
            TurnGameSolution s = new CountingRetrogradeSolver().solve(withHeap);
            for (int u = 0; u < n; u++) {
                for (int h = 0; h < heaps; h++) {
                    Outcome want;
                    if (v.isInfinite(u)) {
                        int hh = h;
                        want = java.util.Arrays.stream(v.reach(u)).anyMatch(k -> k == hh) ? Outcome.FIRST : Outcome.DRAW;
                    } else {
                        want = v.value(u) == h ? Outcome.SECOND : Outcome.FIRST;
                    }
                    assertThat(s.outcome(SumGraphs.pair(u, h, heaps))).as("round %d: %s + *%d", round, v.describe(u), h)
                            .isEqualTo(want);
                }
            }
            GameGraph square = SumGraphs.sum(g, g);
            TurnGameSolution sq = new CountingRetrogradeSolver().solve(square);
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    assertThat(v.sumOutcome(new int[] {a, b})).as("round %d: %s + %s", round, v.describe(a), v.describe(b))
                            .isEqualTo(sq.outcome(SumGraphs.pair(a, b, n)));
                }
            }
        }
    }
}
