package org.sprague.heap.values;

import java.time.Duration;
import java.util.Locale;
import org.sprague.ResourceLimitException;
import org.sprague.heap.HeapRuleset;
import org.sprague.solve.Budget;

/**
 * The budget policy of a {@code values} question, for each engine ({@link ValuesEngine}): the general mex table
 * is held by the caller's budget; the long runs of the sequence engines, which save their values and resume,
 * have no step limit unless one is given and a time budget of {@link #LONG_RUN} unless another (or none) is
 * given; the misère quotient is a research run held the same way. A front end makes its limits with one of the
 * factories and passes them to {@link ValuesQuestion}.
 */
public final class ValuesLimits {
    /** The default time budget of a long run (the sequence engines, the misère quotient). */
    public static final Duration LONG_RUN = Duration.ofMinutes(5);

    private final Budget mex;
    private final double sequenceSteps;
    private final Duration sequenceTime;
    private final Budget quotient;
    private final double mexCap;
    private final String capOwner;
    private final String capAdvice;

    private ValuesLimits(Budget mex, double sequenceSteps, Duration sequenceTime, Budget quotient, double mexCap,
            String capOwner, String capAdvice) {
        this.mex = mex;
        this.sequenceSteps = sequenceSteps;
        this.sequenceTime = sequenceTime;
        this.quotient = quotient;
        this.mexCap = mexCap;
        this.capOwner = capOwner;
        this.capAdvice = capAdvice;
    }

    /**
     * The limits of a command a person runs, from the budget given.
     *
     * @param given the budget of the command: the standard one, or with the steps given, or unlimited when no
     *     limit at all was asked for; with the time given, if one was
     * @param stepsGiven whether a step budget (or none) was given
     * @param timeGiven whether a time budget (or none) was given
     * @return {@code given} for the general mex table; for the long runs and the quotient, no step limit unless
     *     given, and the time given, else none when {@code given} has no time, else {@link #LONG_RUN}
     */
    public static ValuesLimits command(Budget given, boolean stepsGiven, boolean timeGiven) {
        double longSteps = stepsGiven ? given.steps() : Double.POSITIVE_INFINITY;
        // without a time of its own, a long run has minutes, unless the budget was lifted altogether
        Duration longTime = timeGiven || given.time() == null ? given.time() : LONG_RUN;
        Budget quotient = given.withSteps(longSteps).withTime(longTime);
        return new ValuesLimits(given, longSteps, longTime, quotient, Double.POSITIVE_INFINITY, null, null);
    }

    /**
     * The limits of a server that answers many people: the general mex table is refused over {@code mexSteps}
     * (and a search stops where that many steps reach), the sequence engines are held by {@code sequenceSteps};
     * no time limit of their own (the server cancels a request past its time).
     *
     * @param mexSteps the steps of the general mex table, positive
     * @param sequenceSteps the steps of the sequence engines, positive
     * @param owner whose budget it is, for the refusal ("the web page's budget")
     * @param advice what to do instead, for the refusal
     * @return the limits
     */
    public static ValuesLimits shared(double mexSteps, double sequenceSteps, String owner, String advice) {
        if (!(mexSteps > 0) || !(sequenceSteps > 0)) {
            throw new IllegalArgumentException("budgets must be positive");
        }
        Budget none = Budget.unlimited();
        return new ValuesLimits(none, sequenceSteps, null, none, mexSteps, owner, advice);
    }

    /**
     * No limit on any engine: for a caller that checked its work up front (a survey).
     *
     * @return the limits
     */
    public static ValuesLimits unlimited() {
        Budget none = Budget.unlimited();
        return new ValuesLimits(none, Double.POSITIVE_INFINITY, null, none, Double.POSITIVE_INFINITY, null, null);
    }

    /**
     * The budget of the general mex table and of the misère values.
     *
     * @return the budget
     */
    public Budget mex() {
        return mex;
    }

    /**
     * The step budget of a long run of the sequence engines.
     *
     * @return steps, {@code Double.POSITIVE_INFINITY} for no limit
     */
    public double sequenceSteps() {
        return sequenceSteps;
    }

    /**
     * The time budget of a long run of the sequence engines.
     *
     * @return the time, or {@code null} for none
     */
    public Duration sequenceTime() {
        return sequenceTime;
    }

    /**
     * The budget of the misère quotient.
     *
     * @return the budget
     */
    public Budget quotient() {
        return quotient;
    }

    /** Refuses the general mex table G(0..n) when it is over a shared server's budget. */
    void refuseMexOverCap(HeapRuleset rules, long n) {
        if (rules.cost(n) > mexCap) {
            throw new ResourceLimitException(String.format(Locale.ROOT, "G(0..%d) of %s needs about %.1e steps with"
                    + " the mex algorithm, more than ", n, rules.name(), rules.cost(n)) + capOwner
                    + String.format(Locale.ROOT, " of %.0e; ", mexCap) + capAdvice);
        }
    }

    /** The search limit of the general mex, halved until a shared server's budget reaches it. */
    long mexSearchReach(HeapRuleset rules, long limit) {
        long reach = limit;
        while (reach > 16 && rules.cost(reach) > mexCap) {
            reach /= 2;
        }
        return reach;
    }
}
