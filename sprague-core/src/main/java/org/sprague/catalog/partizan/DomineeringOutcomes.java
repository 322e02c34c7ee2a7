package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringRegionDatabase;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.domineering.DomineeringWideBoard;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Who wins a Domineering board whose canonical value is out of reach: two searches of the outcome (Left moving
 * first, then Right) give the outcome class, and the first player's search a winning move. The transposition
 * table is sized from the run's memory (half of what is available, at most {@value #MAX_TABLE_BYTES} bytes) and
 * the run's time and search steps (one per position visited) bound both searches.
 */
final class DomineeringOutcomes {
    /**
     * The most a transposition table takes: 2^24 entries of 12 bytes. The 8x8 search writes about 12 M entries;
     * in a table of 2^25 it enters 0.5 % fewer positions than in 2^24, and takes more time (a larger table misses
     * the caches more often).
     */
    static final long MAX_TABLE_BYTES = 16L << 23;
    /**
     * The most the table of a search past one word takes ({@link DomineeringWideBoard}): 2^25 entries; 9x9 visits
     * some billions of positions.
     */
    static final long MAX_WIDE_TABLE_BYTES = 16L << 25;
    /** Positions with at most this many empty cells, all in regions of at most {@link #VALUED_REGION}, are valued. */
    static final int VALUED_EMPTY = 16;
    /** The largest region valued inside the search. */
    static final int VALUED_REGION = 8;
    /**
     * With a region database, positions with at most this many empty cells, all in regions the database holds or
     * of at most {@link #VALUED_REGION}, are valued (the regions are looked up, only their sum is computed).
     */
    static final int VALUED_EMPTY_WITH_DATABASE = 24;
    /** Canonical games the values inside the search may make. */
    static final int VALUED_GAMES = 200_000;

    private DomineeringOutcomes() {
    }

    /** Whether a board's cells fit the search's one-word state. */
    static boolean searchable(Domineering.Board board) {
        return (long) board.rows().size() * board.rows().get(0).length() <= 64;
    }

    /** Whether a board past one word fits the two-word search ({@link DomineeringWideBoard}). */
    static boolean wideSearchable(Domineering.Board board) {
        int height = board.rows().size();
        int width = board.rows().get(0).length();
        return height * width > 64 && height * width <= DomineeringWideBoard.MAX_CELLS
                && width <= DomineeringWideBoard.MAX_LINE && height <= DomineeringWideBoard.MAX_LINE;
    }

    /** The number of empty cells of the board's largest empty region, on a board of any size. */
    static int largestRegionOfAnySize(Domineering.Board board) {
        int height = board.rows().size();
        int width = board.rows().get(0).length();
        boolean[] seen = new boolean[height * width];
        int[] queue = new int[height * width];
        int largest = 0;
        for (int start = 0; start < height * width; start++) {
            if (seen[start] || board.rows().get(start / width).charAt(start % width) != '.') {
                continue;
            }
            int size = 0;
            queue[size++] = start;
            seen[start] = true;
            for (int head = 0; head < size; head++) {
                int cell = queue[head];
                int r = cell / width;
                int c = cell % width;
                int[][] near = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                for (int[] n : near) {
                    if (n[0] >= 0 && n[0] < height && n[1] >= 0 && n[1] < width && !seen[n[0] * width + n[1]]
                            && board.rows().get(n[0]).charAt(n[1]) == '.') {
                        seen[n[0] * width + n[1]] = true;
                        queue[size++] = n[0] * width + n[1];
                    }
                }
            }
            largest = Math.max(largest, size);
        }
        return largest;
    }

    /** The number of empty cells of the board's largest empty region (boards of at most 64 cells). */
    static int largestRegion(Domineering.Board board) {
        DomineeringBitboard b = new DomineeringBitboard(board.rows().get(0).length(), board.rows().size(), null);
        long rest = DomineeringBitboard.state(board);
        int largest = 0;
        while (rest != 0) {
            long comp = b.regionOf(rest, Long.lowestOneBit(rest));
            rest &= ~comp;
            largest = Math.max(largest, Long.bitCount(comp));
        }
        return largest;
    }

