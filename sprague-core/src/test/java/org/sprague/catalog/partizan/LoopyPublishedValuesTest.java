package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.partizan.loopy.LoopyNotation;
import org.sprague.partizan.loopy.LoopyOutcomes;
import org.sprague.partizan.loopy.Winner;
import org.sprague.solve.Budget;

/**
 * Published values of loopy catalog games. CGSuite's tests (lib/core/src/test/scala/org/cgsuite/lang/
 * {@code GameGridTest} and {@code GameStripTest}, aaron-siegel/cgsuite): {@code FoxAndGeese({(4,2),(4,4),(4,6),
 * (4,8)}, (1,1)).GameValue} is {@code {4*|7/2}}; {@code FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})} gives
 * the fox's eight squares below the geese the values checked here; {@code BackslidingToadsAndFrogs("ttt..fff")}
 * is the sided value {@code {on||0|-1/2} & {1/2|0||off}}.
 */
class LoopyPublishedValuesTest {
    private static Solution solve(String game, boolean leftFirst, String... position) {
        return (Solution) Catalog.find(game).solve(GameOptions.of("--first", leftFirst ? "left" : "right")
                .withBudget(Budget.standard()), List.of(position));
    }

    private static String foxValue(String fox) {
        return (String) solve("fox-and-geese", true, "3,1", "3,3", "3,5", "3,7", "fox", fox).detail("value");
    }

    @Test
    void foxAndGeeseReproducesTwoSquaresOfCgsuitesValuesTable() {
        assertThat(foxValue("1,1")).isEqualTo("{6|2over}");
        assertThat(foxValue("2,6")).isEqualTo("3*");
    }

    @Test
    @EnabledIfEnvironmentVariable(named = "SPRAGUE_LARGE_TESTS", matches = ".+")
    void foxAndGeeseReproducesCgsuitesWholeValuesTableAndItsGeeseOnRowFour() {
        String[][] table = {{"1,1", "{6|2over}"}, {"1,3", "{2over|2}"}, {"1,5", "{4|3||2}"}, {"1,7", "{4over|3*}"},
            {"2,2", "2over"}, {"2,4", "2"}, {"2,6", "3*"}, {"2,8", "4over"}};
        for (String[] square : table) {
            assertThat(foxValue(square[0])).as(square[0]).isEqualTo(square[1]);
        }
        assertThat(solve("fox-and-geese", true, "4,2", "4,4", "4,6", "4,8", "fox", "1,1").detail("value"))
                .isEqualTo("{4*|7/2}");
    }

    /**
     * For a sided value S &amp; T (Siegel, <i>Combinatorial Game Theory</i>, ch. VI: the onside S is the game
     * with infinite play won by Left, the offside T with it won by Right), with either player first Left wins
     * exactly when she wins T and Right exactly when he wins S; otherwise the game is drawn. So
     * CGSuite's published sides of {@code ttt..fff} fix who wins it with each player first.
     */
    @Test
    @SuppressWarnings("unchecked")
    void backslidingToadsAndFrogsHasItsPublishedSidesAndIsDrawnAsTheySay() {
        CanonicalGames games = new CanonicalGames();
        LoopyNotation reader = new LoopyNotation(games, LoopyGraph.DEFAULT_MAX_POSITIONS);
        LoopyOutcomes onside = new LoopyOutcomes(reader.parse("{on||0|-1/2}"));
        LoopyOutcomes offside = new LoopyOutcomes(reader.parse("{1/2|0||off}"));
        String leftFirst = offside.leftFirst(0) == Winner.LEFT ? "left"
                : onside.leftFirst(0) == Winner.RIGHT ? "right" : "draw";
        String rightFirst = offside.rightFirst(0) == Winner.LEFT ? "left"
                : onside.rightFirst(0) == Winner.RIGHT ? "right" : "draw";
        assertThat(leftFirst).isEqualTo("draw");
        assertThat(rightFirst).isEqualTo("draw");
        Solution s = solve("backsliding-toads-and-frogs", true, "ttt..fff");
        assertThat(s.detail("leftFirst")).isEqualTo(leftFirst);
        assertThat(s.detail("rightFirst")).isEqualTo(rightFirst);
        assertThat(s.detail("stopper")).isEqualTo(false);
        assertThat(s.detail("value")).isEqualTo("{on||0|-1/2} & {1/2|0||off}");
        assertThat((java.util.Map<Object, Object>) s.detail("sided")).containsEntry("stopperSided", true)
                .containsEntry("onside", "{on||0|-1/2}").containsEntry("offside", "{1/2|0||off}");
        assertThat(Detail.has(s.details(), "outcomeClass")).isFalse();
        assertThat(s.winningMoves()).isNotEmpty();
    }
}
