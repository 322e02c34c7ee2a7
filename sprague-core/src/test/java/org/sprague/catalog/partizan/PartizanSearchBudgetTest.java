package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.ruleset.SumOutcomeSearch;
import org.sprague.solve.Budget;

/**
 * The outcome search of a partizan ruleset game keeps its budget: a deterministic step budget (positions visited at
 * {@link SumOutcomeSearch#STEPS_PER_POSITION} steps each) refused with the figure needed, and a time budget that
 * stops the search promptly. Toads and Frogs of 28 cells (9 toads, 10 empty cells, 9 frogs) is far beyond a few
 * seconds of search; small budgets keep these tests short.
 */
class PartizanSearchBudgetTest {
    private static final String LARGE = "TTTTTTTTT..........FFFFFFFFF";
    private static final CatalogGame TOADS = Catalog.find("toads-and-frogs");

    private static GameOptions search(Budget budget) {
        return GameOptions.of("--method", "search").withBudget(budget);
    }

    @Test
    void theStepBudgetRefusesWithTheFigureNeeded() {
        double steps = 3e6;
        ResourceLimitException e = catchThrowableOfType(
                () -> TOADS.solve(search(Budget.standard().withSearchSteps(steps)), List.of(LARGE)),
                ResourceLimitException.class);
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
        assertThat(e.needed()).isGreaterThan(steps);
        long positions = (long) (steps / SumOutcomeSearch.STEPS_PER_POSITION);
        assertThat(e.getMessage()).startsWith("the search visited more than " + positions + " positions");
    }

    @Test
    void theDefaultAutoMethodStopsOnStepsNotOnTheClockForTheLargeBoard() {
        // the values' share and then the search, both within a small step budget: refused on steps, deterministically
        ResourceLimitException e = catchThrowableOfType(
                () -> TOADS.solve(GameOptions.none().withBudget(Budget.standard().withSearchSteps(3e6)),
                        List.of(LARGE)), ResourceLimitException.class);
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
    }

    @Test
    void aTimeBudgetStopsTheSearchWithinAFewSecondsOfItsLimit() {
        Duration limit = Duration.ofMillis(300);
        long start = System.nanoTime();
        ResourceLimitException e = catchThrowableOfType(() -> TOADS.solve(search(Budget.standard().withTime(limit)
                .withSearchSteps(Double.POSITIVE_INFINITY)), List.of(LARGE)), ResourceLimitException.class);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.TIME);
        assertThat(seconds).isLessThan(limit.toMillis() / 1000.0 + 3);
    }

    @Test
    void aSearchWithinTheStepBudgetAnswersAsWithout() {
        // T.F by hand, each player's moves forced: Left first, .TF, Right jumps to FT., Left slides to F.T, and Right
        // cannot move; Right first, TF., Left jumps to .FT, Right slides to F.T, and Left cannot move. The player to
        // move wins: N
        PartizanOutcomeAnswer small = (PartizanOutcomeAnswer) TOADS.solve(
                search(Budget.standard().withSearchSteps(SumOutcomeSearch.STEPS_PER_POSITION * 100)),
                List.of("T.F"));
        assertThat(small.outcomeClass()).isEqualTo(OutcomeClass.N);
    }
}
