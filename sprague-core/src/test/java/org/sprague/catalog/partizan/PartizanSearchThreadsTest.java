package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.ruleset.SumOutcomeSearch;
import org.sprague.solve.Budget;

/**
 * The generic outcome search with {@code --threads 2} (each player first at once, on its own thread,
 * {@link OutcomeSearchAnswers#ofBoth}): the class of the canonical value (the other engine, the oracle) on Clobber
 * and Toads and Frogs positions, with each player first, and the winning move named checked by the values (the
 * opponent, moving first from the position it reaches, loses); one step budget for both searches together; a time
 * budget that stops both.
 */
class PartizanSearchThreadsTest {
    private static final CatalogGame CLOBBER = Catalog.find("clobber");
    private static final CatalogGame TOADS = Catalog.find("toads-and-frogs");

    private static OutcomeClass byValue(CatalogGame game, List<String> position) {
        return ((PartizanAnswer) game.solve(GameOptions.of("--method", "value"), position)).analysis().outcomeClass();
    }

    private static void agreesWithTheValues(CatalogGame game, String position) {
        for (String first : new String[] {"left", "right"}) {
            PartizanOutcomeAnswer a = (PartizanOutcomeAnswer) game.solve(GameOptions.of("--method", "search",
                    "--threads", "2", "--first", first).withBudget(Budget.unlimited()), List.of(position));
            OutcomeClass expected = byValue(game, List.of(position));
            assertThat(a.outcomeClass()).as(position + ", " + first + " first").isEqualTo(expected);
            assertThat(a.winningMove() != null).as(position + ": a move when the first player wins")
                    .isEqualTo(expected.firstWins(first.equals("left")));
            if (a.winningMove() != null) {
                // the opponent moves first from the position reached, and loses
                OutcomeClass after = byValue(game, a.winningMoveTo());
                assertThat(after.firstWins(!first.equals("left"))).as(position + " after " + a.winningMove())
                        .isFalse();
            }
        }
    }

    @Test
    void clobberAndToadsAndFrogsPositionsHaveTheClassOfTheirValueOnTwoThreads() {
        for (String board : List.of("xoxo|oxox", "xox|oxo|xox", "xo.ox|.xoxo", "xxoo|oxxo")) {
            agreesWithTheValues(CLOBBER, board);
        }
        for (String row : List.of("TT..FF", "T.TF.F", "T..TF.FF.", "TT.F.TF")) {
            agreesWithTheValues(TOADS, row);
        }
    }

    @Test
    void theStepBudgetHoldsForBothSearchesTogether() {
        double steps = 3e6;
        long positions = (long) (steps / SumOutcomeSearch.STEPS_PER_POSITION);
        ResourceLimitException e = catchThrowableOfType(() -> TOADS.solve(GameOptions.of("--method", "search",
                "--threads", "2").withBudget(Budget.standard().withSearchSteps(steps)),
                List.of("TTTTTTTTT..........FFFFFFFFF")), ResourceLimitException.class);
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
        assertThat(e.getMessage()).startsWith("the search visited more than " + positions + " positions");
    }

    @Test
    void aTimeBudgetStopsBothSearches() {
        long start = System.nanoTime();
        ResourceLimitException e = catchThrowableOfType(() -> TOADS.solve(GameOptions.of("--method", "search",
                "--threads", "2").withBudget(Budget.standard().withTime(java.time.Duration.ofMillis(300))
                        .withSearchSteps(Double.POSITIVE_INFINITY)), List.of("TTTTTTTTT..........FFFFFFFFF")),
                ResourceLimitException.class);
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.TIME);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(3.3);
    }
}
