package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class StaircaseTest {
    private final StaircaseGame game = new StaircaseGame();

    @Test
    void poj1704Samples() {
        assertThat(Solved.solve(game, "1", "2", "3").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "1", "5", "6", "7", "9", "12", "14", "17").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void hugeCells() {
        String far = "1" + "0".repeat(40);
        Solution s = Solved.solve(game, far, "1");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.targets(s)).containsExactly(List.of("2", "1"));
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> Solved.solve(game, "1", "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "0", "3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "-2", "3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game)).isInstanceOf(BadInputException.class);
    }
}
