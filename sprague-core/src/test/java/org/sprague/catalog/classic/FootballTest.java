package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.BruteMoves;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class FootballTest {
    private final FootballGame game = new FootballGame();

    private Solution solve(int m, int k, String... balls) {
        return Solved.solve(game, GameOptions.of("--m", "" + m, "--max", "" + k), List.of(balls));
    }

    @Test
    void seedFormulaIsWrongOnAConcretePosition() {
        // M = 2 balls per turn, K = 3 turns per kick, balls needing 1 1 6 4 turns: the Bash values 1 1 2 0 pass
        // none of Moore's bit tests, so the formula says the player to move wins; the exact search says they lose
        Solution s = solve(2, 3, "1", "1", "6", "4");
        assertThat(s.outcome()).isEqualTo(Outcome.SECOND);
        assertThat(s.detail("mooreRule")).isEqualTo("first");
        assertThat(FootballGame.mooreRule(List.of(BigInteger.ONE, BigInteger.ONE, BigInteger.valueOf(6),
                BigInteger.valueOf(4)), 2, 3)).isEqualTo(Outcome.FIRST);
        assertThat(s.notes()).anyMatch(n -> n.contains("wrong"));
        // the same values with every ball at most K: there the rule is a theorem and both agree
        Solution small = solve(2, 3, "1", "1", "2", "0");
        assertThat(small.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(small.detail("mooreRule")).isEqualTo("first");
    }

    @Test
    void exactAnswerMatchesABruteForceAndTheRuleHoldsWhereItIsATheorem() {
        for (int m = 1; m <= 2; m++) {
            for (int k = 1; k <= 3; k++) {
                BruteForce<List<Integer>> brute = brute(m, k);
                for (int a = 0; a <= 7; a++) {
                    for (int b = a; b <= 7; b++) {
                        for (int c = b; c <= 7; c++) {
                            List<Integer> p = List.of(a, b, c);
                            Solution s = solve(m, k, "" + a, "" + b, "" + c);
                            assertThat(s.outcome()).as("m=%d k=%d %s", m, k, p).isEqualTo(outcome(brute, p));
                            assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(brute.grundy(p)));
                            assertThat(s.remoteness().orNull()).isEqualTo(brute.remoteness(p));
                            List<BigInteger> big = List.of(BigInteger.valueOf(a), BigInteger.valueOf(b),
                                    BigInteger.valueOf(c));
                            Outcome rule = FootballGame.mooreRule(big, m, k);
                            assertThat(s.detail("mooreRule")).isEqualTo(rule.label());
                            if (c <= k || m == 1) {
                                // heaps below K+1 (or plain Sprague-Grundy sums, m = 1): the rule is a theorem
                                assertThat(rule).isEqualTo(outcome(brute, p));
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void seedFormulaDisagreesOnManyFourBallPositions() {
        int disagreements = 0;
        int positions = 0;
        BruteForce<List<Integer>> brute = brute(2, 3);
        for (int a = 0; a <= 7; a++) {
            for (int b = a; b <= 7; b++) {
                for (int c = b; c <= 7; c++) {
                    for (int d = c; d <= 7; d++) {
                        List<BigInteger> big = new ArrayList<>();
                        for (int v : new int[] {a, b, c, d}) {
                            big.add(BigInteger.valueOf(v));
                        }
                        positions++;
                        disagreements += FootballGame.mooreRule(big, 2, 3) != outcome(brute, List.of(a, b, c, d)) ? 1
                                : 0;
                    }
                }
            }
        }
        assertThat(positions).isEqualTo(330);
        // 25 of them by the brute force over the rules
        assertThat(disagreements).isEqualTo(25);
    }

    @Test
    void winningMovesAreEveryMoveToALosingPosition() {
        Solution s = solve(2, 1, "1", "1", "1", "2");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.detail("mooreRule")).isEqualTo("second");
        List<List<String>> expected = new ArrayList<>();
        for (List<Integer> o : brute(2, 1).winningOptions(List.of(1, 1, 1, 2))) {
            List<String> t = new ArrayList<>();
            o.forEach(v -> t.add("" + v));
            expected.add(t);
        }
        assertThat(Solved.targets(s)).containsExactlyInAnyOrderElementsOf(expected).isNotEmpty();
    }

    @Test
    void tooLargeAndBadInput() {
        assertThatThrownBy(() -> solve(3, 5, "1000", "2000", "3000", "4000", "5000"))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("not a theorem");
        assertThatThrownBy(() -> solve(0, 3, "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(1, 3, "-1")).isInstanceOf(BadInputException.class);
        assertThat(solve(2, 0, "5", "6").outcome()).isEqualTo(Outcome.SECOND);
        // thirty balls of one or two turns (POJ 2315 allows 30): few positions once the balls are sorted
        List<String> thirty = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            thirty.add(i % 3 == 0 ? "2" : "1");
        }
        assertThat(FootballGame.searchCost(List.of(BigInteger.ONE, BigInteger.TWO), 1, 1)).isEqualTo(5 * 2);
        Solution many = Solved.solve(game, GameOptions.of("--m", "3", "--max", "2"), thirty);
        // hand-worked: no ball needs more than K = 2 turns, so Moore's theorem applies to the values themselves:
        // twenty 1s and ten 2s; bit 0 has 20 ones (0 mod 4), bit 1 has 10 (2 mod 4): the player to move wins
        assertThat(many.outcome()).isEqualTo(Outcome.FIRST);
    }

    /** Plain recursion over POJ 2315's moves: kick 1..m balls, each rolling 1..k turns (no engine code). */
    private static BruteForce<List<Integer>> brute(int m, int k) {
        return new BruteForce<>(p -> BruteMoves.nimK(p, m, BruteMoves.bashHeap(k)));
    }

    private static Outcome outcome(BruteForce<List<Integer>> brute, List<Integer> p) {
        return brute.grundy(p) == 0 ? Outcome.SECOND : Outcome.FIRST;
    }
}
