package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.ImpartialGame;
import org.sprague.value.Outcome;

class MemoizedMisereSolverTest {
    @Test
    void terminalPositionsAreWonUnderMisere() {
        MemoizedMisereSolver<List<Integer>> s = new MemoizedMisereSolver<>(NimRules.SUM);
        assertThat(s.outcome(List.of(0))).isEqualTo(Outcome.FIRST);
        assertThat(s.remoteness(List.of(0))).isZero();
        assertThat(s.outcome(List.of(1))).isEqualTo(Outcome.SECOND);
        assertThat(s.remoteness(List.of(1))).isEqualTo(1);
        assertThat(s.outcome(List.of(1, 1))).isEqualTo(Outcome.FIRST);
        assertThat(s.winningOptions(List.of(1, 1))).containsExactly(List.of(0, 1), List.of(1, 0));
    }

    @Test
    void misereSubtractionOneThreeSevenEightMatchesSeed004() {
        // seed 004, problem 1: moves 1, 3, 7, 8; whoever takes the last ball loses; 1 2 10 18 -> 0 1 1 0
        ImpartialGame<Integer> balls = (n, sink) -> {
            for (int t : new int[] {1, 3, 7, 8}) {
                if (t <= n) {
                    sink.accept(n - t);
                }
            }
        };
        MemoizedMisereSolver<Integer> s = new MemoizedMisereSolver<>(balls);
        assertThat(List.of(1, 2, 10, 18)).map(s::outcome)
                .containsExactly(Outcome.SECOND, Outcome.FIRST, Outcome.FIRST, Outcome.SECOND);
    }

    @Test
    void theBudgetIsEnforced() {
        MemoizedMisereSolver<List<Integer>> s =
                new MemoizedMisereSolver<>(NimRules.SUM, NimRules.SORTED, 50);
        assertThatThrownBy(() -> s.outcome(List.of(9, 9, 9))).isInstanceOf(ResourceLimitException.class);
    }
}
