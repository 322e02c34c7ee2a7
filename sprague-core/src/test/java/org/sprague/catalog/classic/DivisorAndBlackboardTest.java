package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.value.Outcome;

class DivisorAndBlackboardTest {
    private final DivisorGame divisor = new DivisorGame();
    private final XorBlackboardGame blackboard = new XorBlackboardGame();

    @Test
    void divisorClosedFormMatchesEngineUpTo3000() {
        IndexedGrundySolver engine = new IndexedGrundySolver(new DivisorRules(3000)).solveAll();
        for (int n = 1; n <= 3000; n++) {
            Solution s = Solved.solve(divisor, "" + n);
            assertThat(s.outcome()).as("n=%d", n).isEqualTo(engine.outcome(n));
            List<List<String>> expected = new ArrayList<>();
            for (int o : engine.winningOptions(n)) {
                expected.add(List.of("" + o));
            }
            assertThat(Solved.targets(s)).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

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
    void blackboardClosedFormMatchesEngineOnEveryBoardUpToSixNumbers() {
        MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(XorBlackboardRules.GAME,
                XorBlackboardRules.SORTED, MemoizedGrundySolver.DEFAULT_MAX_POSITIONS);
        List<List<Integer>> boards = new ArrayList<>();
        enumerate(new ArrayList<>(), 0, 6, 7, boards);
        for (List<Integer> board : boards) {
            List<String> args = new ArrayList<>();
            board.forEach(v -> args.add("" + v));
            Solution s = Solved.solve(blackboard, GameOptions.none(), args);
            assertThat(s.outcome()).as("%s", board).isEqualTo(engine.outcome(board));
            Set<List<String>> expected = new LinkedHashSet<>();
            int x = 0;
            for (int v : board) {
                x ^= v;
            }
            if (x != 0) {
                for (List<Integer> o : engine.winningOptions(board)) {
                    List<String> to = new ArrayList<>();
                    o.forEach(v -> to.add("" + v));
                    expected.add(to);
                }
            }
            assertThat(new LinkedHashSet<>(Solved.targets(s))).as("%s", board).isEqualTo(expected);
        }
    }

    @Test
    void leetCode810Sample() {
        assertThat(Solved.solve(blackboard, "1", "1", "2").outcome()).isEqualTo(Outcome.SECOND);
        Solution big = Solved.solve(blackboard, "1" + "0".repeat(50), "3");
        assertThat(big.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(big.winningMoves()).hasSize(2);
        assertThatThrownBy(() -> Solved.solve(blackboard, "1", "-1")).isInstanceOf(BadInputException.class);
    }

    /** Non-decreasing lists of 1..maxLen values in 0..maxValue. */
    private static void enumerate(List<Integer> prefix, int min, int maxLen, int maxValue, List<List<Integer>> out) {
        if (!prefix.isEmpty()) {
            out.add(List.copyOf(prefix));
        }
        if (prefix.size() == maxLen) {
            return;
        }
        for (int v = min; v <= maxValue; v++) {
            prefix.add(v);
            enumerate(prefix, v, maxLen, maxValue, out);
            prefix.remove(prefix.size() - 1);
        }
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
