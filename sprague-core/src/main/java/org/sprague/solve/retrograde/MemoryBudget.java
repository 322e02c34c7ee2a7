package org.sprague.solve.retrograde;

import org.sprague.ResourceLimitException;

/**
 * The memory a solver may allocate, checked before it allocates, so that a too-large game ends with a
 * {@link ResourceLimitException} (exit 3) that says what was needed instead of an {@link OutOfMemoryError}.
 */
public final class MemoryBudget {
    private final long limit;

    private MemoryBudget(long limit) {
        this.limit = limit;
    }

    /** Whatever the JVM heap has free at the time of the check (after one collection if it looks short). */
    public static MemoryBudget heap() {
        return new MemoryBudget(-1);
    }

    /** A fixed number of bytes (the heap's free space still applies). */
    public static MemoryBudget bytes(long limit) {
        return new MemoryBudget(limit);
    }

    /**
     * Fails unless {@code bytes} more can be allocated.
     *
     * @param what the thing being solved, for the message (e.g. "10000000 positions and 50000000 moves")
     */
    public void require(long bytes, String what) {
        long free = limit >= 0 ? Math.min(limit, heapFree()) : heapFree();
        if (bytes > free && limit < 0) {
            System.gc();
            free = heapFree();
        }
        if (bytes > free) {
            throw new ResourceLimitException("solving " + what + " needs about " + mib(bytes) + " MiB of memory but "
                    + mib(Math.max(free, 0)) + " MiB are available; give a smaller game or raise the heap, e.g."
                    + " JAVA_OPTS=-Xmx16g");
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
