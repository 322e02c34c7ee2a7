package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.solve.retrograde.MemoryBudget;

class BudgetTest {
    @Test
    void workOverTheStepBudgetIsRefusedWithItsEstimateBeforeItStarts() {
        // 0x0.FFFF splits a heap into up to three: about n^3 / 12 * 5 options in all, 1.1e10 for n = 3000
        OctalRuleset rules = new OctalRuleset(OctalCode.parse("0x0.FFFF"));
        assertThatThrownBy(() -> GrundySequences.upto(rules, 3000, Budget.standard()))
                .isInstanceOfSatisfying(ResourceLimitException.class, e -> {
                    assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
                    assertThat(e.needed()).isGreaterThan(Budget.STANDARD_STEPS);
                })
                .hasMessageContaining("needs about 1.1e+10 steps").hasMessageContaining("budget of 3e+09");
        // the search mode refuses the doubling that would pass the budget, not only a given range
        assertThatThrownBy(() -> GrundySequences.untilProven(rules, 1_000_000, Budget.standard()))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("proven up to 1024");
        assertThat(GrundySequences.upto(rules, 300, Budget.standard()).upto()).isEqualTo(300);
    }

    @Test
    void aRunStopsWhenItsTimeIsUp() {
        // Lasker's Nim to 10^5 is about 7.5e9 steps: far more than a millisecond whatever the machine
        Budget oneMilli = Budget.unlimited().withTime(Duration.ofMillis(1));
        assertThatThrownBy(() -> GrundySequences.upto(LaskerRuleset.INSTANCE, 100_000, oneMilli))
                .isInstanceOfSatisfying(ResourceLimitException.class,
                        e -> assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.TIME))
                .hasMessageContaining("of lasker computed");
    }

    @Test
    void memoryPartsOfOneRunAreCountedTogether() {
        MemoryBudget.Account run = MemoryBudget.bytes(1000).open();
        run.require(600, "part one");
        assertThatThrownBy(() -> run.require(600, "part two")).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("part two");
        // a new run starts from nothing again
        MemoryBudget.bytes(1000).open().require(600, "another run");
    }

    @Test
    void aStepBudgetMustBePositive() {
        assertThatThrownBy(() -> Budget.standard().withSteps(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Budget.unlimited().steps()).isInfinite();
        assertThat(Budget.unlimited().time()).isNull();
    }

    @Test
    void aTotalIsSharedByTheBudgetsDerivedFromItAndChargedEachSearchAfforded() {
        Budget batch = Budget.standard().withSearchTotal(1e5);
        Budget oneCase = batch.withAdvice("raise it");
        assertThat(oneCase.searchSteps()).isEqualTo(Budget.STANDARD_SEARCH_STEPS);
        assertThat(oneCase.affords(4e4)).isTrue();
        assertThat(batch.affords(4e4)).isTrue();
        assertThat(batch.searchSpent()).isEqualTo(8e4);
        assertThat(batch.searchTotalReached()).isFalse();
        // over the limit of one search: refused as before, and not the total's doing
        assertThat(oneCase.affords(2 * Budget.STANDARD_SEARCH_STEPS)).isFalse();
        assertThat(batch.searchTotalReached()).isFalse();
        // within the limit of one search, over what is left of the total
        assertThat(oneCase.affords(4e4)).isFalse();
        assertThat(batch.searchTotalReached()).isTrue();
        assertThat(batch.searchSpent()).isEqualTo(8e4);
        assertThat(oneCase.affords(1e4)).isTrue();
        assertThatThrownBy(() -> oneCase.requireSearch("this search", 2e4)).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("left of the total budget of 1e+05");
        // a fresh total each time; none by default
        assertThat(Budget.standard().withSearchTotal(1e5).searchSpent()).isZero();
        assertThat(Budget.standard().searchTotal()).isInfinite();
        assertThat(Budget.standard().affords(9e7)).isTrue();
        assertThat(Budget.standard().searchTotalReached()).isFalse();
    }
}
