package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class DivisorAndBlackboardTest {
    private final DivisorGame divisor = new DivisorGame();
    private final XorBlackboardGame blackboard = new XorBlackboardGame();

    @Test
    void leetCode1025Samples() {
        assertThat(Solved.solve(divisor, "2").outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.solve(divisor, "3").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void divisorOfAnySize() {
        Solution s = Solved.solve(divisor, "1" + "0".repeat(30));
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMovesComplete()).isFalse();
        assertThat(Solved.targets(s)).containsExactly(List.of("9".repeat(30)));
        assertThat(Solved.targets(Solved.solve(divisor, "12"))).containsExactly(List.of("11"), List.of("9"));
        assertThatThrownBy(() -> Solved.solve(divisor, "0")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(divisor, "-4")).isInstanceOf(BadInputException.class);
    }

    @Test
    void leetCode810Sample() {
        assertThat(Solved.solve(blackboard, "1", "1", "2").outcome()).isEqualTo(Outcome.SECOND);
        Solution big = Solved.solve(blackboard, "1" + "0".repeat(50), "3");
        assertThat(big.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(big.winningMoves()).hasSize(2);
        assertThatThrownBy(() -> Solved.solve(blackboard, "1", "-1")).isInstanceOf(BadInputException.class);
    }

    @Test
    void grundyAndRemotenessOfDivisorMatchABruteForce() {
        // LeetCode 1025: choose x with 0 < x < n and x | n, and leave n - x
        BruteForce<Integer> brute = new BruteForce<>(n -> {
            List<Integer> out = new ArrayList<>();
            for (int x = 1; x < n; x++) {
                if (n % x == 0) {
                    out.add(n - x);
                }
            }
            return out;
        });
        for (int n = 1; n <= 60; n++) {
            Solution s = Solved.solve(divisor, "" + n);
            assertThat(s.grundy().orNull()).as("n=%d", n).isEqualTo(BigInteger.valueOf(brute.grundy(n)));
            assertThat(s.remoteness().orNull()).as("n=%d", n).isEqualTo(brute.remoteness(n));
        }
    }
}
