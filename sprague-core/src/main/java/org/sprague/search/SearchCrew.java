package org.sprague.search;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The threads of one call of {@link ParallelOutcomeSearch#solve}: their total of positions, the first result or
 * failure, the order to stop once either is in, and the pause in which the main thread saves the table
 * ({@link SearchSaver}) while the helpers wait.
 */
final class SearchCrew {
    /** Thrown in a thread told to stop: another thread has the answer or failed. Carries no stack trace. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped", null, false, false);
        }
    }

    private final AtomicLong total = new AtomicLong();
    private final AtomicReference<SearchResult> result = new AtomicReference<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    /** Per thread by its index, the time it waited in pauses. */
    private final AtomicLongArray waited;
    private final AlphaBetaOutcomeSearch main;
    private final int helpers;
    private final SearchSaver saver;
    private final TranspositionTable table;
    private final long before;
    private final Object lock = new Object();
    private volatile boolean stop;
    private volatile boolean pausing;
    /** Helpers waiting in the pause, and helpers done (guarded by {@link #lock}). */
    private int parked;
    private int done;

    SearchCrew(AlphaBetaOutcomeSearch main, int helpers, SearchSaver saver, TranspositionTable table, long before) {
        this.main = main;
        this.helpers = helpers;
        this.saver = saver;
        this.table = table;
        this.before = before;
        this.waited = new AtomicLongArray(helpers + 1);
    }

    /** The time thread {@code index} waited in pauses, in nanoseconds. */
    long waited(int index) {
        return waited.get(index);
    }

    /** Positions every thread has reported in this call. */
    long total() {
        return total.get();
    }

    /**
     * A thread's report every 4096 positions: adds them to the total, stops the thread when told to, parks a
     * helper during a save, and saves from the main thread when due.
     *
     * @return the total of positions so far
     */
    long tick(AlphaBetaOutcomeSearch who, long positions) {
        long t = total.addAndGet(positions);
        if (stop) {
            throw new Stopped();
        }
        if (who == main) {
            if (saver != null && saver.due()) {
                saveWithHelpersParked(t);
            }
        } else if (pausing) {
            long began = System.nanoTime();
            try {
                park();
            } finally {
                waited.addAndGet(who.crewIndex(), System.nanoTime() - began);
            }
        }
        return t;
    }

    private void park() {
        synchronized (lock) {
            parked++;
            lock.notifyAll();
            try {
                while (pausing && !stop) {
                    lock.wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop = true;
            } finally {
                parked--;
            }
        }
        if (stop) {
            throw new Stopped();
        }
    }

    private void saveWithHelpersParked(long positions) {
        long began = System.nanoTime();
        try {
            synchronized (lock) {
                pausing = true;
                while (parked + done < helpers && !stop) {
                    lock.wait(10);
                }
            }
            waited.addAndGet(0, System.nanoTime() - began);
            if (!stop) {
                saver.save(table, before + positions);
            }
        } catch (InterruptedException e) {
            // the run is cancelled: the deadline's check right after this reports it
            Thread.currentThread().interrupt();
        } finally {
            synchronized (lock) {
                pausing = false;
                lock.notifyAll();
            }
        }
    }

    /** A thread's answer: the first one in is the call's; every thread is told to stop. */
    void finish(SearchResult r) {
        result.compareAndSet(null, r);
        stopAll();
    }

    /** A thread's failure (time or positions out, or an error): the call's unless an answer came first. */
    void fail(Throwable t) {
        failure.compareAndSet(null, t);
        stopAll();
    }

    /** A helper has returned. */
    void helperDone() {
        synchronized (lock) {
            done++;
            lock.notifyAll();
        }
    }

    void stopAll() {
        stop = true;
        synchronized (lock) {
            lock.notifyAll();
        }
    }

    SearchResult result() {
        return result.get();
    }

    Throwable failure() {
        return failure.get();
    }
}
