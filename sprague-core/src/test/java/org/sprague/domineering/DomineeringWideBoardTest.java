package org.sprague.domineering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link DomineeringWideBoard}: its counts against a minimax over every position of every small board, its search
 * against a memoised minimax on random positions of boards past 64 cells (the empty cells on both words), and
 * against the one-word engine ({@link DomineeringBitboard}, written apart) on random 8x8 positions.
 */
class DomineeringWideBoardTest {
    private static final int EXHAUSTIVE_CELLS = 18;

    @Test
    void theGreedyPackingAlongALineIsTheLargest() {
        for (long line = 0; line < 1 << 14; line++) {
            long firsts = WideLineCounts.firsts(line);
            // a simple greedy from bit 0, which is optimal on a path
            long expected = 0;
            int j = 0;
            while (j + 1 < 14) {
                if ((line >>> j & 3) == 3) {
                    expected |= 1L << j;
                    j += 2;
                } else {
                    j++;
                }
            }
            assertThat(firsts).as("line %s", Long.toBinaryString(line)).isEqualTo(expected);
        }
    }

    @Test
    void everyPositionOfEverySmallBoardIsCountedAsMinimaxSays() {
        long decided = 0;
        for (int cells = 1; cells <= EXHAUSTIVE_CELLS; cells++) {
            for (int width = 1; width <= cells; width++) {
                if (cells % width == 0) {
                    decided += checkCounts(width, cells / width);
                }
            }
        }
        // most small positions are endgames the counts decide
        assertThat(decided).isGreaterThan(300_000);
    }

    /** Every position of one board, each player to move: what the counts decide holds. */
    private static long checkCounts(int width, int height) {
        DomineeringWideBoard game = new DomineeringWideBoard(width, height);
        int cells = width * height;
        boolean[][] wins = bottomUp(width, height);
        long decided = 0;
        for (int s = 0; s < 1 << cells; s++) {
            for (int side = 0; side < 2; side++) {
                boolean left = side == 1;
                int counted = game.counted(s, 0, left);
                if (counted != 0) {
                    decided++;
                    assertThat(counted > 0).as("%dx%d position %s, %s to move", height, width,
                            Integer.toBinaryString(s), left ? "Left" : "Right").isEqualTo(wins[side][s]);
                }
            }
        }
        return decided;
    }

