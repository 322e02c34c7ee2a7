package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/** {@code --method auto}: the values stop at their share of the memory and the search answers with the rest. */
class AutoMethodMemoryShareTest {
    /**
     * A heap from which only Left takes one token: a heap of n is the integer n, valued through n positions below it,
     * while the game decides it at once (Left, moving, wins a heap of at least one; Right, moving, never can).
     */
    static final class LeftTakesOne extends PartizanRulesetGame<Integer> {
        @Override
        public String id() {
            return "left-takes-one";
        }

        @Override
        public String summary() {
            return "Left takes one token";
        }

        @Override
        public String syntax() {
            return "N";
        }

        @Override
        public List<String> examples() {
            return List.of("3");
        }

        @Override
        public Integer parse(List<String> position) {
            return Integer.parseInt(position.get(0));
        }

        @Override
        public List<PartizanMove<Integer>> moves(Integer n, boolean left) {
            return left && n > 0 ? List.of(new PartizanMove<>("take", n - 1)) : List.of();
        }

        @Override
        public List<String> format(Integer n) {
            return List.of(Integer.toString(n));
        }

        @Override
        public int decided(Integer n, boolean left) {
            return left && n > 0 ? 1 : -1;
        }
    }

    private static GameOptions withMemory(long bytes, String method) {
        return GameOptions.of(PartizanRulesetGame.METHOD.name(), method)
                .withBudget(Budget.standard().withMemory(MemoryBudget.bytes(bytes)));
    }

    @Test
    void pastTheirShareOfTheMemoryTheValuesHandOverToTheSearch() {
        // 300,000 positions held by the values need more than half of 16 MiB; the search needs none of them
        Answer answer = new LeftTakesOne().solve(withMemory(16L << 20, "auto"), List.of("300000"));
        assertThat(answer).isInstanceOf(PartizanOutcomeAnswer.class);
        PartizanOutcomeAnswer searched = (PartizanOutcomeAnswer) answer;
        assertThat(searched.outcomeClass()).isEqualTo(OutcomeClass.L);
        assertThat(searched.notes().toString()).contains("share, 1/" + PartizanRulesetGame.AUTO_MEMORY_SHARE
                + ", of the memory");
        // asked for the values alone, the same memory is a resource limit with its figure
        assertThatThrownBy(() -> new LeftTakesOne().solve(withMemory(16L << 20, "value"), List.of("300000")))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("MiB");
    }
}
