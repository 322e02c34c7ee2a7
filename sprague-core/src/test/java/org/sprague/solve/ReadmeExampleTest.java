package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.value.Outcome;

/** The library example of README.md, as written there. */
class ReadmeExampleTest {
    @Test
    void subtractionOneThreeFour() {
        ImpartialGame<Integer> subtract134 = (n, options) -> {
            for (int s : new int[] {1, 3, 4}) {
                if (s <= n) {
                    options.accept(n - s);
                }
            }
        };
        GrundySolver<Integer> solver = new MemoizedGrundySolver<>(subtract134);
        assertThat(solver.grundy(10)).isEqualTo(1);
        assertThat(solver.outcome(10)).isEqualTo(Outcome.FIRST);
        assertThat(solver.remoteness(10)).isEqualTo(5);
        assertThat(solver.winningOptions(10)).containsExactly(9, 7);
    }
}
