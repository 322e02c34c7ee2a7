package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Figure;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.BruteMooreCompound;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/** Sums of rule-file heaps against a brute-force search of the sum written here (normal and misère play). */
class RuleSolverTest {
    private static final int[] SET = {1, 3, 4};

    /** Whether the player to move wins the sum of heaps {@code h} (sorted key), normal or misère. */
    private static boolean wins(int[] h, boolean misere, Map<String, Boolean> memo) {
        int[] key = h.clone();
        Arrays.sort(key);
        String k = Arrays.toString(key);
        Boolean known = memo.get(k);
        if (known != null) {
            return known;
        }
        boolean any = false;
        boolean win = false;
        for (int i = 0; i < h.length; i++) {
            for (int t : SET) {
                if (t <= h[i]) {
                    any = true;
                    int[] next = h.clone();
                    next[i] -= t;
                    win |= !wins(next, misere, memo);
                }
            }
        }
        boolean result = any ? win : misere;
        memo.put(k, result);
        return result;
    }

    @Test
    void sumsMatchBruteForceNormalAndMisere() {
        RuleSolver solver = new RuleSolver(RuleFiles.game(RuleFiles.SUBTRACTION_134));
        Map<String, Boolean> normal = new HashMap<>();
        Map<String, Boolean> misere = new HashMap<>();
        for (int a = 0; a <= 9; a++) {
            for (int b = 0; b <= 9; b++) {
                for (int c = 0; c <= 4; c++) {
                    int[] h = {a, b, c};
                    List<String> pos = List.of("" + a, "" + b, "" + c);
                    Solution s = solver.solve(pos, false, 1, false);
                    assertThat(s.outcome() == Outcome.FIRST).as("normal %s", pos).isEqualTo(wins(h, false, normal));
                    // every listed move leads to a loss, and there are as many as brute force finds
                    int expectedMoves = 0;
                    for (int i = 0; i < 3; i++) {
                        for (int t : SET) {
                            if (t <= h[i]) {
                                int[] next = h.clone();
                                next[i] -= t;
                                expectedMoves += wins(next, false, normal) ? 0 : 1;
                            }
                        }
                    }
                    assertThat(s.winningMoves()).hasSize(expectedMoves);
                    Solution m = solver.solve(pos, true, 1, false);
                    assertThat(m.outcome() == Outcome.FIRST).as("misère %s", pos).isEqualTo(wins(h, true, misere));
                    for (MoveReport move : m.winningMoves()) {
                        int[] next = move.to().stream().mapToInt(Integer::parseInt).toArray();
                        assertThat(wins(next, true, misere)).isFalse();
                    }
                }
            }
        }
    }

    @Test
    void nimKOnTakeOneHeapsIsSearchedNotBitCounted() {
        // values 1,1,1,0: the bit rule says "second", but 1 -> 0 and 2 -> 1 together leave three single tokens
        RuleSolver solver = new RuleSolver(RuleFiles.game(RuleFiles.TAKE_ONE));
        Solution s = solver.solve(List.of("1", "1", "1", "2"), false, 2, false);
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMoves()).extracting(MoveReport::to).contains(List.of("0", "1", "1", "1"));
    }

    @Test
    void nimKMatchesBruteForceOfTheCompound() {
        RuleSolver solver = new RuleSolver(RuleFiles.game(RuleFiles.SUBTRACTION_134));
        for (int a = 0; a <= 6; a++) {
            for (int b = 0; b <= 6; b++) {
                for (int c = 0; c <= 6; c++) {
                    int[] h = {a, b, c};
                    Solution s = solver.solve(List.of("" + a, "" + b, "" + c), false, 2, false);
                    assertThat(s.outcome() == Outcome.FIRST).as("%d %d %d", a, b, c)
                            .isEqualTo(BruteMooreCompound.wins(h, SET, 2, new HashMap<>()));
                }
            }
        }
    }

    @Test
    void remotenessOverTheBudgetIsSkippedByItsEstimateWithTheSharedNote() {
        RuleSolver solver = new RuleSolver(RuleFiles.game(RuleFiles.example("PrimeTake.java")));
        long start = System.nanoTime();
        Solution s = solver.solve(List.of("286", "238", "231", "260"), false, 1, false,
                Budget.standard().withAdvice("raise it with --budget"));
        assertThat(s.grundy()).isEqualTo(Figure.known(BigInteger.valueOf(3)));
        assertThat(s.winningMoves()).hasSize(106);
        assertThat(s.remoteness()).isInstanceOf(Figure.NotComputed.class);
        assertThat(s.notes()).singleElement().asString()
                .matches("remoteness not computed: about [0-9.]+e\\+1[0-9] steps, over the budget of 3e\\+08;"
                        + " raise it with --budget");
        // skipped before the search: the values and moves take far less than the old search's minutes
        assertThat(System.nanoTime() - start).isLessThan(20_000_000_000L);
        // a small sum is still searched (G(3) = 3, G(5) = 1: a win, so its remoteness is odd)
        Figure<Long> small = solver.solve(List.of("3", "5"), false, 1, false).remoteness();
        assertThat(small).isInstanceOf(Figure.Known.class);
        assertThat(((Figure.Known<Long>) small).value() % 2).isEqualTo(1L);
    }

    @Test
    void aSearchWhoseEstimateIsWrongStopsAtItsStepLimit() {
        // a heap leaves two heaps one smaller: the tokens grow, so the partition estimate is far too low and only
        // the search's own step limit can stop it
        RuleSolver solver = new RuleSolver(RuleFiles.game("class Twice { static int[][] moves(int n) {"
                + " return n == 0 ? new int[0][] : new int[][] {{n - 1, n - 1}}; } }"));
        Budget small = Budget.standard().withSteps(1e6);
        assertThat(solver.searchVisits(new int[] {20})).as("the estimate affords it")
                .isLessThan(RuleSolver.VISITS_PER_SECOND * 1e-2);
        Solution s = solver.solve(List.of("20"), false, 1, false, small);
        assertThat(s.grundy()).isEqualTo(Figure.known(BigInteger.ONE));
        assertThat(s.remoteness()).isInstanceOf(Figure.NotComputed.class);
        assertThat(s.notes()).singleElement().asString().startsWith("remoteness not computed: the search needs more"
                + " than 3e+04 steps");
    }
}
