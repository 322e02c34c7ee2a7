package org.sprague.domineering;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search of a board beside a number (small regions whose values are numbers taken off the board,
 * {@link DomineeringBitboard#settled}), against oracles written here: a minimax over all sets of empty cells
 * (bottom up, as in {@link CountedExhaustiveTest}), and a minimax of a board plus a number whose moves are the
 * number's canonical options, {@code x = m / 2^k} (m odd) being {@code {x - 2^-k | x + 2^-k}} and an integer
 * {@code n} being {@code {n - 1 | }} or {@code { | n + 1}} (Winning Ways, ch. 2).
 */
class DomineeringSumSearchTest {
    private static final int UNIT = DomineeringBitboard.UNIT;

    @Test
    void everyPositionOfFourByFourWithRegionsTakenOffAgreesWithMinimax() {
        Minimax truth = new Minimax(4, 4);
        DomineeringBitboard game = valued(4, 4);
        AlphaBetaOutcomeSearch search = search(game, 16);
        for (int s = 0; s < 1 << 16; s++) {
            assertThat(search.solve(s, true).moverWins()).as("%s Left", game.rows(s)).isEqualTo(truth.left[s]);
            assertThat(search.solve(s, false).moverWins()).as("%s Right", game.rows(s)).isEqualTo(truth.right[s]);
        }
    }

    @Test
    void randomPositionsOfTwentyCellBoardsAgreeWithMinimax() {
        Random random = new Random(23);
        for (int[] board : new int[][] {{4, 5}, {5, 4}, {2, 10}, {10, 2}}) {
            int width = board[0];
            int height = board[1];
            Minimax truth = new Minimax(width, height);
            DomineeringBitboard game = valued(width, height);
            AlphaBetaOutcomeSearch search = search(game, 18);
            int cells = width * height;
            for (int i = 0; i < 4_000; i++) {
                // a share of the cells filled, so that regions split off
                int filled = random.nextInt(cells / 2);
                int s = (1 << cells) - 1;
                for (int k = 0; k < filled; k++) {
                    s &= ~(1 << random.nextInt(cells));
                }
                boolean left = random.nextBoolean();
                assertThat(search.solve(s, left).moverWins()).as("%s %s", game.rows(s), left ? "Left" : "Right")
                        .isEqualTo(left ? truth.left[s] : truth.right[s]);
            }
        }
    }

    @Test
    void boardsBesideNumbersAgreeWithMinimaxOfTheSum() {
        Random random = new Random(29);
        DomineeringBitboard game = valued(4, 4);
        AlphaBetaOutcomeSearch search = search(game, 16);
        SumMinimax truth = new SumMinimax(4, 4);
        for (int i = 0; i < 3_000; i++) {
            long s = random.nextInt(1 << 16);
            // quarters from -3 to 3
            int quarters = random.nextInt(25) - 12;
            boolean left = random.nextBoolean();
            int extra = quarters * (UNIT / 4);
            assertThat(search.solve(s, extra, left).moverWins())
                    .as("%s + %d/4, %s to move", game.rows(s), quarters, left ? "Left" : "Right")
                    .isEqualTo(truth.wins(s, quarters, left));
            int counted = game.counted(s, extra, left);
            if (counted != 0) {
                assertThat(counted > 0).as("counts of %s + %d/4", game.rows(s), quarters)
                        .isEqualTo(truth.wins(s, quarters, left));
            }
        }
    }

    @Test
    void anIntegerBesideTheBoardCountsAsAStripOfItsOwn() {
        // the board beside a strip of 2k cells in a column of its own (Left's) or a row of its own (Right's),
        // walled off by a filled column or row, is counted exactly as the board beside the integer k (or -k)
        Random random = new Random(31);
        int width = 5;
        int height = 6;
        DomineeringBitboard board = new DomineeringBitboard(width, height, null);
        DomineeringBitboard withColumn = new DomineeringBitboard(width + 2, height, null);
        DomineeringBitboard withRow = new DomineeringBitboard(width, height + 2, null);
        int decided = 0;
        for (int i = 0; i < 20_000; i++) {
            long s = random.nextLong() & board.full() & random.nextLong() | random.nextLong() & board.full();
            int k = 1 + random.nextInt(height / 2);
            boolean left = random.nextBoolean();
            long columnBoard = 0;
            long rowBoard = s;
            for (int r = 0; r < height; r++) {
                columnBoard |= (s >>> (r * width) & ((1L << width) - 1)) << (r * (width + 2));
            }
            for (int r = 0; r < 2 * k; r++) {
                columnBoard |= 1L << (r * (width + 2) + width + 1);
            }
            for (int c = 0; c < Math.min(2 * k, width); c++) {
                rowBoard |= 1L << ((height + 1) * width + c);
            }
            int viaColumn = withColumn.counted(columnBoard, left);
            assertThat(board.counted(s, k * UNIT, left)).as("%s + %d", board.rows(s), k).isEqualTo(viaColumn);
            if (2 * k <= width) {
                assertThat(board.counted(s, -k * UNIT, left)).as("%s - %d", board.rows(s), k)
                        .isEqualTo(withRow.counted(rowBoard, left));
            }
            decided += viaColumn != 0 ? 1 : 0;
        }
        assertThat(decided).isGreaterThan(5_000);
    }

    @Test
    void regionsAMoveCutsOffLeaveTheBoardAsTheirNumbers() {
        // Right's move on the bottom row of   . # .   leaves a vertical domino (1) and a column of three (1)
        //                                     . # .
        //                                     . . .
        DomineeringBitboard game = valued(3, 3);
        long before = cells(3, ".#.", ".#.", "...");
        int move = 2 * 3;
        int[] word = {-1};
        long after = game.play(before, 0, false, move, word);
        assertThat(word[0]).isZero();
        assertThat(game.rows(after)).containsExactly(".#.", ".#.", "##.");
        assertThat(game.settled(after, 0, true, move, word)).isZero();
        assertThat(word[0]).isEqualTo(2 * UNIT);
        assertThat(game.decided(0, 2 * UNIT, true)).isEqualTo(1);
        assertThat(game.decided(0, 2 * UNIT, false)).isEqualTo(-1);
        // a region that is no number stays: Left's move down the middle of a 2x3 leaves two columns, each of
        // two cells beside nothing (1 + 1), but a 2x2 square (a switch) beside a column stays on the board
        DomineeringBitboard wide = valued(3, 2);
        long board = cells(3, "...", "...");
        long played = wide.play(board, 0, true, 1, word);
        assertThat(wide.settled(played, 0, false, 1, word)).isZero();
        assertThat(word[0]).isEqualTo(2 * UNIT);
        DomineeringBitboard square = valued(4, 2);
        long left = square.play(cells(4, "....", "...."), 0, true, 0, word);
        assertThat(square.rows(square.settled(left, 0, false, 0, word))).containsExactly("#...", "#...");
        assertThat(word[0]).isZero();
    }

    @Test
    void aWinningMoveInTheNumberIsReportedAsItselfUnderASymmetry() {
        // a horizontal domino's cells at the bottom right of 4x4 (its representative is the half-turn) beside 3/2:
        // Left's only move is in the number, to 1, after which Right moves to 0 and Left's 1 wins; each search of
        // the same position, the second and third answered by the table, names that move
        DomineeringBitboard game = valued(4, 4);
        AlphaBetaOutcomeSearch search = search(game, 12);
        long s = 1L << 14 | 1L << 15;
        assertThat(game.symmetry(s)).isNotZero();
        for (int i = 0; i < 3; i++) {
            SearchResult r = search.solve(s, 3 * UNIT / 2, true);
            assertThat(r.moverWins()).isTrue();
            assertThat(r.winningMove()).isEqualTo(DomineeringBitboard.NUMBER_MOVE);
        }
    }

    @Test
    void theNumbersMovesAreItsCanonicalOptions() {
        assertThat(DomineeringBitboard.numberMove(3 * UNIT / 4, true)).isEqualTo(UNIT / 2);
        assertThat(DomineeringBitboard.numberMove(3 * UNIT / 4, false)).isEqualTo(UNIT);
        assertThat(DomineeringBitboard.numberMove(-UNIT / 2, true)).isEqualTo(-UNIT);
        assertThat(DomineeringBitboard.numberMove(-UNIT / 2, false)).isZero();
        assertThat(DomineeringBitboard.numberMove(2 * UNIT, true)).isEqualTo(UNIT);
        assertThat(DomineeringBitboard.numberMove(2 * UNIT, false)).isEqualTo(Integer.MIN_VALUE);
        assertThat(DomineeringBitboard.numberMove(-3 * UNIT, false)).isEqualTo(-2 * UNIT);
        assertThat(DomineeringBitboard.numberMove(0, true)).isEqualTo(Integer.MIN_VALUE);
        assertThat(DomineeringBitboard.numberMove(0, false)).isEqualTo(Integer.MIN_VALUE);
    }

    private static DomineeringBitboard valued(int width, int height) {
        return new DomineeringBitboard(width, height, new DomineeringRegionValues(new CanonicalGames(), 16, 8,
                200_000), true);
    }

    private static AlphaBetaOutcomeSearch search(DomineeringBitboard game, int bits) {
        return new AlphaBetaOutcomeSearch(game, new TranspositionTable(bits), Budget.Deadline.none(), Long.MAX_VALUE,
                (nodes, nanos) -> { });
    }

    private static long cells(int width, String... rows) {
        long s = 0;
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < width; c++) {
                if (rows[r].charAt(c) == '.') {
                    s |= 1L << (r * width + c);
                }
            }
        }
        return s;
    }

    /** Minimax over every set of empty cells of a board, bottom up (a move only empties fewer cells). */
    private static final class Minimax {
        final boolean[] left;
        final boolean[] right;

        Minimax(int width, int height) {
            int cells = width * height;
            left = new boolean[1 << cells];
            right = new boolean[1 << cells];
            for (int s = 0; s < 1 << cells; s++) {
                for (int r = 0; r < height; r++) {
                    for (int c = 0; c < width; c++) {
                        int cell = 1 << (r * width + c);
                        int down = cell << width;
                        int beside = cell << 1;
                        if (r + 1 < height && (s & (cell | down)) == (cell | down) && !right[s & ~(cell | down)]) {
                            left[s] = true;
                        }
                        if (c + 1 < width && (s & (cell | beside)) == (cell | beside)
                                && !left[s & ~(cell | beside)]) {
                            right[s] = true;
                        }
                    }
                }
            }
        }
    }

    /** Minimax of a board plus a number in quarters, memoised. */
    private static final class SumMinimax {
        private final int width;
        private final int height;
        private final Map<Long, Boolean> memo = new HashMap<>();

        SumMinimax(int width, int height) {
            this.width = width;
            this.height = height;
        }

        boolean wins(long s, int quarters, boolean left) {
            long key = s << 12 | (quarters + 1024L) << 1 | (left ? 1 : 0);
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean win = false;
            for (int r = 0; r < height && !win; r++) {
                for (int c = 0; c < width && !win; c++) {
                    long cell = 1L << (r * width + c);
                    long other = left ? cell << width : cell << 1;
                    boolean fits = left ? r + 1 < height : c + 1 < width;
                    if (fits && (s & (cell | other)) == (cell | other)) {
                        win = !wins(s & ~(cell | other), quarters, !left);
                    }
                }
            }
            Integer option = numberOption(quarters, left);
            if (!win && option != null) {
                win = !wins(s, option, !left);
            }
            memo.put(key, win);
            return win;
        }

        /** The canonical option of the number {@code quarters / 4} for the player, in quarters, or null. */
        private static Integer numberOption(int quarters, boolean left) {
            if (quarters % 4 == 0) {
                if (left) {
                    return quarters > 0 ? quarters - 4 : null;
                }
                return quarters < 0 ? quarters + 4 : null;
            }
            int step = quarters % 2 != 0 ? 1 : 2;
            return left ? quarters - step : quarters + step;
        }
    }
}
