package org.sprague.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.OutcomeClass;
import org.sprague.solve.Budget;

/**
 * The generic orchestration against a brute-force oracle, on a partizan subtraction game: from a heap of
 * {@code n}, Left takes 1 or 4 and Right takes 2 or 3 (whoever cannot move loses). The game decides heaps below 3
 * itself, so the search answers those without a move and the orchestration must find one by trying each.
 */
class OutcomeClassSearchTest {
    private static final int[][] TAKES = {{2, 3}, {1, 4}};

    /** The subtraction game, the core contract only. */
    private static final class Subtraction implements OutcomeGame {
        @Override
        public int moveIds() {
            return 5;
        }

        @Override
        public int moves(long state, boolean left, int[] out) {
            int n = 0;
            for (int take : TAKES[left ? 1 : 0]) {
                if (take <= state) {
                    out[n++] = take;
                }
            }
            return n;
        }

        @Override
        public long play(long state, boolean left, int move) {
            return state - move;
        }

        @Override
        public int decided(long state, boolean left) {
            return state < 3 ? (wins(state, left) ? 1 : -1) : 0;
        }
    }

    /** Plain recursion over every move: the oracle. */
    private static boolean wins(long heap, boolean left) {
        for (int take : TAKES[left ? 1 : 0]) {
            if (take <= heap && !wins(heap - take, !left)) {
                return true;
            }
        }
        return false;
    }

    private static AlphaBetaOutcomeSearch search(OutcomeGame game) {
        return new AlphaBetaOutcomeSearch(game, new TranspositionTable(12), Budget.Deadline.none(), Long.MAX_VALUE,
                SearchProgress.NONE);
    }

    @Test
    void classesAndWinningMovesAgreeWithTheOracle() {
        Set<OutcomeClass> seen = EnumSet.noneOf(OutcomeClass.class);
        for (long heap = 0; heap <= 24; heap++) {
            for (boolean leftFirst : new boolean[] {true, false}) {
                OutcomeClassSearch.Answer a = OutcomeClassSearch.solve(search(new Subtraction()), heap, 0, leftFirst,
                        false);
                OutcomeClass expected = OutcomeClassSearch.outcomeClass(wins(heap, true), wins(heap, false));
                assertThat(a.outcomeClass()).as("heap %d", heap).isEqualTo(expected);
                assertThat(a.leftSearch().moverWins()).isEqualTo(wins(heap, true));
                assertThat(a.rightSearch().moverWins()).isEqualTo(wins(heap, false));
                boolean firstWins = wins(heap, leftFirst);
                assertThat(a.winningMove() >= 0).as("heap %d, a winning move", heap).isEqualTo(firstWins);
                if (firstWins) {
                    assertThat(a.reached()).isEqualTo(heap - a.winningMove());
                    assertThat(wins(a.reached(), !leftFirst)).as("heap %d after the move", heap).isFalse();
                }
                seen.add(a.outcomeClass());
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(OutcomeClass.values());
    }

    @Test
    void theClassComesFromWhoWinsMovingFirst() {
        assertThat(OutcomeClassSearch.outcomeClass(true, true)).isEqualTo(OutcomeClass.N);
        assertThat(OutcomeClassSearch.outcomeClass(true, false)).isEqualTo(OutcomeClass.L);
        assertThat(OutcomeClassSearch.outcomeClass(false, true)).isEqualTo(OutcomeClass.R);
        assertThat(OutcomeClassSearch.outcomeClass(false, false)).isEqualTo(OutcomeClass.P);
    }

    @Test
    void wiringASecondSearchBySymmetryTakesTheFirstsAnswerAndVisitsNothing() {
        for (long heap = 0; heap <= 12; heap++) {
            OutcomeClassSearch.Answer a = OutcomeClassSearch.solve(search(new Subtraction()), heap, 0, true, true);
            assertThat(a.secondBySymmetry()).isTrue();
            assertThat(a.rightSearch().moverWins()).isEqualTo(a.leftSearch().moverWins());
            assertThat(a.rightSearch().nodes()).isZero();
        }
    }

    @Test
    void aKeptSearchIsTakenOnlyWhereItFitsAndOnce() {
        KeptSearch<String> kept = new KeptSearch<>();
        assertThat(kept.take(s -> true)).isNull();
        kept.keep("8x8");
        assertThat(kept.take("9x9"::equals)).isNull();
        assertThat(kept.take("8x8"::equals)).isEqualTo("8x8");
        assertThat(kept.take(s -> true)).isNull();
    }
}
