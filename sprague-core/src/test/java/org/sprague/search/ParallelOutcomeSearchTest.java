package org.sprague.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.solve.Budget;

/**
 * The parallel search (ABDADA's split of the work, {@link SearchingNow}) on 1 to 4 threads and several depths of
 * sharing, against a plain memoised minimax written here, on random positions of a small game defined here
 * (Domineering on a board of at most 36 cells, the core contract only: no move order, no counts, no symmetry), and
 * every winning move the search names checked by the minimax. Four and six threads on a two-core machine and
 * sharing at every ply make the threads meet in the same positions often, the case where moves are put off (and,
 * after the other moves, put off again or joined).
 */
class ParallelOutcomeSearchTest {
    /** Domineering on {@code rows x cols} cells: a move is the top or left cell of a domino, Left vertical. */
    private record Board(int rows, int cols) implements OutcomeGame {
        @Override
        public int moveIds() {
            return rows * cols;
        }

        private int partner(int cell, boolean left) {
            int r = cell / cols;
            int c = cell % cols;
            return left ? (r + 1 < rows ? cell + cols : -1) : (c + 1 < cols ? cell + 1 : -1);
        }

        @Override
        public int moves(long state, boolean left, int[] out) {
            int n = 0;
            for (int cell = 0; cell < rows * cols; cell++) {
                int other = partner(cell, left);
                if (other >= 0 && (state >>> cell & 1) != 0 && (state >>> other & 1) != 0) {
                    out[n++] = cell;
                }
            }
            return n;
        }

        @Override
        public long play(long state, boolean left, int move) {
            return state & ~(1L << move) & ~(1L << partner(move, left));
        }
    }

    /** The oracle: every move of the player to move tried, a memo of the positions seen. */
    private static boolean minimaxWins(Board board, long state, boolean left, Map<Long, Boolean> memo) {
        long key = state << 1 | (left ? 1 : 0);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = false;
        for (int cell = 0; cell < board.rows() * board.cols() && !wins; cell++) {
            int other = board.partner(cell, left);
            if (other >= 0 && (state >>> cell & 1) != 0 && (state >>> other & 1) != 0) {
                wins = !minimaxWins(board, state & ~(1L << cell) & ~(1L << other), !left, memo);
            }
        }
        memo.put(key, wins);
        return wins;
    }

    private static ParallelOutcomeSearch search(Board board, int threads, int sharedDepth) {
        return new ParallelOutcomeSearch(i -> board, threads, new TranspositionTable(16), Budget.Deadline.none(),
                Long.MAX_VALUE, 1, SearchProgress.NONE, null, sharedDepth);
    }

    /** A board's cells, {@code filled} of them taken at random. */
    private static long randomPosition(Board board, int filled, SplittableRandom random) {
        int cells = board.rows() * board.cols();
        long state = cells == 64 ? -1L : (1L << cells) - 1;
        for (int i = 0; i < filled; i++) {
            state &= ~(1L << random.nextInt(cells));
        }
        return state;
    }

    @Test
    void randomPositionsHaveTheMinimaxOutcomeAndAWinningMoveOnOneToFourThreads() {
        SplittableRandom random = new SplittableRandom(40);
        Board[] boards = {new Board(5, 5), new Board(4, 6), new Board(6, 5), new Board(6, 6)};
        int wins = 0;
        int losses = 0;
        for (int p = 0; p < 16; p++) {
            Board board = boards[p % boards.length];
            long state = randomPosition(board, board.rows() * board.cols() >= 30 ? 8 : 3, random);
            boolean left = p % 3 != 0;
            Map<Long, Boolean> memo = new HashMap<>();
            boolean expected = minimaxWins(board, state, left, memo);
            // threads and plies shared: one thread alone, then two to six sharing the first 2 plies or all (six on
            // two cores: moves put off again and again while another thread stays in them)
            for (int[] run : new int[][] {{1, 1}, {2, 2}, {2, 64}, {3, 64}, {4, 2}, {4, 64}, {6, 64}}) {
                SearchResult r = search(board, run[0], run[1]).solve(state, 0, left);
                String what = board + " position " + Long.toHexString(state) + " on " + run[0] + " threads, sharing "
                        + run[1] + " plies";
                assertThat(r.moverWins()).as(what).isEqualTo(expected);
                if (expected) {
                    assertThat(r.winningMove()).as(what).isNotNegative();
                    assertThat(minimaxWins(board, board.play(state, left, r.winningMove()), !left, memo))
                            .as(what + ": the opponent after " + r.winningMove()).isFalse();
                }
            }
            if (expected) {
                wins++;
            } else {
                losses++;
            }
        }
        assertThat(wins).as("won positions among the random ones").isPositive();
        assertThat(losses).as("lost positions among the random ones").isPositive();
    }

    /**
     * On a position of a quarter of a million positions, each thread of two searches a part: positions of both
     * together at most 1.5 times one thread's (about 1.0 on Domineering 8x8, docs/BENCHMARKS.md; the bound is
     * loose because the split depends on the threads' timing, and the machine's load), every thread counted, the
     * figures' busy shares between 0 and 1.
     */
    @Test
    void twoThreadsSplitTheWorkWithoutSearchingMuchMore() {
        Board board = new Board(6, 6);
        long state = randomPosition(board, 6, new SplittableRandom(7));
        ParallelOutcomeSearch alone = search(board, 1, ParallelOutcomeSearch.SHARED_DEPTH);
        SearchResult one = alone.solve(state, 0, true);
        ParallelOutcomeSearch two = search(board, 2, ParallelOutcomeSearch.SHARED_DEPTH);
        SearchResult both = two.solve(state, 0, true);
        assertThat(both.moverWins()).isEqualTo(one.moverWins());
        ThreadFigures figures = two.figures();
        assertThat(one.nodes()).as("a position large enough to split").isGreaterThan(100_000);
        assertThat(figures.totalPositions()).isEqualTo(both.nodes()).isLessThanOrEqualTo(one.nodes() * 3 / 2);
        for (int i = 0; i < 2; i++) {
            assertThat(figures.positions()[i]).as("thread " + i + "'s positions").isPositive();
            assertThat(figures.busy(i)).as("thread " + i + "'s busy share").isBetween(0.0, 1.0);
        }
        assertThat(alone.figures().positions()[0]).isEqualTo(one.nodes());
    }
}
