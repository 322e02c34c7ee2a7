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
 * <p>Besides the work a command must do, the budget sets the <em>search</em> limit of the catalog: how much an
 * answer may spend on an exact search of one position, whether the search is optional (remoteness, a Grundy value
 * beside a closed form: skipped with a note when over the limit) or required (refused with a
 * {@link ResourceLimitException}). Its unit is a search step, calibrated so that the standard
 * {@link #SEARCH_STEPS_PER_SECOND} are about one second of search on one core (the standard limit,
 * {@link #STANDARD_SEARCH_STEPS}, is three seconds' worth); each game converts its own cost model
 * (positions, options, components) into steps. {@link #withSteps(double)} sets both limits, so a caller that names
 * one number of steps gets it for every search.
 *
 * <p>The time limit and the interruption of the running thread are checked while the work runs
 * ({@link Deadline#check(String)}, {@link #checkInterrupted(String)}), so a front end can cancel a run by
 * interrupting its thread.
 *
 * <p>A budget may also carry a <em>total</em> of search steps shared by the budgets derived from it
 * ({@link #withSearchTotal(double)}): a batch of answers, each with the search limit of one answer, whose searches
 * together stay within the total. Each search the budget affords is charged its estimate; a search that the limit of
 * one answer would allow but the rest of the total would not is not afforded, and the budget then reports that the
 * total was reached ({@link #searchTotalReached()}), so the front end knows that the answer lacks what the search
 * would have given.
 *
 * <p>Immutable and safe to share between threads (a total's account is updated atomically); each run takes its own
 * {@link Deadline}.
 */
public final class Budget {
    /** The standard step budget: a few seconds of work on one core. */
    public static final double STANDARD_STEPS = 3e9;
    /** The standard time limit: a safety net for estimates that are off by an order of magnitude. */
    public static final Duration STANDARD_TIME = Duration.ofSeconds(60);
    /**
     * The unit every game's cost model is calibrated in: this many search steps are about one second of that game's
     * search on one core (docs/BENCHMARKS.md gives each game's calibration).
     */
    public static final double SEARCH_STEPS_PER_SECOND = 1e8;
    /**
     * The standard limit of one exact search of the catalog: about three seconds, so that the default answers what a
     * few seconds of work answer and refuses, with its estimate, what would take longer.
     */
    public static final double STANDARD_SEARCH_STEPS = 3 * SEARCH_STEPS_PER_SECOND;
    /** The most search steps worth offering to wait for: about a day of search. */
    public static final double REACHABLE_STEPS = 1e13;

    private final double steps;
    private final double searchSteps;
    private final Duration time;
    private final MemoryBudget memory;
    private final String advice;
    private final SearchTotal total;

    private Budget(double steps, double searchSteps, Duration time, MemoryBudget memory, String advice,
            SearchTotal total) {
        this.steps = steps;
        this.searchSteps = searchSteps;
        this.time = time;
        this.memory = memory;
        this.advice = advice;
        this.total = total;
    }

    /** The account of a total of search steps, shared by every budget derived from the one that set it. */
    private static final class SearchTotal {
        private final double limit;
        private double spent;
        private boolean reached;

        SearchTotal(double limit) {
            this.limit = limit;
        }

        synchronized boolean charge(double estimate) {
            if (spent + estimate > limit) {
                reached = true;
                return false;
            }
            spent += estimate;
            return true;
        }

        synchronized double spent() {
            return spent;
        }

        synchronized boolean reached() {
            return reached;
        }
    }

    /**
     * The budget of one command.
     *
     * @return {@link #STANDARD_STEPS}, {@link #STANDARD_TIME} and whatever the heap holds
     */
    public static Budget standard() {
        return new Budget(STANDARD_STEPS, STANDARD_SEARCH_STEPS, STANDARD_TIME, MemoryBudget.heap(), "", null);
    }

    /**
     * The budget of library callers that set none.
     *
     * @return no step or time limit; memory is still checked against the heap
     */
    public static Budget unlimited() {
        return new Budget(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, null, MemoryBudget.heap(), "", null);
    }

    /**
     * This budget with another step limit, for the work of the command and for each search alike.
     *
     * @param limit the steps, positive ({@link Double#POSITIVE_INFINITY} for none)
     * @return a new budget; this one is unchanged
     * @throws IllegalArgumentException when {@code limit} is not positive (or NaN)
     */
    public Budget withSteps(double limit) {
        return new Budget(positive(limit), limit, time, memory, advice, total);
    }

    /**
     * This budget with another search limit only (the command's own work keeps its limit).
     *
     * @param limit the search steps, positive ({@link Double#POSITIVE_INFINITY} for none)
     * @return a new budget; this one is unchanged
     * @throws IllegalArgumentException when {@code limit} is not positive (or NaN)
     */
    public Budget withSearchSteps(double limit) {
        return new Budget(steps, positive(limit), time, memory, advice, total);
    }

    private static double positive(double limit) {
        if (!(limit > 0)) {
            throw new IllegalArgumentException("a step budget must be positive, got " + limit);
        }
        return limit;
    }

    /**
     * This budget with another time limit.
     *
     * @param limit the time of one run, or {@code null} for none
     * @return a new budget; this one is unchanged
     */
    public Budget withTime(Duration limit) {
        return new Budget(steps, searchSteps, limit, memory, advice, total);
    }

    /**
     * This budget with another memory limit.
     *
     * @param limit the memory of one run
     * @return a new budget; this one is unchanged
     */
    public Budget withMemory(MemoryBudget limit) {
        return new Budget(steps, searchSteps, time, limit, advice, total);
    }

    /**
     * This budget with the front end's words on how to raise it, appended to the notes of searches it skips
     * ({@code "raise it with ..."}); empty by default, as a library caller has no option to name.
     *
     * @param howToRaise the front end's words, or {@code null} for none
     * @return a new budget; this one is unchanged
     */
    public Budget withAdvice(String howToRaise) {
        return new Budget(steps, searchSteps, time, memory, howToRaise == null ? "" : howToRaise, total);
    }

    /**
     * This budget with a total for its searches: every budget derived from the new one (by any {@code with} method)
     * shares the total, and each search one of them affords is charged its estimate; the limit of one search
     * ({@link #searchSteps()}) stays as it is.
     *
     * @param limit the search steps of all the searches together, positive ({@link Double#POSITIVE_INFINITY}
     *     for no total)
     * @return a new budget with a fresh total, nothing spent; this one is unchanged
     * @throws IllegalArgumentException when {@code limit} is not positive (or NaN)
     */
    public Budget withSearchTotal(double limit) {
        return new Budget(steps, searchSteps, time, memory, advice,
                limit == Double.POSITIVE_INFINITY ? null : new SearchTotal(positive(limit)));
    }

    /**
     * The total of the searches, set by {@link #withSearchTotal(double)}.
     *
     * @return the search steps of all searches together, {@link Double#POSITIVE_INFINITY} for no total
     */
    public double searchTotal() {
        return total == null ? Double.POSITIVE_INFINITY : total.limit;
    }

    /**
     * The search steps charged to the total so far.
     *
     * @return the sum of the estimates of the searches afforded, 0 without a total
     */
    public double searchSpent() {
        return total == null ? 0 : total.spent();
    }

    /**
     * Whether the total has refused a search: one that the limit of one search allowed but the rest of the total
     * did not. An answer made after that may lack what the search would have given (a remoteness, or a required
     * search refused), so a front end that sets a total checks this after each answer.
     *
     * @return true once a search was refused for the total; false without a total
     */
    public boolean searchTotalReached() {
        return total != null && total.reached();
    }

    /**
     * How to raise the budget, in the front end's words.
     *
     * @return the advice given, or empty
     */
    public String advice() {
        return advice;
    }

    /**
     * The limit of one exact search of the catalog.
     *
     * @return the search steps, {@link Double#POSITIVE_INFINITY} for none
     */
    public double searchSteps() {
        return searchSteps;
    }

    /**
     * Whether a search fits the search limit (and the rest of the total, if any, which it is then charged).
     *
     * @param estimate the search's estimate in search steps
     * @return true when it is at most {@link #searchSteps()} and, with a total, at most what is left of it
     */
    public boolean affords(double estimate) {
        return estimate <= searchSteps && (total == null || total.charge(estimate));
    }

    /**
     * Refuses a required search estimated above the search limit (or what is left of the total), before it starts;
     * with a total, a search that fits is charged its estimate.
     *
     * @param what the search, for the message
     * @param estimate the estimated search steps
     * @throws ResourceLimitException "WHAT needs about E steps, more than the budget of B"
     */
    public void requireSearch(String what, double estimate) {
        require(what, estimate, searchSteps);
        if (total != null && !total.charge(estimate)) {
            throw new ResourceLimitException(String.format(Locale.ROOT, "%s needs about %.1e steps, more than is"
                    + " left of the total budget of %.0e", what, estimate, total.limit),
                    ResourceLimitException.Resource.STEPS, estimate);
        }
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
        require(what, estimate, steps);
    }

    private static void require(String what, double estimate, double limit) {
        if (estimate > limit) {
            throw new ResourceLimitException(String.format(Locale.ROOT,
                    "%s needs about %.1e steps, more than the budget of %.0e", what, estimate, limit),
                    ResourceLimitException.Resource.STEPS, estimate);
        }
    }

    /**
     * A refusal of a required search estimated at {@code estimate} search steps: of kind
     * {@link ResourceLimitException.Resource#STEPS} (a front end may then offer to raise the budget) when the
     * estimate is within {@link #REACHABLE_STEPS}, otherwise of kind {@code OTHER}, as no budget would help.
     *
     * @param message one line saying what was needed
     * @param estimate the estimated search steps
     * @return the exception to throw
     */
    public static ResourceLimitException refusal(String message, double estimate) {
        return Double.isFinite(estimate) && estimate <= REACHABLE_STEPS
                ? new ResourceLimitException(message, ResourceLimitException.Resource.STEPS, estimate)
                : new ResourceLimitException(message);
    }

    /**
     * Fails when the running thread has been interrupted: the way a front end cancels a run (a web request past
     * its time). The interrupt flag is left set for the caller's own clean-up. Cheap: call it between blocks of
     * work, not only through a {@link Deadline}.
     *
     * @param progress how far the work got, for the message
     * @throws ResourceLimitException when the thread has been interrupted
     */
    public static void checkInterrupted(String progress) {
        if (Thread.currentThread().isInterrupted()) {
            throw new ResourceLimitException("stopped: the run was cancelled (" + progress + ")");
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
         * The time left, for a wait that must end with the run's time rather than after it.
         *
         * @return nanoseconds until the deadline, 0 once it has passed, {@link Long#MAX_VALUE} when it never passes
         */
        public long remainingNanos() {
            return end == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, end - System.nanoTime());
        }

        /**
         * Fails once the time is up, or when the running thread has been interrupted (a cancelled run).
         *
         * @param progress how far the work got, for the message ("G(0..1234) of grundy computed")
         * @throws ResourceLimitException of {@link ResourceLimitException.Resource#TIME} once the time is up
         */
        public void check(String progress) {
            checkInterrupted(progress);
            if (end != Long.MAX_VALUE && System.nanoTime() - end > 0) {
                throw new ResourceLimitException("stopped after " + limit.toSeconds() + " s, the time budget ("
                        + progress + ")", ResourceLimitException.Resource.TIME, limit.toSeconds());
            }
        }
    }
}
