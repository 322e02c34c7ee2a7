package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class PartizanEuclidTest {
    private final PartizanEuclid game = new PartizanEuclid();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<PartizanEuclid.Pair> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<Integer>, GameTree> trees = new HashMap<>();

    /** The rules again, plainly: over when q divides p; else Left to (q, p mod q), Right to (q, q - p mod q). */
    private static List<List<Integer>> options(List<Integer> pair, boolean left) {
        int p = pair.get(0);
        int q = pair.get(1);
        if (p % q == 0) {
            return List.of();
        }
        return List.of(List.of(q, left ? p % q : q - p % q));
    }

    private int value(long p, long q) {
        return values.value(game.parse(List.of("" + p, "" + q)));
    }

    @Test
    void everyPairUpToTwelveAgreesWithMinimax() {
        for (int p = 1; p <= 12; p++) {
            for (int q = 1; q <= 12; q++) {
                GameTree tree = GameTree.ofPosition(List.of(p, q), PartizanEuclidTest::options, trees);
                oracle.matches(value(p, q), tree, p + " " + q);
            }
        }
    }

    /**
     * Published: CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala) gives
     * PartizanEuclid((8, n)) for n = 1..8 as 0, 0, v, 0, 0, ^, ^5, 0 (n = 0 is no pair of positive integers).
     */
    @Test
    void cgsuitesPublishedValues() {
        String[] expected = {"0", "0", "v", "0", "0", "^", "^5", "0"};
        for (int n = 1; n <= 8; n++) {
            assertThat(new Notation(games).print(value(8, n))).as("8 " + n).isEqualTo(expected[n - 1]);
        }
    }

    @Test
    void theBoardCarriesTheOneMove() {
        StripsTesting.boardsNameEachMoveOnce(game, "8 3", "8 4");
    }

    @Test
    void malformedAndTooLargePairs() {
        StripsTesting.badInput(game, List.of(List.of("8"), List.of("8", "0"), List.of("8", "-3"), List.of("a", "3"),
                List.of("1", "2", "3")));
        assertThatThrownBy(() -> game.parse(List.of("99999999999999999999", "3")))
                .isInstanceOf(ResourceLimitException.class);
    }
}
