package org.sprague.heap;

import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * Computes Grundy sequences with their periodicity, as {@code sprague values} reports them: for a given range,
 * or (finite octal codes) until the periodicity theorem proves a period or a limit is reached. The values are an
 * int table of the general mex algorithm ({@link GrundyTable}); the long-run engines of
 * {@code org.sprague.heap.sequence} fill the same answer, {@link GrundyValues}, from their own store.
 */
public final class GrundySequences {
    /** The default limit of the search mode. */
    public static final int DEFAULT_LIMIT = 1_000_000;

    private static final int FIRST_SEARCH = 128;

    private GrundySequences() {
    }

    /**
     * {@link #upto(HeapRuleset, long, Budget)} without a step or time limit.
     *
     * @param rules the ruleset
     * @param upto the largest heap, {@code >= 0}
     * @return G(0..upto) with periodicity and proof
     */
    public static GrundyValues upto(HeapRuleset rules, long upto) {
        return upto(rules, upto, Budget.unlimited());
    }

    /**
     * G(0..upto) with the periodicity seen there and, where a theorem allows, its proof.
     *
     * @param rules the ruleset
     * @param upto the largest heap, {@code >= 0}
     * @param budget the step and time limits
     * @return G(0..upto) with periodicity and proof
     * @throws BadInputException when {@code upto} is negative
     * @throws ResourceLimitException when the ruleset's cost estimate is over the budget's steps (before any
     *     work), or when its time runs out
     */
    public static GrundyValues upto(HeapRuleset rules, long upto, Budget budget) {
        if (upto < 0) {
            throw new BadInputException(names -> names.name(Parameter.RANGE) + " must not be negative, got " + upto);
        }
        checkWork(rules, upto, budget);
        GrundyTable table = new GrundyTable(rules).extendTo(upto, budget.start());
        return analyse(rules, table.array(), (int) upto, null, null);
    }

    /**
     * Doubles the range from 128 until the octal periodicity theorem proves the period seen, or {@code limit} is
     * reached; a proven answer is trimmed to the least range that holds the check.
     *
     * @param rules a ruleset with a finite code ({@link #searchable})
     * @param limit the largest heap the search may reach, at least 1
     * @return the values up to the proof, or up to {@code limit} when none was found ({@code stoppedBy "limit"})
     * @throws BadInputException when the rules have no finite code or {@code limit < 1}
     */
    public static GrundyValues untilProven(HeapRuleset rules, int limit) {
        return untilProven(rules, limit, Budget.unlimited());
    }

    /**
     * As {@link #untilProven(HeapRuleset, int)}, within a budget: each doubling is estimated first (the estimate
     * covers every value so far, since a ruleset's cost is that of G(0..n)) and refused over the budget's steps;
     * the budget's time is checked while values are computed.
     *
     * @param rules a ruleset with a finite code ({@link #searchable})
     * @param limit the largest heap the search may reach, at least 1
     * @param budget the step and time limits
     * @return the values up to the proof, or up to {@code limit}
     * @throws BadInputException when the rules have no finite code or {@code limit < 1}
     * @throws ResourceLimitException when a doubling is estimated over the budget (saying how to see the values so
     *     far) or the time runs out
     */
    public static GrundyValues untilProven(HeapRuleset rules, int limit, Budget budget) {
        Budget.Deadline deadline = budget.start();
        OctalCode code = searchable(rules, limit);
        GrundyTable table = new GrundyTable(rules);
        long n = Math.min(FIRST_SEARCH, limit);
        while (true) {
            if (table.upto() > 0 && rules.cost(n) > budget.steps()) {
                Periodicity seen = PeriodicityDetector.detect(table.array(), table.upto());
                String reason = String.format("no period of %s proven up to %d (%s); going on to %d needs about %.1e"
                        + " steps, more than the budget of %.0e", rules.name(), table.upto(), seen == null
                        ? "none seen" : "seen: period " + seen.period() + " from " + seen.preperiod(), n,
                        rules.cost(n), budget.steps());
                int sofar = table.upto();
                throw new ResourceLimitException(names -> reason + "; give " + names.name(Parameter.SEARCH_LIMIT)
                        + " " + sofar + " to see the values so far", ResourceLimitException.Resource.STEPS,
                        rules.cost(n));
            }
            checkWork(rules, n, budget);
            table.extendTo(n, deadline);
            int[] g = table.array();
            Periodicity per = PeriodicityDetector.detect(g, (int) n);
            if (per != null && OctalPeriodicityTheorem.proves(code, per, g, (int) n)) {
                int least = (int) Math.max(OctalPeriodicityTheorem.valuesNeeded(code, per.preperiod(), per.period()),
                        per.preperiod() + 2L * per.period() - 1);
                int upto = (int) n;
                if (least < n && per.equals(PeriodicityDetector.detect(g, least))) {
                    upto = least;
                }
                return analyse(rules, g, upto, limit, "proof");
            }
            if (n >= limit) {
                return analyse(rules, g, (int) n, limit, "limit");
            }
            n = Math.min((long) limit, n * 2);
        }
    }

    /**
     * The code of {@code rules} for the search mode, which runs until the octal periodicity theorem proves a period.
     *
     * @param rules the ruleset
     * @param limit the search limit asked for
     * @return the rules' finite code
     * @throws BadInputException when the rules have no finite code or {@code limit} is below 1
     */
    public static OctalCode searchable(HeapRuleset rules, long limit) {
        OctalCode code = rules.asCode();
        if (code == null) {
            throw new BadInputException(names -> "give " + names.usage(Parameter.RANGE) + " for " + rules.name()
                    + ": only finite octal and hexadecimal codes (and finite subtraction sets) have a theorem that"
                    + " decides when to stop");
        }
        if (limit < 1) {
            throw new BadInputException(names -> names.name(Parameter.SEARCH_LIMIT) + " must be at least 1, got "
                    + limit);
        }
        return code;
    }

    private static void checkWork(HeapRuleset rules, long upto, Budget budget) {
        double work = rules.cost(upto);
        if (work > budget.steps()) {
            throw new ResourceLimitException(String.format("G(0..%d) of %s needs about %.1e steps with the mex"
                    + " algorithm, more than the budget of %.0e; ask for fewer values", upto, rules.name(), work,
                    budget.steps()), ResourceLimitException.Resource.STEPS, work);
        }
    }

    /** Periodicity and proof of {@code g[0..upto]}. */
    static GrundyValues analyse(HeapRuleset rules, int[] g, int upto, Integer limit, String stoppedBy) {
        PeriodicityDetector.Scan scan = PeriodicityDetector.scan(g, upto);
        Periodicity per = scan.periodicity();
        OctalCode code = rules.asCode();
        Proof proof = Proof.of(rules, per, scan.heldBack(), upto,
                code != null && per != null && OctalPeriodicityTheorem.proves(code, per, g, upto),
                limit == null ? null : (long) limit, stoppedBy);
        HeapValues values = HeapValues.of(g);
        return new GrundyValues(rules.name(), false, upto, values, per, proof.proven(), proof.text(),
                limit == null ? null : (long) limit, stoppedBy, proof.needs(), null, SequenceStats.of(values, upto));
    }
}