    /** Whether the player to move wins (index 1 Left, 0 Right), over every set of empty cells, bottom up. */
    private static boolean[][] bottomUp(int width, int height) {
        int cells = width * height;
        boolean[][] wins = new boolean[2][1 << cells];
        for (int s = 0; s < 1 << cells; s++) {
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    int cell = 1 << (r * width + c);
                    int vertical = cell | cell << width;
                    int horizontal = cell | cell << 1;
                    if (r + 1 < height && (s & vertical) == vertical && !wins[0][s & ~vertical]) {
                        wins[1][s] = true;
                    }
                    if (c + 1 < width && (s & horizontal) == horizontal && !wins[1][s & ~horizontal]) {
                        wins[0][s] = true;
                    }
                }
            }
        }
        return wins;
    }

    @Test
    void randomPositionsOfBoardsPastOneWordAgreeWithMinimax() {
        Random random = new Random(23);
        int[][] boards = {{9, 9}, {10, 8}, {8, 10}, {12, 8}, {31, 3}, {9, 10}};
        int checked = 0;
        for (int[] size : boards) {
            int width = size[0];
            int height = size[1];
            for (int trial = 0; trial < 25; trial++) {
                List<String> rows = randomRows(random, width, height, 14 + random.nextInt(9));
                Domineering.Board board = Domineering.Board.parse(rows);
                DomineeringWideBoard game = new DomineeringWideBoard(width, height);
                Minimax oracle = new Minimax(width, height);
                long state = DomineeringWideBoard.state(board);
                int extra = DomineeringWideBoard.extra(board);
                for (boolean left : new boolean[] {true, false}) {
                    boolean expected = oracle.wins(state, extra & 0xFFFFFFFFL, left);
                    AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, new TranspositionTable(12),
                            Budget.unlimited().start(), Long.MAX_VALUE, SearchProgress.NONE);
                    var result = search.solve(state, extra, left);
                    assertThat(result.moverWins()).as("%s, %s to move", rows, left ? "Left" : "Right")
                            .isEqualTo(expected);
                    if (result.moverWins() && result.winningMove() >= 0) {
                        int[] word = new int[1];
                        long after = game.play(state, extra, left, result.winningMove(), word);
                        assertThat(oracle.wins(after, word[0] & 0xFFFFFFFFL, !left))
                                .as("the winning move of %s", rows).isFalse();
                    }
                    int counted = game.counted(state, extra, left);
                    if (counted != 0) {
                        assertThat(counted > 0).isEqualTo(expected);
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(300);
    }

    @Test
    void randomEightByEightPositionsAgreeWithTheOneWordEngine() {
        Random random = new Random(88);
        DomineeringWideBoard wide = new DomineeringWideBoard(8, 8);
        DomineeringBitboard narrow = new DomineeringBitboard(8, 8, null);
        for (int trial = 0; trial < 120; trial++) {
            List<String> rows = randomRows(random, 8, 8, 28 + random.nextInt(12));
            Domineering.Board board = Domineering.Board.parse(rows);
            long state = DomineeringWideBoard.state(board);
            assertThat(state).isEqualTo(DomineeringBitboard.state(board));
            assertThat(DomineeringWideBoard.extra(board)).isZero();
            for (boolean left : new boolean[] {true, false}) {
                boolean expected = new AlphaBetaOutcomeSearch(narrow, new TranspositionTable(16),
                        Budget.unlimited().start(), Long.MAX_VALUE, SearchProgress.NONE).solve(state, left)
                        .moverWins();
                boolean got = new AlphaBetaOutcomeSearch(wide, new TranspositionTable(16),
                        Budget.unlimited().start(), Long.MAX_VALUE, SearchProgress.NONE).solve(state, 0, left)
                        .moverWins();
                assertThat(got).as("%s, %s to move", rows, left ? "Left" : "Right").isEqualTo(expected);
            }
        }
    }

    @Test
    void emptyRectanglesHaveTheirPublishedClasses() {
        // Lachmann, Moore and Rapaport (2002) and Breuker, Uiterwijk and van den Herik (2000): rows x columns,
        // with whether Left (vertical) wins moving first and whether Right wins moving first
        Object[][] known = {{4, 4, true, true}, {5, 5, false, false}, {6, 6, true, true}, {5, 6, false, true},
            {6, 5, true, false}, {4, 7, true, false}, {7, 7, true, true}, {2, 9, true, false}};
        for (Object[] k : known) {
            int height = (Integer) k[0];
            int width = (Integer) k[1];
            DomineeringWideBoard game = new DomineeringWideBoard(width, height);
            long state = width * height == 64 ? -1L : (1L << (width * height)) - 1;
            AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, new TranspositionTable(20),
                    Budget.unlimited().start(), Long.MAX_VALUE, SearchProgress.NONE);
            assertThat(search.solve(state, 0, true).moverWins()).as("%dx%d Left first", height, width)
                    .isEqualTo(k[2]);
            assertThat(search.solve(state, 0, false).moverWins()).as("%dx%d Right first", height, width)
                    .isEqualTo(k[3]);
        }
    }

    @Test
    void positionsSpanBothWordsAndReadBack() {
        List<String> rows = List.of(".........", ".#.......", ".........", ".........", ".........", ".........",
                ".........", "......#..", "........#");
        Domineering.Board board = Domineering.Board.parse(rows);
        DomineeringWideBoard game = new DomineeringWideBoard(9, 9);
        long state = DomineeringWideBoard.state(board);
        int extra = DomineeringWideBoard.extra(board);
        assertThat(game.rows(state, extra)).isEqualTo(rows);
        // cell 63 is (7, 0), its lower neighbour 72 is in the second word
        int[] word = new int[1];
        long after = game.play(state, extra, true, 63, word);
        assertThat(game.rows(after, word[0]).get(7)).isEqualTo("#.....#..");
        assertThat(game.rows(after, word[0]).get(8)).isEqualTo("#.......#");
        assertThat(game.text(63, true)).isEqualTo("vertical (8,1)-(9,1)");
        // cells 62 and 63 are (6, 8) and (7, 0): no horizontal move joins them
        int[] moves = new int[81];
        int n = game.moves(state, extra, false, moves);
        for (int i = 0; i < n; i++) {
            assertThat(moves[i] % 9).isNotEqualTo(8);
        }
        assertThat(n).isEqualTo(horizontalMoves(rows));
    }

    @Test
    void everyImageOfAPositionSettlesToOneForm() {
        Random random = new Random(5);
        DomineeringWideBoard game = new DomineeringWideBoard(9, 9);
        for (int trial = 0; trial < 200; trial++) {
            List<String> rows = randomRows(random, 9, 9, 30 + random.nextInt(40));
            List<List<String>> images = List.of(rows, flipRows(rows), flipColumns(rows), flipRows(flipColumns(rows)));
            long firstState = 0;
            int firstExtra = 0;
            for (int i = 0; i < images.size(); i++) {
                Domineering.Board board = Domineering.Board.parse(images.get(i));
                int[] word = new int[1];
                long settled = game.settled(DomineeringWideBoard.state(board), DomineeringWideBoard.extra(board),
                        true, 0, word);
                int settledExtra = word[0];
                if (i == 0) {
                    firstState = settled;
                    firstExtra = settledExtra;
                }
                assertThat(settled).isEqualTo(firstState);
                assertThat(settledExtra).isEqualTo(firstExtra);
                // the settled form is one of the images
                assertThat(images).contains(game.rows(settled, settledExtra));
            }
            // the root keeps its own form
            Domineering.Board board = Domineering.Board.parse(rows);
            assertThat(game.settled(DomineeringWideBoard.state(board), DomineeringWideBoard.extra(board), true, -1,
                    new int[1]))
                    .isEqualTo(DomineeringWideBoard.state(board));
        }
    }

    @Test
    void boardsPastItsReachAreRefused() {
        assertThatThrownBy(() -> new DomineeringWideBoard(10, 10)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("96 cells");
        assertThatThrownBy(() -> new DomineeringWideBoard(32, 2)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("31 to a line");
    }

    private static int horizontalMoves(List<String> rows) {
        int n = 0;
        for (String row : rows) {
            for (int c = 0; c + 1 < row.length(); c++) {
                if (row.charAt(c) == '.' && row.charAt(c + 1) == '.') {
                    n++;
                }
            }
        }
        return n;
    }

    private static List<String> flipRows(List<String> rows) {
        List<String> out = new ArrayList<>(rows);
        java.util.Collections.reverse(out);
        return out;
    }

    private static List<String> flipColumns(List<String> rows) {
        List<String> out = new ArrayList<>();
        for (String row : rows) {
            out.add(new StringBuilder(row).reverse().toString());
        }
        return out;
    }

    /** A board with {@code empty} empty cells in a few clusters, so that dominoes fit. */
    private static List<String> randomRows(Random random, int width, int height, int empty) {
        char[][] grid = new char[height][width];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '#');
        }
        int r = random.nextInt(height);
        int c = random.nextInt(width);
        int placed = 0;
        while (placed < empty) {
            if (grid[r][c] == '#') {
                grid[r][c] = '.';
                placed++;
            }
            if (random.nextInt(8) == 0) {
                r = random.nextInt(height);
                c = random.nextInt(width);
            } else {
                int d = random.nextInt(4);
                r = Math.max(0, Math.min(height - 1, r + (d == 0 ? 1 : d == 1 ? -1 : 0)));
                c = Math.max(0, Math.min(width - 1, c + (d == 2 ? 1 : d == 3 ? -1 : 0)));
            }
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : grid) {
            rows.add(new String(row));
        }
        return rows;
    }

    /** Minimax over two words of cells (bit i of the low word, bit i - 64 of the high one), memoised. */
    private static final class Minimax {
        private final int width;
        private final int height;
        private final Map<String, Boolean> memo = new HashMap<>();

        Minimax(int width, int height) {
            this.width = width;
            this.height = height;
        }

        private boolean empty(long low, long high, int i) {
            return i < 64 ? (low >>> i & 1) != 0 : (high >>> (i - 64) & 1) != 0;
        }

        boolean wins(long low, long high, boolean left) {
            String key = low + "/" + high + "/" + left;
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean win = false;
            for (int r = 0; r < height && !win; r++) {
                for (int c = 0; c < width && !win; c++) {
                    int a = r * width + c;
                    int b = left ? a + width : a + 1;
                    boolean fits = left ? r + 1 < height : c + 1 < width;
                    if (fits && empty(low, high, a) && empty(low, high, b)) {
                        long nl = low;
                        long nh = high;
                        for (int i : new int[] {a, b}) {
                            if (i < 64) {
                                nl &= ~(1L << i);
                            } else {
                                nh &= ~(1L << (i - 64));
                            }
                        }
                        win = !wins(nl, nh, !left);
                    }
                }
            }
            memo.put(key, win);
            return win;
        }
    }
}
