package org.sprague.domineering;

import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.sprague.ResourceLimitException;
import org.sprague.game.BoardRegions;
import org.sprague.partizan.CanonicalGames;
import org.sprague.search.OutcomeClassSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.ParallelOutcomeSearch;
import org.sprague.search.SearchCheckpoint;
import org.sprague.search.SearchProgress;
import org.sprague.search.ThreadFigures;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Who wins a Domineering board whose canonical value is out of reach: the outcome search of
 * {@link OutcomeClassSearch} on {@link DomineeringBitboard} (up to 64 cells, small regions valued) or
 * {@link DomineeringWideBoard} (up to {@value DomineeringWideBoard#MAX_CELLS}), with Domineering's own shortcut:
 * a square board equal to its transpose is the same game with the roles swapped, so the first player's search
 * answers for the other. The transposition table is sized from the run's memory (half of what is available, at
 * most {@value #MAX_TABLE_BYTES} bytes) and the run's time and search steps (one per position visited) bound both
 * searches. A {@link Run} asks for several threads ({@link ParallelOutcomeSearch}, each with its own board and
 * region values, one table) and a checkpoint ({@link SearchCheckpoint}, saved at intervals and once more at the
 * end).
 */
public final class DomineeringSearch {
    /**
     * Search steps a position visited costs: the budget's unit, {@link Budget#SEARCH_STEPS_PER_SECOND}, is about a
     * second's worth of positions (2.4 to 3.3 million a second on 8x8, docs/BENCHMARKS.md), so the standard budget
     * answers boards of a few seconds (8x8: 7.5 million positions) and refuses longer ones with an estimate.
     */
    public static final double STEPS_PER_POSITION = 30;
    /**
     * The most a transposition table takes: 2^23 entries of {@link TranspositionTable#BYTES_PER_ENTRY} bytes. The
     * 8x8 search writes about 12 M entries; a larger table saves few positions and takes more time (it misses the
     * caches more often).
     */
    public static final long MAX_TABLE_BYTES = 16L << 23;
    /**
     * The most the table of a search past one word takes ({@link DomineeringWideBoard}): 2^25 entries; 9x9 visits
     * some billions of positions.
     */
    public static final long MAX_WIDE_TABLE_BYTES = 16L << 25;
    /** Positions with at most this many empty cells, all in regions of at most {@link #VALUED_REGION}, are valued. */
    public static final int VALUED_EMPTY = 16;
    /** The largest region valued inside the search. */
    public static final int VALUED_REGION = 8;
    /**
     * With a region database, positions with at most this many empty cells, all in regions the database holds or
     * of at most {@link #VALUED_REGION}, are valued (the regions are looked up, only their sum is computed).
     */
    public static final int VALUED_EMPTY_WITH_DATABASE = 24;
    /** Canonical games the values inside the search may make. */
    public static final int VALUED_GAMES = 200_000;

    private DomineeringSearch() {
    }

    /**
     * How a search runs: its threads, and the checkpoint it saves to (and resumes from).
     *
     * @param threads the number of threads, at least 1
     * @param checkpoint where the table is saved at intervals, or null
     * @param resume whether the checkpoint holds a search to continue (else it is new)
     */
    public record Run(int threads, SearchCheckpoint checkpoint, boolean resume) {
        /** One thread, no checkpoint. */
        public static final Run ALONE = new Run(1, null, false);
    }

    /**
     * What a checkpoint of this board's search is named by: the search (one word or two), the size and the rows.
     *
     * @param board the board
     * @return the name, checked on resuming
     */
    public static String checkpointName(Domineering.Board board) {
        return "domineering " + (searchable(board) ? "one-word " : "two-word ") + board.rows().size() + "x"
                + board.rows().get(0).length() + " " + String.join("|", board.rows());
    }

    /**
     * The answer of a search: the outcome class, both searches, and the first player's winning move in words with
     * the board it reaches.
     *
     * @param outcome the searches' answer
     * @param winningMove the winning move's text ({@code vertical (1,2)-(2,2)}), or null when the first player
     *     loses
     * @param reached the board the winning move reaches, as rows of {@code .} and {@code #}, or null
     * @param tableEntries the transposition table's entries
     * @param threads what each thread of the search did, over both searches
     */
    public record Answer(OutcomeClassSearch.Answer outcome, String winningMove, List<String> reached,
            int tableEntries, ThreadFigures threads) {
    }

    /**
     * Whether a board's cells fit the one-word search.
     *
     * @param board the board
     * @return true for at most 64 cells
     */
    public static boolean searchable(Domineering.Board board) {
        return (long) board.rows().size() * board.rows().get(0).length() <= 64;
    }

    /**
     * Whether a board past one word fits the two-word search ({@link DomineeringWideBoard}).
     *
     * @param board the board
     * @return true for 65 to {@value DomineeringWideBoard#MAX_CELLS} cells, lines of at most
     *     {@value DomineeringWideBoard#MAX_LINE}
     */
    public static boolean wideSearchable(Domineering.Board board) {
        int height = board.rows().size();
        int width = board.rows().get(0).length();
        return height * width > 64 && height * width <= DomineeringWideBoard.MAX_CELLS
                && width <= DomineeringWideBoard.MAX_LINE && height <= DomineeringWideBoard.MAX_LINE;
    }

    /**
     * The number of empty cells of the board's largest empty region.
     *
     * @param board the board
     * @return the largest region's size
     */
    public static int largestRegion(Domineering.Board board) {
        return BoardRegions.largest(board.rows().size(), board.rows().get(0).length(), board::empty);
    }

    /**
     * Searches a board of at most 64 cells with each player first, within {@code budget}'s time, memory and
     * search steps, small regions valued (from {@code database} where it holds them), telling {@code progress}.
     *
     * @param board the board
     * @param leftFirst whether Left is the first player asked about
     * @param budget the run's time, memory and search steps
     * @param progress told of the positions visited
     * @param database small regions' values, or null
     * @param sums whether small regions whose values are numbers leave the board ({@link DomineeringBitboard})
     * @return the answer
     * @throws org.sprague.ResourceLimitException when the time, memory or search steps run out first
     */
    public static Answer solve(Domineering.Board board, boolean leftFirst, Budget budget, SearchProgress progress,
            DomineeringRegionDatabase database, boolean sums) {
        return solve(board, leftFirst, budget, progress, database, sums, Run.ALONE);
    }

    /**
     * As {@link #solve(Domineering.Board, boolean, Budget, SearchProgress, DomineeringRegionDatabase, boolean)},
     * on {@code run}'s threads, saving to its checkpoint.
     *
     * @param board the board
     * @param leftFirst whether Left is the first player asked about
     * @param budget the run's time, memory and search steps (over every thread)
     * @param progress told of the positions visited
     * @param database small regions' values, or null
     * @param sums whether small regions whose values are numbers leave the board ({@link DomineeringBitboard})
     * @param run the threads and the checkpoint
     * @return the answer
     * @throws org.sprague.ResourceLimitException when the time, memory or search steps run out first
     */
    public static Answer solve(Domineering.Board board, boolean leftFirst, Budget budget, SearchProgress progress,
            DomineeringRegionDatabase database, boolean sums, Run run) {
        Budget.Deadline deadline = budget.start();
        MemoryBudget.Account memory = budget.memory().open();
        // about 2^(cells/2) positions are stored at most on the boards searched here; the memory bounds it too
        int cells = board.rows().size() * board.rows().get(0).length();
        TranspositionTable table = table(memory, MAX_TABLE_BYTES, cells);
        // each thread its own board and values (their scratch space and space of games are not shared)
        IntFunction<OutcomeGame> boards = i -> {
            CanonicalGames games = new CanonicalGames().limit(memory, deadline);
            DomineeringRegionValues values = new DomineeringRegionValues(games,
                    database == null ? VALUED_EMPTY : VALUED_EMPTY_WITH_DATABASE, VALUED_REGION, VALUED_GAMES,
                    database);
            return new DomineeringBitboard(board.rows().get(0).length(), board.rows().size(), values, sums);
        };
        ParallelOutcomeSearch search = search(boards, table, deadline, budget, progress, run);
        DomineeringBitboard game = (DomineeringBitboard) search.game();
        OutcomeClassSearch.Answer outcome = finish(run, table, search, () -> OutcomeClassSearch.solve(search,
                DomineeringBitboard.state(board), 0, leftFirst, ownTranspose(board)));
        return outcome.winningMove() < 0 ? new Answer(outcome, null, null, table.capacity(), search.figures())
                : new Answer(outcome, game.text(outcome.winningMove(), leftFirst), game.rows(outcome.reached()),
                        table.capacity(), search.figures());
    }

    /**
     * As {@link #solve} on a board past one word ({@link DomineeringWideBoard}: up to
     * {@value DomineeringWideBoard#MAX_CELLS} cells), without region values or sums.
     *
     * @param board the board
     * @param leftFirst whether Left is the first player asked about
     * @param budget the run's time, memory and search steps
     * @param progress told of the positions visited
     * @return the answer
     * @throws org.sprague.ResourceLimitException when the time, memory or search steps run out first
     */
    public static Answer solveWide(Domineering.Board board, boolean leftFirst, Budget budget,
            SearchProgress progress) {
        return solveWide(board, leftFirst, budget, progress, Run.ALONE);
    }

    /**
     * As {@link #solveWide(Domineering.Board, boolean, Budget, SearchProgress)}, on {@code run}'s threads, saving to
     * its checkpoint.
     *
     * @param board the board
     * @param leftFirst whether Left is the first player asked about
     * @param budget the run's time, memory and search steps (over every thread)
     * @param progress told of the positions visited
     * @param run the threads and the checkpoint
     * @return the answer
     * @throws org.sprague.ResourceLimitException when the time, memory or search steps run out first
     */
    public static Answer solveWide(Domineering.Board board, boolean leftFirst, Budget budget,
            SearchProgress progress, Run run) {
        Budget.Deadline deadline = budget.start();
        MemoryBudget.Account memory = budget.memory().open();
        long state = DomineeringWideBoard.state(board);
        int extra = DomineeringWideBoard.extra(board);
        // as in solve: about 2^(empty cells / 2) positions are stored at most
        TranspositionTable table = table(memory, MAX_WIDE_TABLE_BYTES, Long.bitCount(state) + Integer.bitCount(extra));
        ParallelOutcomeSearch search = search(
                i -> new DomineeringWideBoard(board.rows().get(0).length(), board.rows().size()), table, deadline,
                budget, progress, run);
        DomineeringWideBoard game = (DomineeringWideBoard) search.game();
        OutcomeClassSearch.Answer outcome = finish(run, table, search, () -> OutcomeClassSearch.solve(search, state,
                extra, leftFirst, ownTranspose(board)));
        return outcome.winningMove() < 0 ? new Answer(outcome, null, null, table.capacity(), search.figures())
                : new Answer(outcome, game.text(outcome.winningMove(), leftFirst),
                        game.rows(outcome.reached(), outcome.reachedExtra()), table.capacity(), search.figures());
    }

    /** The search on the run's threads, its table filled from the checkpoint when resuming. */
    private static ParallelOutcomeSearch search(IntFunction<OutcomeGame> boards, TranspositionTable table,
            Budget.Deadline deadline, Budget budget, SearchProgress progress, Run run) {
        if (run.resume()) {
            run.checkpoint().load(table);
        } else if (run.checkpoint() != null) {
            run.checkpoint().create();
        }
        return new ParallelOutcomeSearch(boards, run.threads(), table, deadline, nodeLimit(budget),
                STEPS_PER_POSITION, progress, run.checkpoint());
    }

    /**
     * The answer, after the checkpoint's last save (a resumed finished search then answers at once); when the time
     * or steps run out first, the table is saved and the message names the directory to resume from.
     */
    private static OutcomeClassSearch.Answer finish(Run run, TranspositionTable table, ParallelOutcomeSearch search,
            Supplier<OutcomeClassSearch.Answer> searched) {
        OutcomeClassSearch.Answer outcome;
        try {
            outcome = searched.get();
        } catch (ResourceLimitException e) {
            if (run.checkpoint() == null || e.resource() == ResourceLimitException.Resource.MEMORY) {
                throw e;
            }
            run.checkpoint().save(table, search.positions());
            java.nio.file.Path dir = run.checkpoint().dir();
            throw new ResourceLimitException(names -> e.message(names) + "; the search is saved in " + dir
                    + ": continue it with " + names.name(org.sprague.Parameter.RESUME) + " " + dir, e.resource(),
                    e.needed());
        }
        if (run.checkpoint() != null) {
            run.checkpoint().save(table, search.positions());
        }
        return outcome;
    }

    /** A table of about 2^(cells / 2 + 4) entries, at least 2^12, in half the memory available, at most {@code most}. */
    private static TranspositionTable table(MemoryBudget.Account memory, long most, int cells) {
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(memory.available() / 2, most)),
                Math.max(12, cells / 2 + 4));
        memory.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of this search");
        return new TranspositionTable(bits);
    }

    /** Whether a board is square and equals its transpose (cell (r, c) empty exactly when (c, r) is). */
    private static boolean ownTranspose(Domineering.Board board) {
        List<String> rows = board.rows();
        if (rows.size() != rows.get(0).length()) {
            return false;
        }
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.size(); c++) {
                if (rows.get(r).charAt(c) != rows.get(c).charAt(r)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A budget of N search steps allows N / {@link #STEPS_PER_POSITION} positions (over both searches). */
    private static long nodeLimit(Budget budget) {
        double positions = budget.searchSteps() / STEPS_PER_POSITION;
        return positions >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, (long) positions);
    }
}
