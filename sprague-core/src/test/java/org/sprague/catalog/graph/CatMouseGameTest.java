package org.sprague.catalog.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.solve.retrograde.TurnGames;
import org.sprague.value.Outcome;

class CatMouseGameTest {
    private static Solution solve(String... position) {
        return (Solution) new CatMouseGame().solve(GameOptions.none(), List.of(position));
    }

    @Test
    void seedExampleOneIsADraw() {
        Solution s = solve("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
        assertThat(s.detail("leetcode")).isEqualTo(0L);
        assertThat(s.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(s.remoteness().orNull()).isNull();
    }

    @Test
    void seedExampleTwoIsAMouseWin() {
        Solution s = solve("[[1,3],[0],[3],[0,2]]");
        assertThat(s.detail("leetcode")).isEqualTo(1L);
        assertThat(s.detail("winner")).isEqualTo("mouse");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.remoteness().orNull()).isEqualTo(1L);
        assertThat(s.winningMoves()).hasSize(1);
        assertThat(s.winningMoves().get(0).move()).isEqualTo("mouse 1 -> 0");
        assertThat(s.winningMoves().get(0).to()).containsExactly("[[1,3],[0],[3],[0,2]]", "0", "2", "cat");
    }

    @Test
    void catToMoveAndCatWins() {
        // mouse at 3, cat at 2, cat to move: the cat catches the mouse at once (2 -> 3)
        Solution s = solve("[[1,3],[0],[3],[0,2]]", "3", "2", "cat");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.detail("winner")).isEqualTo("cat");
        assertThat(s.detail("leetcode")).isEqualTo(2L);
        assertThat(s.remoteness().orNull()).isEqualTo(1L);
    }

    @Test
    void badGraphs() {
        assertThatThrownBy(() -> solve("[[1,3],[0],[3],[0,9]]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("lists node 9");
        assertThatThrownBy(() -> solve("[[1,3],[0],[3],[0,2]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected");
        assertThatThrownBy(() -> solve("[[1],[0]]")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at least 3");
        assertThatThrownBy(() -> solve("[[1,2],[0],[0]]", "1", "7")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("cat node 7");
        assertThatThrownBy(() -> solve("[[1,2],[0],[0]]", "1", "2", "dog")).isInstanceOf(BadInputException.class);
    }

    @Test
    void unmovesAgreeWithMoves() {
        TurnGames.assertUnmovesAgree(new CatMouse(new int[][] {{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}}));
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < 20; i++) {
            TurnGames.assertUnmovesAgree(new CatMouse(randomGraph(r, 3 + r.nextInt(6), r.nextBoolean())));
        }
    }

    /** Random graphs, undirected (LeetCode's kind) and directed, against the brute-force reference at every start. */
    @Test
    void randomGraphsAgreeWithBruteForce() {
        SplittableRandom r = new SplittableRandom(913);
        for (int round = 0; round < 300; round++) {
            int n = 3 + r.nextInt(8);
            int[][] graph = randomGraph(r, n, round % 2 == 0);
            int[][][] want = BruteForceCatMouse.solve(graph);
            CatMouse rules = new CatMouse(graph);
            TurnGameSolution got = new CountingRetrogradeSolver().solve(rules);
            for (int m = 0; m < n; m++) {
                for (int c = 0; c < n; c++) {
                    for (int t = 0; t < 2; t++) {
                        Outcome o = got.outcome(rules.position(m, c, t));
                        int winner = o == Outcome.DRAW ? 0 : o == Outcome.FIRST ? (t == 0 ? 1 : 2) : (t == 0 ? 2 : 1);
                        assertThat(winner).as("round %d mouse %d cat %d turn %d", round, m, c, t)
                                .isEqualTo(want[m][c][t]);
                    }
                }
            }
        }
    }

    static int[][] randomGraph(SplittableRandom r, int n, boolean undirected) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (a != b && (!undirected || a < b) && r.nextInt(3) == 0) {
                    adj.get(a).add(b);
                    if (undirected) {
                        adj.get(b).add(a);
                    }
                }
            }
        }
        int[][] g = new int[n][];
        for (int i = 0; i < n; i++) {
            g[i] = adj.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return g;
    }
}
