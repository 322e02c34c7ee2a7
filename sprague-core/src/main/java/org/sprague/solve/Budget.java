package org.sprague.solve;

import java.time.Duration;
import java.util.Locale;
import org.sprague.ResourceLimitException;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * The one limit on a computation: steps (an estimate made before the work starts, in the unit of each solver's
 * cost model: about one simple operation each), memory ({@link MemoryBudget}) and wall-clock time (checked while
 * the work runs, through {@link #start()}). Front ends make one budget per command and pass it down; solvers
 * refuse up front what their estimate puts over {@link #steps()}, and stop with a {@link ResourceLimitException}
 * when the time runs out, so a wrong estimate cannot make a run last much longer than the budget says.
 *
 * <p>Immutable and safe to share between threads; each run takes its own {@link Deadline}.
 */
public final class Budget {
    /** The standard step budget: a few seconds of work on one core. */
    public static final double STANDARD_STEPS = 3e9;
    /** The standard time limit: a safety net for estimates that are off by an order of magnitude. */
    public static final Duration STANDARD_TIME = Duration.ofSeconds(60);

    private final double steps;
    private final Duration time;
    private final MemoryBudget memory;

    private Budget(double steps, Duration time, MemoryBudget memory) {
        this.steps = steps;
        this.time = time;
        this.memory = memory;
    }

    /**
     * The budget of one command.
     *
     * @return {@link #STANDARD_STEPS}, {@link #STANDARD_TIME} and whatever the heap holds
     */
    public static Budget standard() {
        return new Budget(STANDARD_STEPS, STANDARD_TIME, MemoryBudget.heap());
    }

    /**
     * The budget of library callers that set none.
     *
     * @return no step or time limit; memory is still checked against the heap
     */
    public static Budget unlimited() {
        return new Budget(Double.POSITIVE_INFINITY, null, MemoryBudget.heap());
    }

    /**
     * This budget with another step limit.
     *
     * @param limit the steps, positive ({@link Double#POSITIVE_INFINITY} for none)
     * @return a new budget; this one is unchanged
     * @throws IllegalArgumentException when {@code limit} is not positive (or NaN)
     */
    public Budget withSteps(double limit) {
        if (!(limit > 0)) {
            throw new IllegalArgumentException("a step budget must be positive, got " + limit);
        }
        return new Budget(limit, time, memory);
    }

    /**
     * This budget with another time limit.
     *
     * @param limit the time of one run, or {@code null} for none
     * @return a new budget; this one is unchanged
     */
    public Budget withTime(Duration limit) {
        return new Budget(steps, limit, memory);
    }

    /**
     * This budget with another memory limit.
     *
     * @param limit the memory of one run
     * @return a new budget; this one is unchanged
     */
    public Budget withMemory(MemoryBudget limit) {
        return new Budget(steps, time, limit);
    }

    /**
     * The step limit.
     *
     * @return the steps, {@link Double#POSITIVE_INFINITY} for none
     */
    public double steps() {
        return steps;
    }

    /**
     * The time limit.
     *
     * @return the time of one run, or {@code null} for none
     */
    public Duration time() {
        return time;
    }

    /**
     * The memory limit.
     *
     * @return the memory budget of one run
     */
    public MemoryBudget memory() {
        return memory;
    }

    /**
     * Refuses work estimated above the step limit, before it starts.
     *
     * @param what the work, for the message ("G(0..3000) of octal 0x0.FFFF")
     * @param estimate the estimated steps
     * @throws ResourceLimitException "WHAT needs about E steps, more than the budget of B"
     */
    public void requireSteps(String what, double estimate) {
        if (estimate > steps) {
            throw new ResourceLimitException(String.format(Locale.ROOT,
                    "%s needs about %.1e steps, more than the budget of %.0e", what, estimate, steps),
                    ResourceLimitException.Resource.STEPS, estimate);
        }
    }

    /**
     * Starts the clock of one run.
     *
     * @return the run's deadline, which never passes when there is no time limit
     */
    public Deadline start() {
        return new Deadline(time == null ? Long.MAX_VALUE : System.nanoTime() + time.toNanos(), time);
    }

    /** The end of one run's time; {@link #check(String)} is cheap enough to call between blocks of work. */
    public static final class Deadline {
        private final long end;
        private final Duration limit;

        private Deadline(long end, Duration limit) {
            this.end = end;
            this.limit = limit;
        }

        /**
         * A deadline that never passes.
         *
         * @return one whose {@link #check(String)} never fails
         */
        public static Deadline none() {
            return new Deadline(Long.MAX_VALUE, null);
        }

        /**
         * Fails once the time is up.
         *
         * @param progress how far the work got, for the message ("G(0..1234) of grundy computed")
         * @throws ResourceLimitException of {@link ResourceLimitException.Resource#TIME} once the time is up
         */
        public void check(String progress) {
            if (end != Long.MAX_VALUE && System.nanoTime() - end > 0) {
                throw new ResourceLimitException("stopped after " + limit.toSeconds() + " s, the time budget ("
                        + progress + ")", ResourceLimitException.Resource.TIME, limit.toSeconds());
            }
        }
    }
}
