package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;

class MemoizedGrundySolverTest extends GrundySolverContractTest {
    @Override
    GrundySolver<Integer> solver(IntGame game, int size) {
        ImpartialGame<Integer> g = (p, sink) -> game.options(p, sink::accept);
        return new MemoizedGrundySolver<>(g);
    }

    @Test
    void theBudgetIsEnforced() {
        ImpartialGame<Integer> chain = (p, sink) -> {
            if (p > 0) {
                sink.accept(p - 1);
            }
        };
        MemoizedGrundySolver<Integer> s = new MemoizedGrundySolver<>(chain, Canonicalizer.identity(), 100);
        assertThat(s.grundy(50)).isZero();
        assertThatThrownBy(() -> s.grundy(500)).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("100 positions");
        // the failed search leaves no stale work behind: the same call fails the same way, smaller ones work
        assertThatThrownBy(() -> s.grundy(500)).isInstanceOf(ResourceLimitException.class);
        assertThat(s.grundy(60)).isZero();
        assertThat(s.grundy(61)).isEqualTo(1);
    }

    @Test
    void theMemoIsChargedToTheRunsMemoryAndStopsAtItsStepLimit() {
        ImpartialGame<Integer> chain = (p, sink) -> {
            if (p > 0) {
                sink.accept(p - 1);
            }
        };
        // 10 bytes a position, charged 1024 positions ahead, against 100,000 bytes (85% for a growing memo)
        MemoizedGrundySolver<Integer> s = new MemoizedGrundySolver<>(chain, Canonicalizer.identity(), 1_000_000);
        org.sprague.solve.retrograde.MemoryBudget.Account account = org.sprague.solve.retrograde.MemoryBudget
                .bytes(100_000).open();
        s.limit(Budget.Deadline.none(), Double.POSITIVE_INFINITY, account, 10);
        assertThat(s.grundy(5_000)).isZero();
        assertThat(account.asked()).isEqualTo(10L * 5 * 1024 + 10);
        assertThatThrownBy(() -> s.grundy(20_000)).isInstanceOfSatisfying(ResourceLimitException.class,
                e -> assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.MEMORY))
                .hasMessageStartingWith("the 8193 positions of the search hold 1 MiB and need 1 MiB more, past the"
                        + " 1 MiB they may take");
        assertThat(account.asked()).isEqualTo(10L * 8 * 1024 + 10);
        // the step limit: each option is visited twice (expanded, then evaluated)
        MemoizedGrundySolver<Integer> t = new MemoizedGrundySolver<>(chain, Canonicalizer.identity(), 1_000_000);
        t.limit(Budget.Deadline.none(), 1_000, null, 0);
        assertThat(t.grundy(400)).isZero();
        assertThatThrownBy(() -> t.grundy(1_000)).isInstanceOf(ResourceLimitException.class)
                .hasMessageStartingWith("the search needs more than 1e+03 steps");
    }
}
