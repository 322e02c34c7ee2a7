package org.sprague.partizan.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.PartizanMove;

class SumOutcomeSearchTest {
    private final Map<String, GameTree> trees = new HashMap<>();
    private final GameTree.Minimax minimax = new GameTree.Minimax();

    private List<GameTree> trees(List<String> rows) {
        List<GameTree> out = new ArrayList<>();
        for (String r : rows) {
            out.add(GameTree.ofPosition(r, GameOracles::toadsAndFrogs, trees));
        }
        return out;
    }

    /**
     * Sums of rows where the short rows are valued and the long ones searched: the outcome class, and each winning
     * move given, against the minimax of the rows' own game trees.
     */
    @Test
    void outcomeClassesAndWinningMovesAgreeWithMinimax() {
        Random random = new Random(41);
        for (int small : new int[] {0, 3, 5, 99}) {
            SumOutcomeSearch<List<String>> search = new SumOutcomeSearch<>(
                    new MemoisedCanonicalValues<>(new RowsOfToads(small), new CanonicalGames()));
            for (int i = 0; i < 80; i++) {
                List<String> rows = MemoisedCanonicalValuesTest.randomRows(random, 1 + random.nextInt(3), 7);
                assertThat(search.outcomeClass(rows).name()).as(rows + " small " + small)
                        .isEqualTo(minimax.outcomeClass(trees(rows)));
                for (boolean left : new boolean[] {true, false}) {
                    PartizanMove<List<String>> move = search.winningMove(rows, left);
                    assertThat(move != null).as(rows + " left " + left).isEqualTo(minimax.firstWins(trees(rows), left));
                    if (move != null) {
                        assertThat(minimax.firstWins(trees(move.to()), !left)).as(move.text()).isFalse();
                    }
                }
            }
        }
    }

    /** A sum remembered is found again whatever the order of its parts: the second search visits fewer positions. */
    @Test
    void sumsAreRememberedWhateverTheOrderOfTheirParts() {
        SumOutcomeSearch<List<String>> search = new SumOutcomeSearch<>(
                new MemoisedCanonicalValues<>(new RowsOfToads(0), new CanonicalGames()));
        boolean first = search.wins(List.of("TT.F.", "T..FF"), true);
        long nodes = search.nodes();
        boolean again = search.wins(List.of("T..FF", "TT.F."), true);
        assertThat(again).isEqualTo(first);
        assertThat(search.nodes() - nodes).isEqualTo(1);
    }

    /**
     * Where the values stopped at their limit, part-way down a line of play, the search over the same values still
     * values the small parts (the limit lifted, no part left looking like a cycle) and agrees with the minimax.
     */
    @Test
    void theSearchGoesOnWhereTheValuesStopped() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new RowsOfToads(4),
                new CanonicalGames(), 6);
        List<String> rows = List.of("TT..F", "T..F", "T.F.F");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> values.value(rows))
                .isInstanceOf(ValuesOutOfReach.class);
        SumOutcomeSearch<List<String>> search = new SumOutcomeSearch<>(values);
        assertThat(search.outcomeClass(rows).name()).isEqualTo(minimax.outcomeClass(trees(rows)));
        assertThat(values.size()).as("small rows valued past the old limit").isGreaterThan(6);
    }
}
