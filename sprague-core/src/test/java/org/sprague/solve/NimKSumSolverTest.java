package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.DisjunctiveSum;
import org.sprague.game.ImpartialGame;
import org.sprague.game.NimKSum;
import org.sprague.value.Outcome;

class NimKSumSolverTest {
    /** Take exactly one token: values n mod 2, and a move from an even heap raises the value. */
    static final ImpartialGame<Integer> TAKE_ONE = (n, sink) -> {
        if (n > 0) {
            sink.accept(n - 1);
        }
    };

    @Test
    void mooresRuleOnValuesFailsWhenMovesRaiseValues() {
        List<Integer> heaps = List.of(1, 1, 1, 2);
        MemoizedGrundySolver<Integer> values = new MemoizedGrundySolver<>(TAKE_ONE);
        List<BigInteger> g = new ArrayList<>();
        heaps.forEach(h -> g.add(BigInteger.valueOf(values.grundy(h))));
        assertThat(MooreNimK.isLosing(g, 2)).as("the rule on values 1,1,1,0").isTrue();

        MemoizedGrundySolver<List<Integer>> search = new MemoizedGrundySolver<>(new NimKSum<>(TAKE_ONE, 2));
        assertThat(search.outcome(heaps)).isEqualTo(Outcome.FIRST);
        assertThat(search.winningOptions(heaps)).contains(List.of(0, 1, 1, 1));

        NimKSumSolver<Integer> solver = new NimKSumSolver<>(TAKE_ONE, values::grundy, 2,
                DisjunctiveSum.sortedBy(Comparator.<Integer>naturalOrder()), 1_000_000);
        NimKSumSolver.Result<Integer> result = solver.solve(heaps);
        assertThat(result.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(result.byMooreRule()).isFalse();
        assertThat(search.outcome(result.winningMove())).isEqualTo(Outcome.SECOND);
    }

    @Test
    void monotoneComponentsUseTheRuleAndAgreeWithSearch() {
        MemoizedGrundySolver<Integer> values = new MemoizedGrundySolver<>(NimRules.HEAP);
        for (int k = 1; k <= 3; k++) {
            NimKSumSolver<Integer> solver = new NimKSumSolver<>(NimRules.HEAP, values::grundy, k, NimRules.SORTED, 1_000_000);
            MemoizedGrundySolver<List<Integer>> search =
                    new MemoizedGrundySolver<>(new NimKSum<>(NimRules.HEAP, k), NimRules.SORTED, Long.MAX_VALUE);
            for (List<Integer> heaps : SmallPositions.upTo(3, 6)) {
                NimKSumSolver.Result<Integer> result = solver.solve(heaps);
                assertThat(result.byMooreRule()).isTrue();
                assertThat(result.outcome()).isEqualTo(search.outcome(heaps));
                if (result.outcome() == Outcome.FIRST) {
                    assertThat(search.outcome(result.winningMove())).isEqualTo(Outcome.SECOND);
                }
            }
        }
    }

    /**
     * Independent brute force for Bash (take 1 or 2) components moved up to k at a time: plain recursion over
     * every choice of takes, 0 meaning "not moved", without the library's compound or memo.
     */
    static boolean firstPlayerWins(int[] heaps, int k) {
        return anyWinningChoice(heaps, k, 0, 0);
    }

    private static boolean anyWinningChoice(int[] heaps, int k, int index, int moved) {
        if (index == heaps.length) {
            return moved > 0 && !firstPlayerWins(heaps, k);
        }
        if (anyWinningChoice(heaps, k, index + 1, moved)) {
            return true;
        }
        if (moved == k) {
            return false;
        }
        for (int take = 1; take <= 2 && take <= heaps[index]; take++) {
            heaps[index] -= take;
            boolean win = anyWinningChoice(heaps, k, index + 1, moved + 1);
            heaps[index] += take;
            if (win) {
                return true;
            }
        }
        return false;
    }

    @Test
    void exactSearchAgreesWithBruteForceForBashComponents() {
        // take 1..2 from a heap, several heaps move at once: the solver's answer equals plain search
        ImpartialGame<Integer> bash = (n, sink) -> {
            for (int t = 1; t <= 2 && t <= n; t++) {
                sink.accept(n - t);
            }
        };
        MemoizedGrundySolver<Integer> values = new MemoizedGrundySolver<>(bash);
        for (int k = 1; k <= 2; k++) {
            NimKSumSolver<Integer> solver = new NimKSumSolver<>(bash, values::grundy, k, NimRules.SORTED, 1_000_000);
            for (List<Integer> heaps : SmallPositions.upTo(3, 5)) {
                boolean wins = firstPlayerWins(heaps.stream().mapToInt(Integer::intValue).toArray(), k);
                assertThat(solver.solve(heaps).outcome()).as("k=%d %s", k, heaps)
                        .isEqualTo(wins ? Outcome.FIRST : Outcome.SECOND);
            }
        }
    }

    @Test
    void theMonotonyCheckCountsMovesNotOnlyPositions() {
        // position 0 has a billion moves (as a heap near 2^31 of Lasker's Nim has): the check gives up after a bounded
        // number of moves, instead of examining them all
        long[] examined = {0};
        ImpartialGame<Integer> huge = (p, sink) -> {
            if (p == 0) {
                for (long i = 0; i < 1_000_000_000L; i++) {
                    if (++examined[0] > 100_000) {
                        throw new IllegalStateException("examined " + examined[0] + " moves of one position");
                    }
                    sink.accept(1);
                }
            }
        };
        NimKSumSolver<Integer> solver = new NimKSumSolver<>(huge, p -> p == 0 ? 1 : 0, 2, List::copyOf, 10);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> solver.allMonotone(List.of(0, 0)))
                .isInstanceOf(org.sprague.ResourceLimitException.class)
                .hasMessageContaining("checking the components needs more than 40 moves examined");
        assertThat(examined[0]).isEqualTo(41);
    }
}
