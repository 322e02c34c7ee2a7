package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engine against the plain minimax of {@link GameTree}: canonical forms, sums, negation and comparison of
 * random games.
 */
class CanonicalGamesTest {
    private static List<GameTree> randomTrees(long seed, int count, int depth, int width) {
        Random random = new Random(seed);
        List<GameTree> trees = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            trees.add(GameTree.random(random, depth, width));
        }
        return trees;
    }

    @Test
    void canonicalFormEqualsTheGameByMinimax() {
        CanonicalGames games = new CanonicalGames();
        GameTree.Minimax oracle = new GameTree.Minimax();
        for (GameTree g : randomTrees(1, 300, 4, 3)) {
            int id = g.toId(games);
            GameTree canonical = GameTree.of(games, id);
            // G - G' is a second-player win exactly when G = G'
            assertThat(oracle.outcomeClass(List.of(g, canonical.negate()))).isEqualTo("P");
            assertThat(OutcomeClass.of(games, id).name()).isEqualTo(oracle.outcomeClass(List.of(g)));
        }
    }

    @Test
    void comparisonAgreesWithMinimaxAndEqualGamesShareAnId() {
        CanonicalGames games = new CanonicalGames();
        GameTree.Minimax oracle = new GameTree.Minimax();
        List<GameTree> trees = randomTrees(2, 60, 3, 3);
        int equalPairs = 0;
        for (GameTree g : trees) {
            for (GameTree h : trees) {
                int a = g.toId(games);
                int b = h.toId(games);
                boolean le = oracle.leq(g, h);
                boolean ge = oracle.leq(h, g);
                assertThat(games.leq(a, b)).isEqualTo(le);
                assertThat(a == b).isEqualTo(le && ge);
                equalPairs += le && ge ? 1 : 0;
            }
        }
        assertThat(equalPairs).isGreaterThan(trees.size());
    }

    @Test
    void sumsAndNegationsAgreeWithMinimax() {
        CanonicalGames games = new CanonicalGames();
        GameTree.Minimax oracle = new GameTree.Minimax();
        List<GameTree> trees = randomTrees(3, 40, 3, 2);
        for (int i = 0; i + 1 < trees.size(); i++) {
            GameTree g = trees.get(i);
            GameTree h = trees.get(i + 1);
            int sum = games.sum(g.toId(games), h.toId(games));
            GameTree s = GameTree.of(games, sum);
            assertThat(oracle.outcomeClass(List.of(g, h, s.negate()))).isEqualTo("P");
            assertThat(OutcomeClass.of(games, sum).name()).isEqualTo(oracle.outcomeClass(List.of(g, h)));
            int neg = games.negate(g.toId(games));
            assertThat(oracle.outcomeClass(List.of(g, GameTree.of(games, neg)))).isEqualTo("P");
        }
    }

    @Test
    void numbersFollowTheSimplicityRule() {
        CanonicalGames games = new CanonicalGames();
        // Winning Ways ch. 2: {0|1} = 1/2, {0|} = 1, {|0} = -1, {1/2|1} = 3/4, {-1|} = 0, {1|2} = 3/2
        assertThat(games.numberValue(games.game(new int[] {0}, new int[] {games.integer(1)}))).hasToString("1/2");
        assertThat(games.numberValue(games.game(new int[] {0}, new int[] {}))).hasToString("1");
        assertThat(games.numberValue(games.game(new int[] {}, new int[] {0}))).hasToString("-1");
        int half = games.number(Dyadic.parse("1/2"));
        assertThat(games.numberValue(games.game(new int[] {half}, new int[] {games.integer(1)}))).hasToString("3/4");
        assertThat(games.numberValue(games.game(new int[] {games.integer(-1)}, new int[] {}))).hasToString("0");
        assertThat(games.numberValue(games.game(new int[] {games.integer(1)}, new int[] {games.integer(2)})))
                .hasToString("3/2");
        // {*|*} = 0: both options reverse through 0 (Siegel II.2)
        assertThat(games.game(new int[] {games.nimber(1)}, new int[] {games.nimber(1)})).isZero();
    }

    @Test
    void nimbersAddByNimSum() {
        CanonicalGames games = new CanonicalGames();
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                assertThat(games.sum(games.nimber(a), games.nimber(b))).isEqualTo(games.nimber(a ^ b));
            }
        }
    }

    @Test
    void hugeNumbersAreExact() {
        CanonicalGames games = new CanonicalGames();
        Dyadic tiny = Dyadic.ONE.shiftDown(1000);
        int g = games.number(tiny);
        int sum = games.sum(g, g);
        assertThat(games.numberValue(sum)).isEqualTo(Dyadic.ONE.shiftDown(999));
        // x + * > 0 for every number x > 0, however small: Left answers any move by taking * to 0
        assertThat(OutcomeClass.of(games, games.sum(g, games.nimber(1)))).isEqualTo(OutcomeClass.L);
    }

    /** A space given another deadline is held to it, its tables kept: the search's time after the values' share. */
    @Test
    void anotherDeadlineReplacesThePassedOne() throws InterruptedException {
        CanonicalGames space = new CanonicalGames().limit(null,
                org.sprague.solve.Budget.standard().withTime(java.time.Duration.ofNanos(1)).start());
        int one = space.integer(1);
        Thread.sleep(2);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> space.checkDeadline("values"))
                .isInstanceOf(org.sprague.ResourceLimitException.class);
        space.deadline(org.sprague.solve.Budget.standard().start()).checkDeadline("search");
        assertThat(space.integer(1)).isEqualTo(one);
    }
}
