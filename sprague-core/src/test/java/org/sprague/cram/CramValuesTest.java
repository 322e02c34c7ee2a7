package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

class CramValuesTest {
    @Test
    void theTableIsSizedByTheBoardAndHeldToHalfTheMemory() {
        assertThat(new CramValues(12, Budget.unlimited()).search().capacity()).isEqualTo(1 << 10);
        assertThat(new CramValues(25, Budget.unlimited()).search().capacity()).isEqualTo(1 << 17);
        Budget fourMiB = Budget.unlimited().withMemory(MemoryBudget.bytes(4L << 20));
        int capacity = new CramValues(40, fourMiB).search().capacity();
        assertThat(RegionSearch.tableBytes(capacity)).isLessThanOrEqualTo(2L << 20);
        assertThat(capacity).isGreaterThanOrEqualTo(CramValues.MIN_CAPACITY);
    }

    @Test
    void tooLittleMemoryForTheSmallestTableIsAMemoryLimit() {
        Budget tiny = Budget.unlimited().withMemory(MemoryBudget.bytes(1000));
        assertThatThrownBy(() -> new CramValues(30, tiny)).isInstanceOf(ResourceLimitException.class)
                .satisfies(e -> assertThat(((ResourceLimitException) e).resource())
                        .isEqualTo(ResourceLimitException.Resource.MEMORY));
    }

    /** The board's value is the nim-sum of its regions', each checked by the brute force of that region alone. */
    @Test
    void aBoardIsTheNimSumOfItsRegions() {
        CramBoard board = CramBoard.of(List.of("..#...", ".##...", "#.#.#.", "..#..."));
        CramValues values = new CramValues(board.emptyCells(), Budget.unlimited());
        int x = 0;
        for (CramBoard.Region r : board.regions()) {
            x ^= new CramBruteForce(r.width(), r.height()).grundy(r.mask());
        }
        assertThat(board.regions()).hasSize(3);
        assertThat(values.value(board)).isEqualTo(x);
        long all = 0;
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 6; c++) {
                all |= board.empty(r, c) ? 1L << (r * 6 + c) : 0;
            }
        }
        assertThat(x).isEqualTo(new CramBruteForce(6, 4).grundy(all));
    }
}
