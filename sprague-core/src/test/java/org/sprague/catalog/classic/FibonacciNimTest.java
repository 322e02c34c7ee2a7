package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class FibonacciNimTest {
    private final FibonacciNimGame game = new FibonacciNimGame();

    @Test
    void firstPlayerLosesExactlyOnFibonacciNumbers() {
        List<BigInteger> fib = Zeckendorf.fibonacciUpTo(BigInteger.valueOf(5000));
        for (int n = 1; n <= 5000; n++) {
            Solution s = Solved.solve(game, "" + n);
            assertThat(s.outcome() == Outcome.SECOND).as("n=%d", n).isEqualTo(fib.contains(BigInteger.valueOf(n)));
        }
    }

    @Test
    void grundyValueAndRemotenessMatchABruteForce() {
        // state (tokens, most that may be taken): take t, and the next player may take up to 2t
        BruteForce<List<Integer>> brute = new BruteForce<>(p -> {
            List<List<Integer>> out = new ArrayList<>();
            for (int t = 1; t <= Math.min(p.get(0), p.get(1)); t++) {
                out.add(List.of(p.get(0) - t, 2 * t));
            }
            return out;
        });
        for (int n = 0; n <= 40; n++) {
            for (int last = 1; last <= 8; last++) {
                Solution s = Solved.solve(game, "" + n, "" + last);
                List<Integer> p = List.of(n, 2 * last);
                assertThat(s.grundy().orNull()).as("%d %d", n, last).isEqualTo(BigInteger.valueOf(brute.grundy(p)));
                assertThat(s.remoteness().orNull()).as("%d %d", n, last).isEqualTo(brute.remoteness(p));
            }
        }
        assertThat(Solved.targets(Solved.solve(game, "17", "2"))).containsExactly(List.of("16", "1"), List.of("13", "4"));
    }

    @Test
    void csu2048Samples() {
        assertThat(Solved.solve(game, "2").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "3").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "10000").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void hdu2516Samples() {
        assertThat(Solved.solve(game, "2").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "13").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "10000").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void zeckendorfRepresentationsOfThousandDigitNumbers() {
        Random random = new Random(2516);
        for (int i = 0; i < 20; i++) {
            BigInteger n = new BigInteger(3320, random);
            List<BigInteger> terms = Zeckendorf.terms(n);
            List<BigInteger> fib = Zeckendorf.fibonacciUpTo(n);
            BigInteger sum = BigInteger.ZERO;
            for (int j = 0; j < terms.size(); j++) {
                sum = sum.add(terms.get(j));
                assertThat(fib).contains(terms.get(j));
                if (j > 0) {
                    // no two consecutive Fibonacci numbers: each term exceeds the sum of all smaller ones
                    assertThat(terms.get(j).compareTo(sum.subtract(terms.get(j)))).isPositive();
                    assertThat(fib.indexOf(terms.get(j)) - fib.indexOf(terms.get(j - 1))).isGreaterThanOrEqualTo(2);
                }
            }
            assertThat(sum).isEqualTo(n);
        }
    }

    @Test
    void thousandDigitPositions() {
        List<BigInteger> fib = Zeckendorf.fibonacciUpTo(BigInteger.TEN.pow(1000));
        BigInteger f = fib.get(fib.size() - 1);
        assertThat(f.toString()).hasSize(1000);
        assertThat(Solved.solve(game, f.toString()).outcome()).isEqualTo(Outcome.SECOND);
        Solution s = Solved.solve(game, f.add(BigInteger.ONE).toString());
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.targets(s).get(0)).isEqualTo(List.of(f.toString(), "1"));
        // mid-game: the smallest term of f + 8 is 8, so after a take of 3 (cap 6) the player to move loses
        assertThat(Solved.solve(game, f.add(BigInteger.valueOf(8)).toString(), "3").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, f.add(BigInteger.valueOf(8)).toString(), "4").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void everyWinningTakeOfAThousandDigitPileLeavesALosingPosition() {
        BigInteger n = new BigInteger(3320, new Random(48));
        List<BigInteger> takes = FibonacciNimGame.winningTakes(Zeckendorf.terms(n), n.subtract(BigInteger.ONE));
        assertThat(takes.size()).isGreaterThan(20);
        for (BigInteger t : takes.subList(0, 40)) {
            // the opponent then may take up to 2t, below the smallest Zeckendorf term: a loss for them
            assertThat(Zeckendorf.terms(n.subtract(t)).get(0)).isGreaterThan(t.shiftLeft(1));
        }
        Solution s = Solved.solve(game, n.toString());
        assertThat(s.detail("winningMoveCount")).isEqualTo((long) takes.size());
        assertThat(s.winningMoves()).hasSize(20);
        assertThat(s.winningMovesComplete()).isFalse();
        assertThat(Solved.targets(s).get(0).get(1)).isEqualTo(Zeckendorf.terms(n).get(0).toString());
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> Solved.solve(game, "-5")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "5", "0")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "5", "1", "2")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game)).isInstanceOf(BadInputException.class);
    }
}
