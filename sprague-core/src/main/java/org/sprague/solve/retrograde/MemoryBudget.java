package org.sprague.solve.retrograde;

import org.sprague.ResourceLimitException;

/**
 * The memory a solver may allocate, checked before it allocates, so that a too-large game ends with a
 * {@link ResourceLimitException} (exit 3) that says what was needed instead of an {@link OutOfMemoryError}.
 */
public final class MemoryBudget {
    private final long limit;
    /**
     * The part of the run's memory a growing cache may take ({@link Account#requireGrowing}): the rest is room for
     * what its count leaves out (the search's short-lived objects, the few percent its per-entry figures miss).
     */
    public static final double GROWING_SHARE = 0.85;

    private MemoryBudget(long limit) {
        this.limit = limit;
    }

    /**
     * Whatever the JVM heap has free when a run starts.
     *
     * @return a budget read afresh at each {@link #open()}
     */
    public static MemoryBudget heap() {
        return new MemoryBudget(-1);
    }

    /**
     * A fixed number of bytes (the heap's free space still applies).
     *
     * @param limit the most bytes one run may ask for
     * @return a budget of the lesser of {@code limit} and the free heap
     */
    public static MemoryBudget bytes(long limit) {
        return new MemoryBudget(limit);
    }

    /**
     * Fails unless {@code bytes} more can be allocated: a one-part run (see {@link #open()} for several parts).
     *
     * @param bytes the memory about to be allocated
     * @param what the thing being solved, for the message (e.g. "10000000 positions and 50000000 moves")
     * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when it does not fit
     */
    public void require(long bytes, String what) {
        open().require(bytes, what);
    }

    /**
     * Starts one run whose parts are counted together: the free heap is read once, here, and each
     * {@link Account#require} adds its part to what the run already asked for. No collection is forced: the free
     * heap read may include garbage, which errs on the side of refusing.
     *
     * @return the account of the run
     */
    public Account open() {
        long free = limit >= 0 ? Math.min(limit, heapFree()) : heapFree();
        return new Account(free);
    }

    /** The memory one run has asked for so far. Not thread-safe: one per run. */
    public static final class Account {
        private final long available;
        private long asked;

        private Account(long available) {
            this.available = available;
        }

        /**
         * Adds {@code bytes} to the run's total and fails when the total is over what was available at the start.
         *
         * @param bytes the memory about to be allocated
         * @param what the thing being solved, for the message
         * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when the run's total
         *     does not fit; the message asks for a smaller game, and the front end says how to raise the heap
         */
        public void require(long bytes, String what) {
            if (bytes > available - asked) {
                throw ResourceLimitException.memory("solving " + what + " needs about " + mib(asked + bytes)
                        + " MiB of memory but " + mib(Math.max(available, 0)) + " MiB are available; give a smaller"
                        + " game", asked + bytes, 1.0);
            }
            asked += bytes;
        }

        /**
         * As {@link #require}, for a cache or memo that grows as a search goes on and whose final size is not
         * known: it may take {@link #GROWING_SHARE} of what is available, the message says what it holds and that
         * it needs more, and the heap suggested is about twice what the run holds (the size of the search is
         * unknown, so more is a guess, not an estimate).
         *
         * @param bytes the memory about to be allocated
         * @param what the growing thing, for the message ("the canonical values of this position")
         * @throws ResourceLimitException of {@link ResourceLimitException.Resource#MEMORY} when the run's total
         *     does not fit
         */
        public void requireGrowing(long bytes, String what) {
            long limit = (long) (available * GROWING_SHARE);
            if (bytes > limit - asked) {
                throw ResourceLimitException.memory(what + " hold " + mib(asked) + " MiB and need " + mib(bytes)
                        + " MiB more, past the " + mib(Math.max(limit, 0)) + " MiB they may take; give a smaller game",
                        asked + bytes, GROWING_SHARE);
            }
            asked += bytes;
        }

        /**
         * Gives back memory the run asked for and no longer holds (the old array of a table that grew), so that
         * a cache that grows by copying is charged for what it holds, not for every size it had.
         *
         * @param bytes the memory released, at most what was asked for
         */
        public void release(long bytes) {
            asked = Math.max(0, asked - bytes);
        }

        /**
         * The memory the run has asked for and not given back.
         *
         * @return bytes
         */
        public long asked() {
            return asked;
        }

        /**
         * What the run may ask for in all.
         *
         * @return bytes, read from the heap (or the fixed limit) when the run started
         */
        public long available() {
            return available;
        }
    }

    private static long heapFree() {
        Runtime r = Runtime.getRuntime();
        return r.maxMemory() - (r.totalMemory() - r.freeMemory());
    }

    private static long mib(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
