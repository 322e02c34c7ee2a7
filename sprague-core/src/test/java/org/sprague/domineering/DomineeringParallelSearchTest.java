package org.sprague.domineering;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.OutcomeClass;
import org.sprague.search.SearchProgress;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search on 1, 2 and 3 threads ({@link DomineeringSearch.Run}) against a plain minimax written here (boards of
 * at most 16 cells, and random boards of 20 empty cells: every move of each player, no counts, no table but a memo)
 * and, up to 30 cells, against the one-thread search (a wiring test there: the engine against itself on another
 * number of threads). The winning move the answer names is checked here too: the minimax finds the opponent lost
 * after it.
 */
class DomineeringParallelSearchTest {

    /** Whether the player to move wins on {@code rows x cols} cells {@code empty}, every move tried. */
    private static boolean minimaxWins(int rows, int cols, long empty, boolean left, Map<Long, Boolean> memo) {
        long key = empty << 1 | (left ? 1 : 0);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = false;
        for (int cell = 0; cell < rows * cols && !wins; cell++) {
            int r = cell / cols;
            int c = cell % cols;
            int other = left ? (r + 1 < rows ? cell + cols : -1) : (c + 1 < cols ? cell + 1 : -1);
            if (other >= 0 && (empty >>> cell & 1) != 0 && (empty >>> other & 1) != 0) {
                wins = !minimaxWins(rows, cols, empty & ~(1L << cell) & ~(1L << other), !left, memo);
            }
        }
        memo.put(key, wins);
        return wins;
    }

    private static OutcomeClass minimax(int rows, int cols) {
        long full = rows * cols == 64 ? -1L : (1L << rows * cols) - 1;
        Map<Long, Boolean> memo = new HashMap<>();
        boolean left = minimaxWins(rows, cols, full, true, memo);
        boolean right = minimaxWins(rows, cols, full, false, memo);
        return left && right ? OutcomeClass.N : left ? OutcomeClass.L : right ? OutcomeClass.R : OutcomeClass.P;
    }

    private static DomineeringSearch.Answer solve(int rows, int cols, int threads) {
        Domineering.Board board = Domineering.Board.parse(Collections.nCopies(rows, ".".repeat(cols)));
        return DomineeringSearch.solve(board, true, Budget.unlimited(), SearchProgress.NONE, null, false,
                new DomineeringSearch.Run(threads, null, false));
    }

    /** The board a winning move of Left reaches, as the minimax's state, from the answer's rows. */
    private static long reached(List<String> rows) {
        long s = 0;
        int cols = rows.get(0).length();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < cols; c++) {
                if (rows.get(r).charAt(c) == '.') {
                    s |= 1L << (r * cols + c);
                }
            }
        }
        return s;
    }

    @Test
    void everyRectangleUpToSixteenCellsHasTheMinimaxClassOnOneToThreeThreads() {
        for (int rows = 1; rows <= 16; rows++) {
            for (int cols = 1; rows * cols <= 16; cols++) {
                OutcomeClass expected = minimax(rows, cols);
                for (int threads = 1; threads <= 3; threads++) {
                    DomineeringSearch.Answer a = solve(rows, cols, threads);
                    assertThat(a.outcome().outcomeClass()).as(rows + "x" + cols + " on " + threads + " threads")
                            .isEqualTo(expected);
                    if (a.winningMove() != null) {
                        assertThat(minimaxWins(rows, cols, reached(a.reached()), false, new HashMap<>()))
                                .as(rows + "x" + cols + ": Right to move after " + a.winningMove()).isFalse();
                    }
                }
            }
        }
    }

    @Test
    void everyRectangleUpToThirtyCellsHasTheOneThreadClassOnTwoAndThreeThreads() {
        for (int rows = 1; rows <= 30; rows++) {
            for (int cols = 1; rows * cols <= 30; cols++) {
                OutcomeClass alone = solve(rows, cols, 1).outcome().outcomeClass();
                for (int threads = 2; threads <= 3; threads++) {
                    DomineeringSearch.Answer a = solve(rows, cols, threads);
                    assertThat(a.outcome().outcomeClass()).as(rows + "x" + cols + " on " + threads + " threads")
                            .isEqualTo(alone);
                    assertThat(a.outcome().leftSearch().nodes() + a.outcome().rightSearch().nodes())
                            .as("positions counted").isPositive();
                }
            }
        }
    }

    /** Random boards of 6x6 and 7x6 with some cells filled, on 1 to 3 threads: the minimax's class and moves. */
    @Test
    void randomBoardsHaveTheMinimaxClassAndAWinningMoveOnOneToThreeThreads() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(40);
        for (int p = 0; p < 12; p++) {
            int rows = 6 + p % 2;
            int cols = 6;
            long empty = (1L << rows * cols) - 1;
            for (int i = 0; i < rows * cols - 20; i++) {
                empty &= ~(1L << random.nextInt(rows * cols));
            }
            List<String> lines = new java.util.ArrayList<>();
            for (int r = 0; r < rows; r++) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < cols; c++) {
                    line.append((empty >>> (r * cols + c) & 1) != 0 ? '.' : '#');
                }
                lines.add(line.toString());
            }
            Map<Long, Boolean> memo = new HashMap<>();
            boolean left = minimaxWins(rows, cols, empty, true, memo);
            boolean right = minimaxWins(rows, cols, empty, false, memo);
            OutcomeClass expected = left && right ? OutcomeClass.N : left ? OutcomeClass.L
                    : right ? OutcomeClass.R : OutcomeClass.P;
            for (int threads = 1; threads <= 3; threads++) {
                DomineeringSearch.Answer a = DomineeringSearch.solve(Domineering.Board.parse(lines), true,
                        Budget.unlimited(), SearchProgress.NONE, null, false,
                        new DomineeringSearch.Run(threads, null, false));
                assertThat(a.outcome().outcomeClass()).as(lines + " on " + threads + " threads").isEqualTo(expected);
                if (a.winningMove() != null) {
                    assertThat(minimaxWins(rows, cols, reached(a.reached()), false, memo))
                            .as(lines + ": Right to move after " + a.winningMove()).isFalse();
                }
            }
        }
    }

    /**
     * A board past 64 cells (the two-word search) whose empty cells are a 4x9 rectangle: class L, that of 4x9
     * (Uiterwijk, "Perfectly Solving Domineering Boards", CCIS 408, 2014), on one and two threads.
     */
    @Test
    void aBoardPastOneWordKeepsItsPublishedClassOnTwoThreads() {
        List<String> rows = new java.util.ArrayList<>(Collections.nCopies(5, "#########"));
        rows.addAll(Collections.nCopies(4, "........."));
        Domineering.Board board = Domineering.Board.parse(rows);
        for (int threads = 1; threads <= 2; threads++) {
            DomineeringSearch.Answer a = DomineeringSearch.solveWide(board, true, Budget.unlimited(),
                    SearchProgress.NONE, new DomineeringSearch.Run(threads, null, false));
            assertThat(a.outcome().outcomeClass()).as(threads + " threads").isEqualTo(OutcomeClass.L);
        }
    }
}
