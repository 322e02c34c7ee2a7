package org.sprague.partizan.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.solve.retrograde.MemoryBudget;

/** The search's and the values' limits: cycles are bad input, limits stay the caller's, memory is counted fairly. */
class SearchLimitsTest {
    /** Both players move round a circle of three positions: play never ends. */
    private static final PartizanRuleset<Integer> CIRCLE = new PartizanRuleset<>() {
        @Override
        public List<PartizanMove<Integer>> moves(Integer position, boolean left) {
            return List.of(new PartizanMove<>("on", (position + 1) % 3));
        }

        @Override
        public List<String> format(Integer position) {
            return List.of(Integer.toString(position));
        }
    };

    /** A heap of n from which Left takes one: n positions below it, its value n. */
    private static final PartizanRuleset<Integer> LEFT_TAKES_ONE = new PartizanRuleset<>() {
        @Override
        public List<PartizanMove<Integer>> moves(Integer position, boolean left) {
            return left && position > 0 ? List.of(new PartizanMove<>("take", position - 1)) : List.of();
        }

        @Override
        public List<String> format(Integer position) {
            return List.of(Integer.toString(position));
        }
    };

    @Test
    void aSearchThatReturnsToAPositionIsBadInput() {
        SumOutcomeSearch<Integer> search = new SumOutcomeSearch<>(
                new MemoisedCanonicalValues<>(CIRCLE, new CanonicalGames()));
        assertThatThrownBy(() -> search.wins(0, true)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("returns to a position").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> search.winningMove(0, false)).isInstanceOf(BadInputException.class);
    }

    @Test
    void aSearchLeavesTheLimitsOfTheValuesItWasGiven() {
        MemoisedCanonicalValues<Integer> values = new MemoisedCanonicalValues<>(LEFT_TAKES_ONE, new CanonicalGames(),
                10);
        SumOutcomeSearch<Integer> search = new SumOutcomeSearch<>(values);
        // the heap of 1 is valued by the search (it is searched: no size), its own limits lifted
        assertThat(search.wins(1, true)).isTrue();
        assertThatThrownBy(() -> values.value(50)).isInstanceOf(ValuesOutOfReach.class);
    }

    /** A grid position (i, j) with a long text, so that the parts, not the table, hold most of the memory. */
    private record Padded(int i, int j, String pad) {
    }

    private static final PartizanRuleset<Padded> PADDED_GRID = new PartizanRuleset<>() {
        @Override
        public List<PartizanMove<Padded>> moves(Padded p, boolean left) {
            List<PartizanMove<Padded>> out = new ArrayList<>();
            if (left && p.i() > 0) {
                out.add(new PartizanMove<>("i", new Padded(p.i() - 1, p.j(), p.pad())));
            }
            if (!left && p.j() > 0) {
                out.add(new PartizanMove<>("j", new Padded(p.i(), p.j() - 1, p.pad())));
            }
            if (left && p.j() > 1) {
                out.add(new PartizanMove<>("jj", new Padded(p.i(), p.j() - 2, p.pad())));
            }
            return out;
        }

        @Override
        public List<String> format(Padded p) {
            return List.of(p.i() + "," + p.j() + "," + p.pad());
        }
    };

    @Test
    void theSearchChargesThePartsItHoldsNotOnlyItsTable() {
        MemoryBudget.Account account = MemoryBudget.bytes(1L << 40).open();
        CanonicalGames games = new CanonicalGames().limit(account, null);
        long before = account.asked();
        SumOutcomeSearch<Padded> search = new SumOutcomeSearch<>(new MemoisedCanonicalValues<>(PADDED_GRID, games));
        String pad = "x".repeat(20_000);
        search.wins(new Padded(60, 60, pad), true);
        search.wins(new Padded(60, 60, pad), false);
        // each entry holds a part whose text is 20,000 characters: at least a byte a character is charged for it
        long entries = search.entries();
        assertThat(entries).isGreaterThan(100);
        assertThat(account.asked() - before).isGreaterThanOrEqualTo(entries * pad.length());
    }
}