    /**
     * Searches {@code board} with each player first, within {@code budget}'s time and memory, small regions
     * valued (from {@code database} where it holds them), telling {@code progress}.
     */
    static PartizanOutcomeAnswer answer(String id, List<String> position, Domineering.Board board, boolean leftFirst,
            Budget budget, boolean showStats, List<String> notes, SearchProgress progress,
            DomineeringRegionDatabase database, boolean sums) {
        Budget.Deadline deadline = budget.start();
        MemoryBudget.Account memory = budget.memory().open();
        // about 2^(cells/2) positions are stored at most on the boards searched here; the memory bounds it too
        int cells = board.rows().size() * board.rows().get(0).length();
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(memory.available() / 2, MAX_TABLE_BYTES)),
                Math.max(12, cells / 2 + 4));
        memory.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of this search");
        TranspositionTable table = new TranspositionTable(bits);
        CanonicalGames games = new CanonicalGames().limit(memory, deadline);
        DomineeringRegionValues values = new DomineeringRegionValues(games,
                database == null ? VALUED_EMPTY : VALUED_EMPTY_WITH_DATABASE, VALUED_REGION, VALUED_GAMES, database);
        DomineeringBitboard game = new DomineeringBitboard(board.rows().get(0).length(), board.rows().size(), values,
                sums);
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, table, deadline,
                nodeLimit(budget), progress);
        return bothFirst(id, position, board, leftFirst, search, table, DomineeringBitboard.state(board), 0,
                game::text, game, (state, extra) -> game.rows(state), showStats, notes);
    }

    /**
     * As {@link #answer} on a board past one word ({@link DomineeringWideBoard}: up to 96 cells), without region
     * values or sums.
     */
    static PartizanOutcomeAnswer answerWide(String id, List<String> position, Domineering.Board board,
            boolean leftFirst, Budget budget, boolean showStats, List<String> notes, SearchProgress progress) {
        Budget.Deadline deadline = budget.start();
        MemoryBudget.Account memory = budget.memory().open();
        int width = board.rows().get(0).length();
        int height = board.rows().size();
        DomineeringWideBoard game = new DomineeringWideBoard(width, height);
        long state = DomineeringWideBoard.state(board);
        int extra = DomineeringWideBoard.extra(board);
        // as in answer: about 2^(empty cells / 2) positions are stored at most
        int empty = Long.bitCount(state) + Integer.bitCount(extra);
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(memory.available() / 2, MAX_WIDE_TABLE_BYTES)),
                Math.max(12, empty / 2 + 4));
        memory.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of this search");
        TranspositionTable table = new TranspositionTable(bits);
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, table, deadline, nodeLimit(budget),
                progress);
        return bothFirst(id, position, board, leftFirst, search, table, state, extra, game::text, game, game::rows,
                showStats, notes);
    }

    /** A move's text on one of the search's boards. */
    private interface MoveText {
        String text(int move, boolean left);
    }

    /** A position's rows of '.' and '#' on one of the search's boards, from its two words. */
    private interface PositionRows {
        List<String> rows(long state, int extra);
    }

    /**
     * The searches of {@link #answer} and {@link #answerWide}: the first player's, then the other's (or the first's
     * by symmetry, on a square board equal to its transpose: the same game with the roles swapped), the class, and
     * a winning move of the first player.
     */
    private static PartizanOutcomeAnswer bothFirst(String id, List<String> position, Domineering.Board board,
            boolean leftFirst, AlphaBetaOutcomeSearch search, TranspositionTable table, long state, int extra,
            MoveText texts, OutcomeGame game, PositionRows rows, boolean showStats, List<String> notes) {
        SearchResult first = search.solve(state, extra, leftFirst);
        boolean bySymmetry = board.rows().size() == board.rows().get(0).length() && transposedEqual(board);
        SearchResult second = bySymmetry ? new SearchResult(first.moverWins(), -1, 0, 0)
                : search.solve(state, extra, !leftFirst);
        OutcomeClass outcomeClass = outcomeClass(first, second, leftFirst);
        String moveText = null;
        List<String> to = null;
        if (first.moverWins()) {
            int move = first.winningMove() >= 0 ? first.winningMove()
                    : winningMove(game, search, state, extra, leftFirst);
            moveText = texts.text(move, leftFirst);
            long after = game.play(state, extra, leftFirst, move);
            to = rows.rows(after, game.playedExtra());
        }
        SearchResult leftSearch = leftFirst ? first : second;
        SearchResult rightSearch = leftFirst ? second : first;
        return new PartizanOutcomeAnswer(id, position, outcomeClass, leftFirst, moveText, to,
                new PartizanOutcomeAnswer.Search(leftSearch.nodes(), leftSearch.nanos(), bySymmetry && !leftFirst),
                new PartizanOutcomeAnswer.Search(rightSearch.nodes(), rightSearch.nanos(), bySymmetry && leftFirst),
                table.capacity(), showStats, notes);
    }

    /** Whether a square board equals its transpose (cell (r, c) empty exactly when (c, r) is). */
    private static boolean transposedEqual(Domineering.Board board) {
        List<String> rows = board.rows();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.size(); c++) {
                if (rows.get(r).charAt(c) != rows.get(c).charAt(r)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The class from the first player's search and the other's. */
    private static OutcomeClass outcomeClass(SearchResult first, SearchResult second, boolean leftFirst) {
        boolean leftWinsFirst = leftFirst ? first.moverWins() : second.moverWins();
        boolean rightWinsFirst = leftFirst ? second.moverWins() : first.moverWins();
        return leftWinsFirst && rightWinsFirst ? OutcomeClass.N
                : leftWinsFirst ? OutcomeClass.L : rightWinsFirst ? OutcomeClass.R : OutcomeClass.P;
    }

    /** Each position visited is one search step: {@code --budget N} allows N positions (over both searches). */
    private static long nodeLimit(Budget budget) {
        double steps = budget.searchSteps();
        return steps >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) steps;
    }

    /** A winning move where the search decided the position without one (by counting moves): each is tried. */
    private static int winningMove(OutcomeGame game, AlphaBetaOutcomeSearch search, long state, int extra,
            boolean left) {
        int[] moves = new int[game.moveIds()];
        int n = game.moves(state, extra, left, moves);
        for (int i = 0; i < n; i++) {
            long after = game.play(state, extra, left, moves[i]);
            if (!search.solve(after, game.playedExtra(), !left).moverWins()) {
                return moves[i];
            }
        }
        throw new IllegalStateException("a won position without a winning move");
    }
}
