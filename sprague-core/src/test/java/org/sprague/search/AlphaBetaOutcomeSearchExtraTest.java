package org.sprague.search;

import org.junit.jupiter.api.Test;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search carries a position's second word through play, the table and {@link WithSecondWord#settled}, on a race
 * worked by hand: a heap both players take from, one at a time, and {@code k} moves of Left's own beside it (the
 * second word). Whoever takes from the heap also denies the other a move, so both take from it first: Left moving
 * first wins when the heap is odd (Left takes the last) or Left has a move of its own left; Right moving first
 * wins when the heap is odd and Left has none.
 */
class AlphaBetaOutcomeSearchExtraTest {
    /** The race; its settled form is the position itself, the calls counted so that the test sees them. */
    private static final class Race implements OrderedMoves, WithSecondWord {
        private int settledCalls;

        @Override
        public int moveIds() {
            return 2;
        }

        @Override
        public int moves(long state, boolean left, int[] out) {
            throw new AssertionError("the search must ask with the second word");
        }

        @Override
        public int searchMoves(long state, int extra, boolean left, int[] out, int hint) {
            int n = 0;
            if (state > 0) {
                out[n++] = 0;
            }
            if (left && extra > 0) {
                out[n++] = 1;
            }
            return n;
        }

        @Override
        public long play(long state, boolean left, int move) {
            throw new AssertionError("the search must play with the second word");
        }

        @Override
        public int moves(long state, int extra, boolean left, int[] out) {
            return searchMoves(state, extra, left, out, -1);
        }

        @Override
        public long play(long state, int extra, boolean left, int move, int[] reachedExtra) {
            reachedExtra[0] = move == 1 ? extra - 1 : extra;
            return move == 0 ? state - 1 : state;
        }

        @Override
        public int decided(long state, int extra, boolean left) {
            return 0;
        }

        @Override
        public long settled(long state, int extra, boolean left, int move, int[] settledExtra) {
            settledCalls++;
            settledExtra[0] = extra;
            return state;
        }
    }

    @Test
    void theSecondWordDecidesTheRaceAsWorkedByHand() {
        Race race = new Race();
        // one table for every position: a table that ignored the second word would mix the races up
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(race, new TranspositionTable(12),
                Budget.Deadline.none(), Long.MAX_VALUE, (nodes, nanos) -> { });
        for (int heap = 0; heap <= 12; heap++) {
            for (int own = 0; own <= 4; own++) {
                boolean odd = heap % 2 == 1;
                assertThat(solve(search, heap, own, true)).as("heap %d, %d of Left's, Left first", heap, own)
                        .isEqualTo(odd || own > 0);
                assertThat(solve(search, heap, own, false)).as("heap %d, %d of Left's, Right first", heap, own)
                        .isEqualTo(odd && own == 0);
            }
        }
        assertThat(race.settledCalls).isPositive();
    }

    private static boolean solve(AlphaBetaOutcomeSearch search, int heap, int own, boolean left) {
        return search.solve(heap, own, left).moverWins();
    }
}
