package org.sprague.domineering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The outcome search on Domineering bitboards, against two oracles: the canonical-value engine's outcome class
 * ({@link Domineering}, a different algorithm: values of regions, sums and comparisons) and a plain minimax over
 * boards of characters written here.
 */
class DomineeringSearchTest {

    private static OutcomeClass searched(int width, int height, long state, boolean withValues) {
        DomineeringRegionValues values = withValues
                ? new DomineeringRegionValues(new CanonicalGames(), 16, 8, 100_000) : null;
        DomineeringBitboard game = new DomineeringBitboard(width, height, values);
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game,
                new org.sprague.search.TranspositionTable(16), Budget.Deadline.none(), Long.MAX_VALUE,
                SearchProgress.NONE);
        boolean leftWins = search.solve(state, true).moverWins();
        boolean rightWins = search.solve(state, false).moverWins();
        return leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
    }

    private static OutcomeClass valued(List<String> rows) {
        CanonicalGames games = new CanonicalGames();
        return OutcomeClass.of(games, new Domineering(games).value(Domineering.Board.parse(rows)));
    }

    @Test
    void everyRectangleUpToTwentyCellsHasTheClassOfItsCanonicalValue() {
        for (int height = 1; height <= 5; height++) {
            for (int width = 1; width <= 5; width++) {
                if (width * height > 20) {
                    continue;
                }
                List<String> rows = java.util.Collections.nCopies(height, ".".repeat(width));
                DomineeringBitboard geometry = new DomineeringBitboard(width, height, null);
                OutcomeClass expected = valued(rows);
                assertThat(searched(width, height, geometry.full(), false)).as(height + "x" + width).isEqualTo(expected);
                assertThat(searched(width, height, geometry.full(), true)).as(height + "x" + width + " with values")
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void randomBoardsWithFewEmptyCellsHaveTheClassOfTheirCanonicalValue() {
        Random random = new Random(20260611);
        for (int trial = 0; trial < 300; trial++) {
            int width = 2 + random.nextInt(5);
            int height = 2 + random.nextInt(5);
            List<String> rows = randomRows(random, width, height, 16);
            long state = DomineeringBitboard.state(Domineering.Board.parse(rows));
            OutcomeClass expected = valued(rows);
            assertThat(searched(width, height, state, trial % 2 == 0)).as(String.join(" ", rows)).isEqualTo(expected);
        }
    }

    @Test
    void randomBoardsAgreeWithPlainMinimax() {
        Random random = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            int width = 1 + random.nextInt(6);
            int height = 1 + random.nextInt(6);
            List<String> rows = randomRows(random, width, height, 14);
            long state = DomineeringBitboard.state(Domineering.Board.parse(rows));
            DomineeringBitboard game = new DomineeringBitboard(width, height,
                    new DomineeringRegionValues(new CanonicalGames(), 16, 8, 100_000));
            AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game,
                    new org.sprague.search.TranspositionTable(12), Budget.Deadline.none(), Long.MAX_VALUE,
                    SearchProgress.NONE);
            Map<String, Boolean> memo = new HashMap<>();
            for (boolean left : new boolean[] {true, false}) {
                char[][] grid = grid(rows);
                boolean expected = Minimax.wins(grid, left, memo);
                SearchResult r = search.solve(state, left);
                assertThat(r.moverWins()).as(String.join(" ", rows) + (left ? " Left" : " Right")).isEqualTo(expected);
                if (r.winningMove() >= 0) {
                    // the move named wins: the opponent loses after it
                    char[][] after = grid(game.rows(game.play(state, left, r.winningMove())));
                    assertThat(Minimax.wins(after, !left, memo)).isFalse();
                }
            }
        }
    }

    /** What the move counts decide agrees with minimax wherever they decide. */
    @Test
    void safeMoveCountsNeverContradictMinimax() {
        Random random = new Random(11);
        int decided = 0;
        for (int trial = 0; trial < 4000; trial++) {
            RandomBoard b = RandomBoard.of(random, 1, 14);
            List<String> rows = b.rows();
            DomineeringBitboard game = b.game();
            long state = b.state();
            for (boolean left : new boolean[] {true, false}) {
                int d = game.decided(state, left);
                if (d != 0) {
                    decided++;
                    assertThat(d > 0).as(String.join(" ", rows)).isEqualTo(Minimax.wins(grid(rows), left,
                            new HashMap<>()));
                }
            }
        }
        assertThat(decided).isGreaterThan(500);
    }

    /**
     * The rule of half the dominoes on every other column (Left) or row (Right), by itself: where it says the
     * player to move wins (sure moves past the opponent's most) or loses (most moves within the opponent's sure
     * ones), plain minimax agrees.
     */
    @Test
    void everyOtherLineSureMovesNeverContradictMinimax() {
        Random random = new Random(23);
        int wins = 0;
        int losses = 0;
        for (int trial = 0; trial < 3000; trial++) {
            RandomBoard b = RandomBoard.of(random, 1, 16);
            List<String> rows = b.rows();
            DomineeringBitboard game = b.game();
            long state = b.state();
            long protectedVertical = game.packings().protectedFromRight(state);
            long protectedHorizontal = game.packings().protectedFromLeft(state);
            for (boolean left : new boolean[] {true, false}) {
                // the safe dominoes' cells, and the cells they leave (where half-protected dominoes count as open)
                long verticalSafe = game.packings().verticalCells(protectedVertical);
                long horizontalSafe = game.packings().horizontalCells(protectedHorizontal);
                int ownSafe = Long.bitCount(left ? verticalSafe : horizontalSafe) / 2;
                int theirSafe = Long.bitCount(left ? horizontalSafe : verticalSafe) / 2;
                int ownMost = left ? game.packings().verticalCount(state) : game.packings().horizontalCount(state);
                int theirMost = left ? game.packings().horizontalCount(state) : game.packings().verticalCount(state);
                int ownApart = game.packings().apart(state & ~(left ? verticalSafe : horizontalSafe), left);
                int theirApart = game.packings().apart(state & ~(left ? horizontalSafe : verticalSafe), !left);
                boolean saysWin = ownSafe + (ownApart + 1) / 2 > theirMost;
                boolean saysLoss = ownMost <= theirSafe + theirApart / 2;
                if (saysWin || saysLoss) {
                    boolean expected = Minimax.wins(grid(rows), left, new HashMap<>());
                    assertThat(saysWin && saysLoss).as(String.join(" ", rows)).isFalse();
                    assertThat(saysWin).as(String.join(" ", rows) + (left ? " Left" : " Right")).isEqualTo(expected);
                    if (saysWin) {
                        wins++;
                    } else {
                        losses++;
                    }
                }
            }
        }
        assertThat(wins).isGreaterThan(300);
        assertThat(losses).isGreaterThan(300);
    }

    /**
     * The protective blocks' counts ({@link SureMoveCount}) on boards that have blocks: where they say the player to
     * move wins or loses, plain minimax agrees; and each block found is a 2x2 square of empty cells walled on the
     * sides the opponent's dominoes would come from, checked cell by cell on the grid.
     */
    @Test
    void protectiveBlockCountsNeverContradictMinimax() {
        Random random = new Random(41);
        int decidedWithBlocks = 0;
        for (int trial = 0; trial < 6000; trial++) {
            RandomBoard b = RandomBoard.of(random, 2, 18);
            long vertical = b.game().areas().verticalBlocks(b.state());
            long horizontal = b.game().areas().horizontalBlocks(b.state());
            char[][] g = grid(b.rows());
            assertBlocks(g, vertical, b.game().width(), true);
            assertBlocks(g, horizontal, b.game().width(), false);
            if (vertical == 0 && horizontal == 0) {
                continue;
            }
            for (boolean left : new boolean[] {true, false}) {
                int d = b.game().counted(b.state(), left);
                if (d != 0) {
                    decidedWithBlocks++;
                    assertThat(d > 0).as(b.text(left)).isEqualTo(Minimax.wins(g, left, new HashMap<>()));
                }
            }
        }
        assertThat(decidedWithBlocks).isGreaterThan(1000);
    }

    /**
     * The race counted in cells ({@link CellCountRace}) by itself, its counts taken cell by cell from the grid
     * here: where it says the player to move wins or loses, plain minimax agrees.
     */
    @Test
    void sharedCellCountsNeverContradictMinimax() {
        Random random = new Random(43);
        int wins = 0;
        int losses = 0;
        for (int trial = 0; trial < 4000; trial++) {
            RandomBoard b = RandomBoard.of(random, 1, 16);
            char[][] g = grid(b.rows());
            for (boolean left : new boolean[] {true, false}) {
                CellCountRace own = shared(g, left);
                CellCountRace theirs = shared(g, !left);
                boolean saysWin = own.outlastsFirst(usable(g, !left));
                boolean saysLoss = theirs.outlastsSecond(usable(g, left));
                if (saysWin || saysLoss) {
                    assertThat(saysWin && saysLoss).as(b.text(left)).isFalse();
                    assertThat(saysWin).as(b.text(left)).isEqualTo(Minimax.wins(g, left, new HashMap<>()));
                    if (saysWin) {
                        wins++;
                    } else {
                        losses++;
                    }
                }
            }
        }
        assertThat(wins).isGreaterThan(300);
        assertThat(losses).isGreaterThan(300);
    }

    /** The cells of the grid that {@code left}'s dominoes can ever cover: those with an empty neighbour its way. */
    private static int usable(char[][] g, boolean left) {
        int n = 0;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[r].length; c++) {
                n += g[r][c] == '.' && usableCell(g, r, c, left) ? 1 : 0;
            }
        }
        return n;
    }

    private static boolean usableCell(char[][] g, int r, int c, boolean left) {
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        return empty(g, r + dr, c + dc) || empty(g, r - dr, c - dc);
    }

    private static boolean empty(char[][] g, int r, int c) {
        return r >= 0 && r < g.length && c >= 0 && c < g[r].length && g[r][c] == '.';
    }

    /**
     * {@code left}'s counts for the race in cells, all from the grid: safe dominoes (greedy down each line of
     * cells the opponent cannot use, a largest packing on a line), dominoes on two cells the opponent can use
     * and those on every other line, and the dominoes on the empty cells the safe ones leave; of both packings,
     * the dominoes exposed (an opponent's domino would cover a cell of it and one of another).
     */
    private static CellCountRace shared(char[][] g, boolean left) {
        int height = g.length;
        int width = g[0].length;
        int[][] safeIds = new int[height][width];
        int[][] sharedIds = new int[height][width];
        int[][] openIds = new int[height][width];
        int safe = 0;
        int[] apart = new int[2];
        int lines = left ? width : height;
        int length = left ? height : width;
        for (int line = 0; line < lines; line++) {
            for (int i = 1; i < length; i++) {
                int[] a = cell(left, line, i - 1);
                int[] b = cell(left, line, i);
                boolean pairSafe = safeCell(g, a, left) && safeCell(g, b, left);
                if (pairSafe && safeIds[a[0]][a[1]] == 0) {
                    safeIds[a[0]][a[1]] = ++safe;
                    safeIds[b[0]][b[1]] = safe;
                }
            }
        }
        int shared = pack(g, left, sharedIds, (r, c) -> g[r][c] == '.' && usableCell(g, r, c, !left));
        int open = pack(g, left, openIds, (r, c) -> g[r][c] == '.' && safeIds[r][c] == 0);
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                // the top or left cell of each shared domino counts it on its line
                if (sharedIds[r][c] != 0 && (left ? r + 1 < height && sharedIds[r + 1][c] == sharedIds[r][c]
                        : c + 1 < width && sharedIds[r][c + 1] == sharedIds[r][c])) {
                    apart[(left ? c : r) % 2]++;
                }
            }
        }
        return new CellCountRace(safe, shared, exposed(sharedIds, left), Math.max(apart[0], apart[1]), open,
                exposed(openIds, left));
    }

    private static int[] cell(boolean left, int line, int i) {
        return left ? new int[] {i, line} : new int[] {line, i};
    }

    private static boolean safeCell(char[][] g, int[] cell, boolean left) {
        return g[cell[0]][cell[1]] == '.' && !usableCell(g, cell[0], cell[1], !left);
    }

    /** A greedy packing down each line of the cells {@code allowed} takes: ids from 1 in {@code ids}; the count. */
    private static int pack(char[][] g, boolean left, int[][] ids, java.util.function.BiPredicate<Integer, Integer>
            allowed) {
        int n = 0;
        int lines = left ? g[0].length : g.length;
        int length = left ? g.length : g[0].length;
        for (int line = 0; line < lines; line++) {
            for (int i = 1; i < length; i++) {
                int[] a = cell(left, line, i - 1);
                int[] b = cell(left, line, i);
                if (ids[a[0]][a[1]] == 0 && allowed.test(a[0], a[1]) && allowed.test(b[0], b[1])) {
                    ids[a[0]][a[1]] = ++n;
                    ids[b[0]][b[1]] = n;
                }
            }
        }
        return n;
    }

    /** The dominoes of a packing that have a cell beside (across their direction) a cell of another. */
    private static int exposed(int[][] ids, boolean left) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        for (int r = 0; r < ids.length; r++) {
            for (int c = 0; c < ids[r].length; c++) {
                int r2 = left ? r : r + 1;
                int c2 = left ? c + 1 : c;
                if (ids[r][c] != 0 && r2 < ids.length && c2 < ids[r].length && ids[r2][c2] != 0
                        && ids[r2][c2] != ids[r][c]) {
                    out.add(ids[r][c]);
                    out.add(ids[r2][c2]);
                }
            }
        }
        return out.size();
    }

    /** Every block is four empty cells, walled across its owner's direction, and no two blocks share a cell. */
    private static void assertBlocks(char[][] g, long blocks, int width, boolean left) {
        boolean[][] used = new boolean[g.length][width];
        for (long rest = blocks; rest != 0; rest &= rest - 1) {
            int cell = Long.numberOfTrailingZeros(rest);
            int r = cell / width;
            int c = cell % width;
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 2; j++) {
                    assertThat(g[r + i][c + j]).isEqualTo('.');
                    assertThat(used[r + i][c + j]).isFalse();
                    used[r + i][c + j] = true;
                }
                // Left's walls stand left and right of each row, Right's above and below each column
                int[][] walls = left ? new int[][] {{r + i, c - 1}, {r + i, c + 2}} : new int[][] {{r - 1, c + i}, {r + 2, c + i}};
                for (int[] w : walls) {
                    boolean inside = w[0] >= 0 && w[0] < g.length && w[1] >= 0 && w[1] < width;
                    assertThat(!inside || g[w[0]][w[1]] == '#').as("wall").isTrue();
                }
            }
        }
    }

    /**
     * Of a player's moves in strips of its own (a region of one line that the opponent cannot enter), only one is
     * listed: the player to move wins by minimax exactly when some listed move leaves the opponent lost.
     */
    @Test
    void oneMoveInStripsKeepsTheOutcome() {
        Random random = new Random(31);
        int pruned = 0;
        for (int trial = 0; trial < 1500; trial++) {
            RandomBoard b = RandomBoard.of(random, 1, 16);
            List<String> rows = b.rows();
            DomineeringBitboard game = b.game();
            long state = b.state();
            Map<String, Boolean> memo = new HashMap<>();
            for (boolean left : new boolean[] {true, false}) {
                int[] moves = new int[64];
                int n = game.moves(state, left, moves);
                long all = left ? game.packings().verticalPairs(state) : game.packings().horizontalPairs(state);
                if (n < Long.bitCount(all)) {
                    pruned++;
                }
                boolean listedWin = false;
                for (int i = 0; i < n; i++) {
                    assertThat(all & (1L << moves[i])).isNotZero();
                    listedWin |= !Minimax.wins(grid(game.rows(game.play(state, left, moves[i]))), !left, memo);
                }
                assertThat(listedWin).as(String.join(" ", rows) + (left ? " Left" : " Right"))
                        .isEqualTo(Minimax.wins(grid(rows), left, memo));
            }
        }
        assertThat(pruned).isGreaterThan(100);
    }

    /**
     * The search's moves are the moves of {@link DomineeringBitboard#moves}, each once, in the search's own order;
     * with a move to check first, a move returned alone as known to win leaves the opponent lost by plain minimax,
     * and otherwise the list is the same.
     */
    @Test
    void searchMovesAreAllMovesOrAKnownWin() {
        int hintedWins = forEachRandomPosition(47, 1500, (b, left, memo, random) -> {
            DomineeringBitboard game = b.game();
            long state = b.state();
            int[] all = new int[64];
            int n = game.moves(state, left, all);
            int[] listed = new int[64];
            int k = game.searchMoves(state, 0, left, listed, -1);
            game.orderRest(listed, 1, k);
            assertThat(java.util.Arrays.stream(listed, 0, k).sorted().toArray()).as(b.text(left))
                    .isEqualTo(java.util.Arrays.stream(all, 0, n).sorted().toArray());
            int[] hinted = new int[64];
            int h = game.searchMoves(state, 0, left, hinted, n == 0 ? -1 : all[random.nextInt(n)]);
            if (h != DomineeringBitboard.KNOWN_WIN) {
                game.orderRest(hinted, 1, h);
                assertThat(java.util.Arrays.copyOf(hinted, h)).isEqualTo(java.util.Arrays.copyOf(listed, k));
                return 0;
            }
            assertThat(Minimax.wins(grid(game.rows(game.play(state, left, hinted[0]))), !left, memo))
                    .as(b.text(left)).isFalse();
            return 1;
        });
        assertThat(hintedWins).isGreaterThan(300);
    }

    /** One check of a random position with one player to move: how many cases of interest it met. */
    private interface PositionCheck {
        int check(RandomBoard board, boolean left, Map<String, Boolean> memo, Random random);
    }

    /**
     * Runs {@code check} on {@code trials} random boards (sides 1 to 6, at most 16 empty cells) with each player
     * to move, one minimax memo per board; the sum of what the checks counted.
     */
    private static int forEachRandomPosition(long seed, int trials, PositionCheck check) {
        Random random = new Random(seed);
        int counted = 0;
        for (int trial = 0; trial < trials; trial++) {
            RandomBoard b = RandomBoard.of(random, 1, 16);
            Map<String, Boolean> memo = new HashMap<>();
            for (boolean left : new boolean[] {true, false}) {
                counted += check.check(b, left, memo, random);
            }
        }
        return counted;
    }

    /**
     * {@link DominatedMoves} by itself: every move it leaves out has a neighbour along its line, one cell up or
     * down (left or right), that is a move it keeps and is at least as good for the mover by plain minimax: with
     * either player to move after it, the mover's side does no worse than after the dropped move.
     */
    @Test
    void dominatedMovesAreNoBetterThanAKeptNeighbour() {
        int dropped = forEachRandomPosition(53, 3000, (b, left, memo, random) -> {
            DomineeringBitboard game = b.game();
            long state = b.state();
            long pairs = left ? game.packings().verticalPairs(state) : game.packings().horizontalPairs(state);
            long out = new DominatedMoves(game.packings()).of(state, left);
            assertThat(out & ~pairs).isZero();
            int step = left ? game.width() : 1;
            for (long rest = out; rest != 0; rest &= rest - 1) {
                int move = Long.numberOfTrailingZeros(rest);
                char[][] after = grid(game.rows(game.play(state, left, move)));
                boolean found = false;
                for (int other : new int[] {move - step, move + step}) {
                    if (other < 0 || other >= 64 || (pairs >>> other & 1) == 0 || (out >>> other & 1) != 0
                            || (!left && other / game.width() != move / game.width())) {
                        continue;
                    }
                    char[][] instead = grid(game.rows(game.play(state, left, other)));
                    // the mover after its move: wins moving second, and wins moving first, no less often
                    boolean secondNoWorse = Minimax.wins(after, !left, memo) || !Minimax.wins(instead, !left, memo);
                    boolean firstNoWorse = !Minimax.wins(after, left, memo) || Minimax.wins(instead, left, memo);
                    found |= secondNoWorse && firstNoWorse;
                }
                assertThat(found).as(b.text(left) + " move " + game.text(move, left)).isTrue();
            }
            return Long.bitCount(out);
        });
        assertThat(dropped).isGreaterThan(300);
    }

    /** The mirror images and the half-turn: a move's image is the same move on the image of the board. */
    @Test
    void symmetriesCarryMovesWithTheBoard() {
        Random random = new Random(5);
        for (int trial = 0; trial < 200; trial++) {
            int width = 1 + random.nextInt(8);
            int height = 1 + random.nextInt(8);
            DomineeringBitboard game = new DomineeringBitboard(width, height, null);
            long state = random.nextLong() & game.full();
            for (int s = 0; s < 4; s++) {
                long image = game.transform(state, s);
                assertThat(game.transform(image, s)).isEqualTo(state);
                assertThat(Long.bitCount(image)).isEqualTo(Long.bitCount(state));
                for (boolean left : new boolean[] {true, false}) {
                    int[] moves = new int[64];
                    int n = game.moves(state, left, moves);
                    int[] imageMoves = new int[64];
                    assertThat(game.moves(image, left, imageMoves)).isEqualTo(n);
                    for (int i = 0; i < n; i++) {
                        int m = game.transformMove(moves[i], left, s);
                        assertThat(game.play(image, left, m)).isEqualTo(game.transform(game.play(state, left, moves[i]), s));
                    }
                }
            }
        }
    }

    /** The transpose of a square board swaps the players: a move of one is the other's on the image. */
    @Test
    void transposingASquareBoardSwapsThePlayers() {
        Random random = new Random(9);
        for (int trial = 0; trial < 100; trial++) {
            int n = 1 + random.nextInt(8);
            DomineeringBitboard game = new DomineeringBitboard(n, n, null);
            long state = random.nextLong() & game.full();
            long image = game.transposed(state);
            assertThat(game.transposed(image)).isEqualTo(state);
            for (boolean left : new boolean[] {true, false}) {
                int[] moves = new int[64];
                int count = game.moves(state, left, moves);
                assertThat(game.moves(image, !left, new int[64])).isEqualTo(count);
                for (int i = 0; i < count; i++) {
                    assertThat(game.play(image, !left, game.transposedMove(moves[i], left)))
                            .isEqualTo(game.transposed(game.play(state, left, moves[i])));
                }
            }
        }
    }

    /** The literature: 8x8 is a first-player win (Breuker, Uiterwijk and van den Herik 2000), checked in the CLI
     *  benchmarks; here the boards that take well under a second: 5x5 is a second-player win (its value is 0). */
    @Test
    void fiveByFiveIsASecondPlayerWinAndSixBySixAFirstPlayerWin() {
        DomineeringBitboard five = new DomineeringBitboard(5, 5, null);
        assertThat(searched(5, 5, five.full(), true)).isEqualTo(OutcomeClass.P);
        DomineeringBitboard six = new DomineeringBitboard(6, 6, null);
        assertThat(searched(6, 6, six.full(), true)).isEqualTo(OutcomeClass.N);
    }

    /** A random board: its rows, its bitboard (no values) and its state. */
    private record RandomBoard(List<String> rows, DomineeringBitboard game, long state) {
        static RandomBoard of(Random random, int minSide, int maxEmpty) {
            int width = minSide + random.nextInt(7 - minSide);
            int height = minSide + random.nextInt(7 - minSide);
            List<String> rows = randomRows(random, width, height, maxEmpty);
            return new RandomBoard(rows, new DomineeringBitboard(width, height, null),
                    DomineeringBitboard.state(Domineering.Board.parse(rows)));
        }

        String text(boolean left) {
            return String.join(" ", rows) + (left ? " Left" : " Right");
        }
    }

    private static List<String> randomRows(Random random, int width, int height, int maxEmpty) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < width * height; i++) {
            cells.add(i);
        }
        java.util.Collections.shuffle(cells, random);
        int empty = Math.min(width * height, 1 + random.nextInt(maxEmpty));
        char[][] grid = new char[height][width];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '#');
        }
        for (int i = 0; i < empty; i++) {
            grid[cells.get(i) / width][cells.get(i) % width] = '.';
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : grid) {
            rows.add(new String(row));
        }
        return rows;
    }

    private static char[][] grid(List<String> rows) {
        char[][] g = new char[rows.size()][];
        for (int r = 0; r < g.length; r++) {
            g[r] = rows.get(r).toCharArray();
        }
        return g;
    }

    /** Plain minimax on a grid of characters: the player to move wins when some move leaves the other lost. */
    private static final class Minimax {
        static boolean wins(char[][] g, boolean left, Map<String, Boolean> memo) {
            StringBuilder key = new StringBuilder(left ? "L" : "R");
            for (char[] row : g) {
                key.append(row).append('/');
            }
            Boolean known = memo.get(key.toString());
            if (known != null) {
                return known;
            }
            boolean win = false;
            int dr = left ? 1 : 0;
            int dc = left ? 0 : 1;
            for (int r = 0; r + dr < g.length && !win; r++) {
                for (int c = 0; c + dc < g[r].length && !win; c++) {
                    if (g[r][c] == '.' && g[r + dr][c + dc] == '.') {
                        g[r][c] = '#';
                        g[r + dr][c + dc] = '#';
                        win = !wins(g, !left, memo);
                        g[r][c] = '.';
                        g[r + dr][c + dc] = '.';
                    }
                }
            }
            memo.put(key.toString(), win);
            return win;
        }
    }
}
