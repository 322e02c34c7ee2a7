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
}
