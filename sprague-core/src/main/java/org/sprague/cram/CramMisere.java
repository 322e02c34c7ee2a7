package org.sprague.cram;

import java.util.ArrayList;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.value.Outcome;

/**
 * Misère Cram (the player who places the last domino loses) by a memoised win/loss search of the whole board.
 *
 * <p>Misère play has no Sprague-Grundy theory of sums (Conway, On Numbers and Games, ch. 12; Plambeck and Siegel,
 * "Misère quotients for impartial games", JCTA 115, 2008): the regions of a board do not combine by nim-sum, so
 * the search keeps the whole board as one position, the 64-bit mask of its empty cells. Two things are still
 * exact: an empty cell with no empty neighbour can never be covered (cells only fill), so it is dropped, which is
 * adding the game 0, the identity of misère sums too; and a symmetry of the box around the board's empty cells
 * maps every position to an equal game (moves are adjacent pairs, which the box's symmetries keep), so positions
 * are stored by their least image. Outcomes and Smith's remoteness come from {@link MemoizedMisereSolver}.
 *
 * <p>Not thread-safe: the memo grows as it runs.
 */
public final class CramMisere {
    /** Empty squares the search of the whole board handles in about a second ({@link Budget}'s search steps). */
    public static final int SQUARES_PER_SECOND = 25;
    /** Option visits of the search in about a second, measured: the standard search steps are this many visits. */
    static final double VISITS_PER_SECOND = 4.5e6;
    /** What one memoised position costs: the map's entry, its boxed key and value. */
    static final long BYTES_PER_POSITION = 100;
    /** How far past its estimate a search may run before it stops itself. */
    static final double SLACK = 4;

    private final CramBoard board;
    /** The board cell of each bit: row and column. */
    private final int[] row;
    private final int[] col;
    /** The empty neighbours a cell can have, as bits. */
    private final long[] neighbours;
    /** Each adjacent pair of cells, as two bits. */
    private final long[] dominoes;
    /** For each symmetry of the box, the bit each bit goes to. */
    private final int[][] symmetries;
    private final long start;
    private final MemoizedMisereSolver<Long> solver;

    private CramMisere(CramBoard board, int[] row, int[] col, int[][] symmetries, long maxPositions) {
        this.board = board;
        this.row = row;
        this.col = col;
        this.symmetries = symmetries;
        int n = row.length;
        this.neighbours = new long[n];
        List<Long> pairs = new ArrayList<>();
        long s = 0;
        for (int i = 0; i < n; i++) {
            s |= board.empty(row[i], col[i]) ? 1L << i : 0;
            for (int j = i + 1; j < n; j++) {
                if (Math.abs(row[i] - row[j]) + Math.abs(col[i] - col[j]) == 1) {
                    neighbours[i] |= 1L << j;
                    neighbours[j] |= 1L << i;
                    pairs.add(1L << i | 1L << j);
                }
            }
        }
        this.dominoes = pairs.stream().mapToLong(Long::longValue).toArray();
        this.start = s;
        ImpartialGame<Long> rules = (mask, sink) -> {
            for (long d : dominoes) {
                if ((mask & d) == d) {
                    sink.accept(mask & ~d);
                }
            }
        };
        Canonicalizer<Long> canonical = this::canonical;
        this.solver = new MemoizedMisereSolver<>(rules, canonical, maxPositions);
    }

