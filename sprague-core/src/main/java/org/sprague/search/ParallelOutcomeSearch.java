package org.sprague.search;

import java.util.function.IntFunction;
import org.sprague.solve.Budget;

/**
 * {@link AlphaBetaOutcomeSearch} on several threads sharing one {@link TranspositionTable} (lazy SMP: every thread
 * searches the whole position and they meet only in the table; Hyatt and Mann's lockless table, see
 * {@link TranspositionTable}). The main thread searches in the game's order; helper {@code k} tries the moves of
 * its first {@value #ROTATED_DEPTH} plies rotated by {@code k} places, so that where every move must be refuted (a
 * lost position) it refutes others than the main thread, which then finds them in the table. Every entry is an
 * exact result, so the answer (who wins) is the same whatever the number of threads; the first thread to finish
 * gives it and its winning move, and the others stop.
 *
 * <p>The budget: the limit of positions counts every thread's (each reports every 4096, so a search may pass the
 * limit by up to 4096 a thread); with one thread the count is that of {@link AlphaBetaOutcomeSearch} alone and
 * deterministic, with more it varies from run to run (the threads' duplicated work depends on their timing), so a
 * search near its limit may end within it one time and past it another. The time budget holds for each thread.
 *
 * <p>A {@link SearchSaver} is called from the main thread every 4096 of its positions when due, while the helpers
 * wait, so that the table it saves is not being written.
 */
public final class ParallelOutcomeSearch implements PositionSearch {
    /**
     * The plies in which a helper's moves are rotated. On 8x8 with two threads (positions of both threads
     * together, against 7.5 million alone): 1 and 2 plies 8.5 to 8.8 million, 3 plies 9.4, 6 plies 10.3, 20 plies
     * 14.5; the split of the refutations at the second ply is the one that pays.
     */
    public static final int ROTATED_DEPTH = 2;

    private final AlphaBetaOutcomeSearch[] searches;
    private final TranspositionTable table;
    private final SearchSaver saver;
    /** Positions of the earlier calls, every thread's. */
    private long before;

    /**
     * A search on {@code threads} threads.
     *
     * @param games a game for each thread, by its index from 0 (the game keeps per-thread scratch space)
     * @param threads the number of threads, at least 1
     * @param table the table every thread shares, kept across calls
     * @param deadline the end of the search's time
     * @param nodeLimit the most positions every thread together may visit, over every call
     * @param stepsPerNode the search steps a position costs, for the limit's message
     * @param progress told every half second or so of the positions every thread visited in the call
     * @param saver saves the table at intervals, or null
     */
    public ParallelOutcomeSearch(IntFunction<OutcomeGame> games, int threads, TranspositionTable table,
            Budget.Deadline deadline, long nodeLimit, double stepsPerNode, SearchProgress progress, SearchSaver saver) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " below 1");
        }
        this.table = table;
        this.saver = saver;
        searches = new AlphaBetaOutcomeSearch[threads];
        for (int i = 0; i < threads; i++) {
            searches[i] = new AlphaBetaOutcomeSearch(games.apply(i), table, deadline, nodeLimit, stepsPerNode,
                    i == 0 ? progress : SearchProgress.NONE);
        }
    }

    /**
     * The number of threads.
     *
     * @return at least 1
     */
    public int threads() {
        return searches.length;
    }

    /**
     * The table the threads share.
     *
     * @return the table
     */
    public TranspositionTable table() {
        return table;
    }

    /**
     * Positions every thread visited over every call so far.
     *
     * @return a count
     */
    public long positions() {
        return before;
    }

    @Override
    public OutcomeGame game() {
        return searches[0].game();
    }

    @Override
    public SearchResult solve(long state, boolean left) {
        return solve(state, 0, left);
    }

    @Override
    public SearchResult solve(long state, int extra, boolean left) {
        if (searches.length == 1 && saver == null) {
            SearchResult r = searches[0].solve(state, extra, left);
            before += r.nodes();
            return r;
        }
        long began = System.nanoTime();
        long[] start = new long[searches.length];
        for (int i = 0; i < searches.length; i++) {
            start[i] = searches[i].nodes();
        }
        SearchCrew crew = new SearchCrew(searches[0], searches.length - 1, saver, table, before);
        Thread[] helpers = new Thread[searches.length - 1];
        for (int i = 1; i < searches.length; i++) {
            AlphaBetaOutcomeSearch helper = searches[i];
            helper.joinCrew(crew, i, ROTATED_DEPTH);
            helpers[i - 1] = new Thread(() -> {
                try {
                    run(crew, helper, state, extra, left);
                } finally {
                    crew.helperDone();
                }
            }, "search-helper-" + i);
            helpers[i - 1].setDaemon(true);
        }
        searches[0].joinCrew(crew, 0, 0);
        for (Thread h : helpers) {
            h.start();
        }
        try {
            run(crew, searches[0], state, extra, left);
        } finally {
            crew.stopAll();
            joinAll(helpers);
        }
        long nodes = 0;
        for (int i = 0; i < searches.length; i++) {
            nodes += searches[i].nodes() - start[i];
        }
        before += nodes;
        SearchResult r = crew.result();
        if (r == null) {
            Throwable t = crew.failure();
            if (t instanceof RuntimeException e) {
                throw e;
            }
            if (t instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException("a parallel search ended without an answer", t);
        }
        return new SearchResult(r.moverWins(), r.winningMove(), nodes, System.nanoTime() - began);
    }

    private static void run(SearchCrew crew, AlphaBetaOutcomeSearch search, long state, int extra, boolean left) {
        try {
            crew.finish(search.solve(state, extra, left));
        } catch (SearchCrew.Stopped e) {
            // another thread answered or failed first
        } catch (RuntimeException | Error e) {
            // the time or positions ran out (ResourceLimitException), or worse: the call's failure
            crew.fail(e);
        }
    }

    /** Waits for the helpers, which stop within 4096 positions each; an interrupt is kept for the caller. */
    private static void joinAll(Thread[] helpers) {
        boolean interrupted = false;
        for (Thread h : helpers) {
            while (h.isAlive()) {
                try {
                    h.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
