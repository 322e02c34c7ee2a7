package org.sprague.search;

import java.util.function.IntFunction;
import org.sprague.solve.Budget;

/**
 * {@link AlphaBetaOutcomeSearch} on several threads sharing one {@link TranspositionTable} (Hyatt and Mann's
 * lockless table) and splitting the work by ABDADA (Weill, "The ABDADA distributed minimax search algorithm", ACM
 * Computer Science Conference 1996): every thread searches the whole position in the game's order, but in the
 * first {@value #SHARED_DEPTH} plies (by default) each publishes the positions it is searching
 * ({@link SearchingNow}) and puts off a move (other than a position's first) whose position another thread is in,
 * searching the rest first; where every move must be refuted (a lost position) the threads so refute different
 * moves, and each finds the others' in the table when it comes back to the moves it put off; a thread that solves a
 * position another thread is under tells it, and that one gives up the moves it was searching there (a won
 * position's later moves, started while this thread was in its winning move). Every entry is an
 * exact result and every thread searches every move it needs in the end, so the answer (who wins) is the same
 * whatever the number of threads; the first thread to finish gives it and its winning move, and the others stop.
 * On 8x8 two threads search 7.5 million positions between them, as one thread alone, and 12 plies shared do as
 * well as 4 to 24 (docs/BENCHMARKS.md). (Lazy SMP, the threads meeting only in the table with the first plies'
 * moves of each in another order, searched 8.6 to 12 million positions on 8x8 with two threads against 7.5 million
 * with one: no gain in time.)
 *
 * <p>The budget: the limit of positions counts every thread's (each reports every 4096, so a search may pass the
 * limit by up to 4096 a thread); with one thread the count is that of {@link AlphaBetaOutcomeSearch} alone and
 * deterministic, with more it varies from run to run (the threads' split of the work depends on their timing), so a
 * search near its limit may end within it one time and past it another. The time budget holds for each thread.
 *
 * <p>A {@link SearchSaver} is called from the main thread every 4096 of its positions when due, while the helpers
 * wait, so that the table it saves is not being written.
 */
public final class ParallelOutcomeSearch implements PositionSearch {
    /** The plies from the root whose moves the threads share, by default (see docs/BENCHMARKS.md). */
    public static final int SHARED_DEPTH = 12;

    private final AlphaBetaOutcomeSearch[] searches;
    private final TranspositionTable table;
    private final SearchSaver saver;
    private final int sharedDepth;
    /** Positions of the earlier calls, every thread's. */
    private long before;
    /** Per thread, its positions and time searching over the calls on several threads, and the calls' time. */
    private final long[] threadPositions;
    private final long[] threadBusy;
    private final long[] threadCpu;
    private long wall;

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
        this(games, threads, table, deadline, nodeLimit, stepsPerNode, progress, saver, SHARED_DEPTH);
    }

    /**
     * As the constructor without {@code sharedDepth}, sharing the moves of the first {@code sharedDepth} plies.
     *
     * @param games a game for each thread, by its index from 0 (the game keeps per-thread scratch space)
     * @param threads the number of threads, at least 1
     * @param table the table every thread shares, kept across calls
     * @param deadline the end of the search's time
     * @param nodeLimit the most positions every thread together may visit, over every call
     * @param stepsPerNode the search steps a position costs, for the limit's message
     * @param progress told every half second or so of the positions every thread visited in the call
     * @param saver saves the table at intervals, or null
     * @param sharedDepth the plies whose moves the threads share, at least 1
     */
    public ParallelOutcomeSearch(IntFunction<OutcomeGame> games, int threads, TranspositionTable table,
            Budget.Deadline deadline, long nodeLimit, double stepsPerNode, SearchProgress progress, SearchSaver saver,
            int sharedDepth) {
        if (sharedDepth < 1) {
            throw new IllegalArgumentException("shared plies " + sharedDepth + " below 1");
        }
        this.sharedDepth = sharedDepth;
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " below 1");
        }
        this.table = table;
        this.saver = saver;
        searches = new AlphaBetaOutcomeSearch[threads];
        threadPositions = new long[threads];
        threadBusy = new long[threads];
        threadCpu = new long[threads];
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

    /**
     * Each thread's positions and time searching over the calls so far, and the calls' time (one thread alone
     * counts as searching the whole call).
     *
     * @return the figures
     */
    public ThreadFigures figures() {
        return new ThreadFigures(threadPositions.clone(), threadBusy.clone(), threadCpu.clone(), wall);
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
            long cpu = cpuNanos();
            SearchResult r = searches[0].solve(state, extra, left);
            threadCpu[0] += cpuNanos() - cpu;
            before += r.nodes();
            threadPositions[0] += r.nodes();
            threadBusy[0] += r.nanos();
            wall += r.nanos();
            return r;
        }
        long began = System.nanoTime();
        long[] start = new long[searches.length];
        for (int i = 0; i < searches.length; i++) {
            start[i] = searches[i].nodes();
        }
        SearchCrew crew = new SearchCrew(searches[0], searches.length - 1, saver, table, before);
        SearchingNow searching = new SearchingNow(searches.length,
                Math.min(sharedDepth, AlphaBetaOutcomeSearch.MAX_DEPTH));
        Thread[] helpers = new Thread[searches.length - 1];
        long[] busy = new long[searches.length];
        long[] cpu = new long[searches.length];
        int shared = searches.length == 1 ? 0 : sharedDepth;
        for (int i = 1; i < searches.length; i++) {
            AlphaBetaOutcomeSearch helper = searches[i];
            helper.joinCrew(crew, i, searching, shared);
            int index = i;
            helpers[i - 1] = new Thread(() -> {
                try {
                    long c = cpuNanos();
                    busy[index] = run(crew, helper, state, extra, left);
                    cpu[index] = cpuNanos() - c;
                } finally {
                    crew.helperDone();
                }
            }, "search-helper-" + i);
            helpers[i - 1].setDaemon(true);
        }
        searches[0].joinCrew(crew, 0, searching, shared);
        for (Thread h : helpers) {
            h.start();
        }
        try {
            long c = cpuNanos();
            busy[0] = run(crew, searches[0], state, extra, left);
            cpu[0] = cpuNanos() - c;
        } finally {
            crew.stopAll();
            joinAll(helpers);
        }
        long nodes = 0;
        for (int i = 0; i < searches.length; i++) {
            long own = searches[i].nodes() - start[i];
            nodes += own;
            threadPositions[i] += own;
            threadBusy[i] += Math.max(0, busy[i] - crew.waited(i));
            threadCpu[i] += cpu[i];
        }
        wall += System.nanoTime() - began;
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

    /** The calling thread's processor time, or 0 where the JVM does not measure it. */
    private static long cpuNanos() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : 0;
    }

    /** Runs one thread's search to its answer or its stop; returns the time it took. */
    private static long run(SearchCrew crew, AlphaBetaOutcomeSearch search, long state, int extra, boolean left) {
        long began = System.nanoTime();
        try {
            crew.finish(search.solve(state, extra, left));
        } catch (SearchCrew.Stopped e) {
            // another thread answered or failed first
        } catch (RuntimeException | Error e) {
            // the time or positions ran out (ResourceLimitException), or worse: the call's failure
            crew.fail(e);
        }
        return System.nanoTime() - began;
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
