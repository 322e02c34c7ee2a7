package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;
import org.sprague.value.Outcome;

/**
 * The contract of {@link GrundySolver}, run against every implementation. Games are given once as option
 * functions on integers, and each implementation adapts them.
 */
abstract class GrundySolverContractTest {
    /** Options of a position numbered {@code n} in a game with positions {@code 0 .. size-1}. */
    interface IntGame {
        void options(int n, IntConsumer sink);
    }

    abstract GrundySolver<Integer> solver(IntGame game, int size);

    static final IntGame SUBTRACT_134 = (n, sink) -> {
        for (int s : new int[] {1, 3, 4}) {
            if (s <= n) {
                sink.accept(n - s);
            }
        }
    };

    static final IntGame NIM_HEAP = (n, sink) -> {
        for (int m = 0; m < n; m++) {
            sink.accept(m);
        }
    };

    @Test
    void nimHeapHasItsSizeAsValue() {
        GrundySolver<Integer> s = solver(NIM_HEAP, 40);
        for (int n = 0; n < 40; n++) {
            assertThat(s.grundy(n)).isEqualTo(n);
            assertThat(s.outcome(n)).isEqualTo(n == 0 ? Outcome.SECOND : Outcome.FIRST);
        }
    }

    @Test
    void subtractionOneThreeFourHasPeriodSeven() {
        // S = {1,3,4}: 0 1 0 1 2 3 2, repeated (Winning Ways, ch. 4)
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        GrundySolver<Integer> s = solver(SUBTRACT_134, 200);
        for (int n = 0; n < 200; n++) {
            assertThat(s.grundy(n)).as("G(%d)", n).isEqualTo(period[n % 7]);
        }
    }

    @Test
    void remotenessFollowsSmithsRule() {
        // one heap of Nim: the winner takes all at once; 0 is terminal
        GrundySolver<Integer> nim = solver(NIM_HEAP, 10);
        assertThat(nim.remoteness(0)).isZero();
        assertThat(nim.remoteness(7)).isEqualTo(1);
        // take 1 or 2: losing positions are multiples of 3; from 6 the loser delays: 6 -> 5 -> 3 -> 2 -> 0
        IntGame bash2 = (n, sink) -> {
            for (int t = 1; t <= 2 && t <= n; t++) {
                sink.accept(n - t);
            }
        };
        GrundySolver<Integer> bash = solver(bash2, 20);
        assertThat(bash.remoteness(3)).isEqualTo(2);
        assertThat(bash.remoteness(6)).isEqualTo(4);
        assertThat(bash.remoteness(7)).isEqualTo(5);
        for (int n = 0; n < 20; n++) {
            assertThat(bash.remoteness(n) % 2 == 1).isEqualTo(bash.outcome(n) == Outcome.FIRST);
        }
    }

    @Test
    void winningOptionsAreTheDistinctOptionsOfValueZero() {
        // options with duplicates: 5 -> {4, 2, 1, 2}
        IntGame game = (n, sink) -> {
            if (n == 5) {
                for (int o : new int[] {4, 2, 1, 2}) {
                    sink.accept(o);
                }
            } else {
                SUBTRACT_134.options(n, sink);
            }
        };
        GrundySolver<Integer> s = solver(game, 6);
        // G: 0 1 0 1 2 ; options of 5 with value 0 are 2 (twice) -> once
        assertThat(s.winningOptions(5)).containsExactly(2);
        assertThat(s.winningOptions(2)).isEmpty();
        assertThat(s.winningOptions(4)).containsExactly(0);
    }

    @Test
    void longChainsDoNotOverflowTheStack() {
        int n = 1_000_000;
        IntGame chain = (p, sink) -> {
            if (p > 0) {
                sink.accept(p - 1);
            }
        };
        GrundySolver<Integer> s = solver(chain, n + 1);
        assertThat(s.grundy(n)).isZero();
        assertThat(s.remoteness(n)).isEqualTo(n);
    }

    @Test
    void cyclesAreRejected() {
        IntGame loop = (p, sink) -> sink.accept((p + 1) % 3);
        GrundySolver<Integer> s = solver(loop, 3);
        assertThatThrownBy(() -> s.grundy(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cycle");
    }

    @Test
    void aCycleErrorLeavesTheSolverUsable() {
        // 3 -> 2 <-> 1, and 0 terminal; 4 -> 0
        IntGame game = (p, sink) -> {
            switch (p) {
                case 1 -> sink.accept(2);
                case 2 -> sink.accept(1);
                case 3 -> sink.accept(2);
                case 4 -> sink.accept(0);
                default -> {
                }
            }
        };
        GrundySolver<Integer> s = solver(game, 5);
        for (int attempt = 0; attempt < 2; attempt++) {
            assertThatThrownBy(() -> s.grundy(3)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> s.grundy(2)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(s.grundy(4)).isEqualTo(1);
        assertThat(s.grundy(0)).isZero();
    }

    @Test
    void agreesWithADirectRecursiveDefinitionOnRandomDags() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int trial = 0; trial < 50; trial++) {
            int size = 1 + random.nextInt(60);
            List<List<Integer>> edges = new ArrayList<>();
            for (int v = 0; v < size; v++) {
                List<Integer> out = new ArrayList<>();
                for (int k = random.nextInt(5); k > 0 && v > 0; k--) {
                    out.add(random.nextInt(v));
                }
                edges.add(out);
            }
            IntGame dag = (p, sink) -> edges.get(p).forEach(sink::accept);
            GrundySolver<Integer> s = solver(dag, size);
            int[] g = new int[size];
            long[] r = new long[size];
            for (int v = 0; v < size; v++) {
                boolean[] seen = new boolean[size + 2];
                long leastLosing = Long.MAX_VALUE;
                long greatest = -1;
                for (int o : edges.get(v)) {
                    seen[g[o]] = true;
                    greatest = Math.max(greatest, r[o]);
                    if (g[o] == 0) {
                        leastLosing = Math.min(leastLosing, r[o]);
                    }
                }
                while (seen[g[v]]) {
                    g[v]++;
                }
                r[v] = leastLosing != Long.MAX_VALUE ? leastLosing + 1 : greatest + 1;
            }
            for (int v = size - 1; v >= 0; v--) {
                assertThat(s.grundy(v)).isEqualTo(g[v]);
                assertThat(s.remoteness(v)).isEqualTo(r[v]);
            }
        }
    }
}
