package org.sprague.search;

/**
 * What each thread of a {@link ParallelOutcomeSearch} did over its calls so far: its positions, and the time it
 * spent searching (from its start to its stop, less any time it waited for a save of the table) against the calls'
 * time, the figures by which the split of the work is judged on a machine whose load varies (a second thread that
 * adds positions adds work; one that waits adds none).
 *
 * @param positions per thread by its index (0 the main thread), the positions it visited
 * @param busyNanos per thread, its time searching, in nanoseconds
 * @param cpuNanos per thread, the processor time it took searching, in nanoseconds (0 where the JVM does not
 *     measure it): at a load below the machine's cores, the longest is about the calls' time
 * @param wallNanos the calls' time, in nanoseconds
 */
public record ThreadFigures(long[] positions, long[] busyNanos, long[] cpuNanos, long wallNanos) {
    /**
     * The share of the calls' time thread {@code index} spent searching.
     *
     * @param index a thread's index
     * @return 0 to 1 (0 before any call)
     */
    public double busy(int index) {
        return wallNanos == 0 ? 0 : Math.min(1, (double) busyNanos[index] / wallNanos);
    }

    /**
     * The processor time of the busiest thread, which bounds the calls' time from below whatever the load.
     *
     * @return nanoseconds
     */
    public long longestCpuNanos() {
        long most = 0;
        for (long c : cpuNanos) {
            most = Math.max(most, c);
        }
        return most;
    }

    /**
     * The positions of every thread.
     *
     * @return their sum
     */
    public long totalPositions() {
        long t = 0;
        for (long p : positions) {
            t += p;
        }
        return t;
    }
}