    /**
     * The search of {@code board}: its cells are those of the box around its live cells (those a domino may still
     * cover) when that box has at most 64 (the box's symmetries then merge positions), else the live cells
     * themselves, without symmetry.
     *
     * @param board the board
     * @return the search, with no position searched yet
     * @throws ResourceLimitException when more than 64 cells can be covered (no search reaches them)
     */
    public static CramMisere of(CramBoard board) {
        int height = board.rows().size();
        int width = board.rows().get(0).length();
        int top = height;
        int left = width;
        int bottom = -1;
        int right = -1;
        List<int[]> empty = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (live(board, r, c)) {
                    empty.add(new int[] {r, c});
                    top = Math.min(top, r);
                    left = Math.min(left, c);
                    bottom = Math.max(bottom, r);
                    right = Math.max(right, c);
                }
            }
        }
        long maxPositions = org.sprague.solve.MemoizedGrundySolver.DEFAULT_MAX_POSITIONS;
        if (empty.isEmpty()) {
            return new CramMisere(board, new int[0], new int[0], new int[][] {new int[0]}, maxPositions);
        }
        int h = bottom - top + 1;
        int w = right - left + 1;
        if (h * w <= 64) {
            int[] rows = new int[h * w];
            int[] cols = new int[h * w];
            for (int i = 0; i < h * w; i++) {
                rows[i] = top + i / w;
                cols[i] = left + i % w;
            }
            return new CramMisere(board, rows, cols, boxSymmetries(h, w), maxPositions);
        }
        if (empty.size() > 64) {
            throw new ResourceLimitException("misère cram searches boards of at most 64 squares that can be covered;"
                    + " this one has " + empty.size());
        }
        int[] rows = new int[empty.size()];
        int[] cols = new int[empty.size()];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = empty.get(i)[0];
            cols[i] = empty.get(i)[1];
        }
        int[] identity = new int[rows.length];
        for (int i = 0; i < identity.length; i++) {
            identity[i] = i;
        }
        return new CramMisere(board, rows, cols, new int[][] {identity}, maxPositions);
    }

    /** Whether a domino may still cover cell (r, c): it is empty, and so is one of its neighbours. */
    private static boolean live(CramBoard board, int r, int c) {
        return board.empty(r, c) && (board.empty(r - 1, c) || board.empty(r + 1, c) || board.empty(r, c - 1)
                || board.empty(r, c + 1));
    }

    /**
     * The symmetries of an {@code h x w} box as permutations of its cells {@code r * w + c}: the identity, the two
     * mirrors and the half-turn, and for a square box also the two transpositions and the quarter-turns.
     */
    static int[][] boxSymmetries(int h, int w) {
        int count = h == w ? 8 : 4;
        int[][] out = new int[count][h * w];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                int i = r * w + c;
                out[0][i] = i;
                out[1][i] = r * w + (w - 1 - c);
                out[2][i] = (h - 1 - r) * w + c;
                out[3][i] = (h - 1 - r) * w + (w - 1 - c);
                if (count == 8) {
                    out[4][i] = c * w + r;
                    out[5][i] = (w - 1 - c) * w + (h - 1 - r);
                    out[6][i] = c * w + (h - 1 - r);
                    out[7][i] = (w - 1 - c) * w + r;
                }
            }
        }
        return out;
    }

    /** The position stored for {@code mask}: cells that can never be covered dropped, then the least image. */
    long canonical(long mask) {
        long live = mask;
        for (long m = mask; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            if ((neighbours[i] & mask) == 0) {
                live &= ~(1L << i);
            }
        }
        long least = live;
        for (int s = 1; s < symmetries.length; s++) {
            int[] to = symmetries[s];
            long image = 0;
            for (long m = live; m != 0; m &= m - 1) {
                image |= 1L << to[Long.numberOfTrailingZeros(m)];
            }
            least = Math.min(least, image);
        }
        return least;
    }

    /**
     * The estimated search steps of a board: exponential in its squares that can be covered, calibrated so that
     * {@link #SQUARES_PER_SECOND} of them take about {@link Budget#SEARCH_STEPS_PER_SECOND}.
     *
     * @param board the board
     * @return the estimate, in search steps
     */
    public static double estimate(CramBoard board) {
        return Math.scalb(Budget.SEARCH_STEPS_PER_SECOND, liveSquares(board) - SQUARES_PER_SECOND);
    }

    /**
     * The empty squares next to another empty square: those a domino may still cover.
     *
     * @param board the board
     * @return how many there are
     */
    public static int liveSquares(CramBoard board) {
        int n = 0;
        for (int r = 0; r < board.rows().size(); r++) {
            for (int c = 0; c < board.rows().get(0).length(); c++) {
                n += live(board, r, c) ? 1 : 0;
            }
        }
        return n;
    }

    /**
     * Holds the search to the run's time and memory, and to {@link #SLACK} times the budget's search steps.
     *
     * @param budget the run's budget
     * @param deadline the run's deadline
     * @return this search
     */
    public CramMisere limit(Budget budget, Budget.Deadline deadline) {
        double visits = SLACK * VISITS_PER_SECOND * budget.searchSteps() / Budget.SEARCH_STEPS_PER_SECOND;
        solver.limit(deadline, visits, budget.memory().open(), BYTES_PER_POSITION);
        return this;
    }

    /**
     * Who wins the board under misère play.
     *
     * @return {@link Outcome#FIRST} when the player to move wins (a board without moves included)
     */
    public Outcome outcome() {
        return solver.outcome(start);
    }

    /**
     * Smith's remoteness of the board under misère play: 0 on a board without moves (won by the player to move).
     *
     * @return the moves the game lasts when the winner hurries and the loser delays
     */
    public long remoteness() {
        return solver.remoteness(start);
    }

    /**
     * The winning moves, in the board's order of moves ({@link CramBoard#moves()}): those to a board lost for the
     * player to move there.
     *
     * @return the moves; empty when the board is lost
     */
    public List<CramBoard.Domino> winningMoves() {
        List<CramBoard.Domino> out = new ArrayList<>();
        for (CramBoard.Domino d : board.moves()) {
            if (solver.outcome(start & ~bit(d.row(), d.col()) & ~bit(d.row2(), d.col2())) == Outcome.SECOND) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * Positions searched so far.
     *
     * @return the distinct positions (up to symmetry) valued
     */
    public int positions() {
        return solver.positionsEvaluated();
    }

    private long bit(int r, int c) {
        for (int i = 0; i < row.length; i++) {
            if (row[i] == r && col[i] == c) {
                return 1L << i;
            }
        }
        throw new IllegalArgumentException("no cell (" + r + "," + c + ") in the search");
    }
}
