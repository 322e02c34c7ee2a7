package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.value;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.AlphaBetaNegamaxSolver;
import org.sprague.solve.score.MemoizedNegamaxSolver;
import org.sprague.solve.score.ScoreSolver;

class StoneGame6Test {
    private final StoneGame6 game = new StoneGame6();

    private Solution solve(String alice, String bob) {
        return (Solution) game.solve(GameOptions.of("--alice", alice, "--bob", bob), List.of());
    }

    private static String join(int[] v) {
        StringBuilder sb = new StringBuilder();
        for (int x : v) {
            sb.append(sb.length() == 0 ? "" : ",").append(x);
        }
        return sb.toString();
    }

    private void check(int[] a, int[] b, boolean alphaBeta) {
        var rules = StoneGame6.rules(a, b);
        ScoreSolver<StoneGame6.Position> engine = alphaBeta ? new AlphaBetaNegamaxSolver<>(rules)
                : new MemoizedNegamaxSolver<>(rules);
        ScoringChecks.assertAgrees(solve(join(a), join(b)), engine,
                new StoneGame6.Position((1 << a.length) - 1, true), null);
    }

    @Test
    void equalsTheGenericSolverOnEveryPairUpTo7Stones() {
        // every pair of valuations: values 1..3 up to 3 stones, values 1..2 up to 7 stones
        for (int[] range : new int[][] {{1, 3, 3}, {4, 7, 2}}) {
            for (int n = range[0]; n <= range[1]; n++) {
                int n0 = n;
                ScoringChecks.forEachRow(2 * n, 2 * n, 1, range[2], both -> {
                    int[] a = java.util.Arrays.copyOfRange(both, 0, n0);
                    int[] b = java.util.Arrays.copyOfRange(both, n0, 2 * n0);
                    check(a, b, n0 % 2 == 0);
                });
            }
        }
    }

    @Test
    void equalsTheGenericSolverOnRandomValuationsUpTo100AndEightStones() {
        Random r = new Random(1686);
        for (int t = 0; t < 300; t++) {
            int n = t < 100 ? 8 : 1 + r.nextInt(8);
            int[] a = r.ints(n, 1, 101).toArray();
            int[] b = r.ints(n, 1, 101).toArray();
            check(a, b, t % 2 == 0);
        }
    }

    @Test
    void seedSamples() {
        // LeetCode 1686 examples: 1, 0, -1
        assertThat(solve("1,3", "2,1").detail("answer")).isEqualTo(1L);
        Solution s = solve("1,2", "3,1");
        assertThat(s.detail("answer")).isEqualTo(0L);
        assertThat(s.outcome().label()).isEqualTo("draw");
        assertThat(value(solve("2,4,3", "1,6,7"))).isNegative();
        assertThat(solve("2,4,3", "1,6,7").detail("answer")).isEqualTo(-1L);
    }

    @Test
    void thePositionMayCarryTheValues() {
        Solution s = (Solution) game.solve(GameOptions.none(), List.of("--alice", "1", "3", "--bob", "2,1"));
        assertThat(s.position()).containsExactly("--alice", "1,3", "--bob", "2,1");
        assertThat(value(s)).isEqualTo(1);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve("1,3", "2")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("equally many");
        assertThatThrownBy(() -> solve("1,0", "2,1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("1,101", "2,1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("1,,3", "2,1,1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game.solve(GameOptions.none(), List.of())).isInstanceOf(BadInputException.class);
    }
}
