package org.sprague.partizan.ruleset;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The positions of several {@link SumOutcomeSearch}es running at once on threads of their own (one for each player
 * moving first), counted together against one step budget, and the order to stop once one of them has failed (so
 * that the others do not run on to no purpose). Each search adds its positions every {@value #EVERY}.
 */
public final class SharedSteps {
    /** Positions a search visits between two reports. */
    static final int EVERY = 1024;

    /** Thrown in a search told to stop because another failed; carries no stack trace. */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped: another search of the run failed", null, false, false);
        }
    }

    private final AtomicLong total = new AtomicLong();
    private volatile boolean stopped;

    /** A count at 0. */
    public SharedSteps() {
    }

    /**
     * Adds a search's positions.
     *
     * @param positions positions since its last report
     * @return the total of every search so far
     * @throws Stopped when the searches were told to stop
     */
    long add(long positions) {
        if (stopped) {
            throw new Stopped();
        }
        return total.addAndGet(positions);
    }

    /** Tells every search to stop at its next report. */
    public void stop() {
        stopped = true;
    }

    /**
     * Positions every search reported.
     *
     * @return the total
     */
    public long total() {
        return total.get();
    }
}
