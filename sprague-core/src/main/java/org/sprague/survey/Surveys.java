package org.sprague.survey;

import java.util.Locale;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapValues;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.heap.Periodicity;
import org.sprague.heap.values.ValuesLimits;
import org.sprague.heap.values.ValuesQuestion;
import org.sprague.solve.Budget;

/**
 * One code of a survey, computed by the single-machine engine exactly as {@code sprague values octal --code C
 * --limit N} computes it (the same {@link ValuesQuestion}), then summed up over G(0..N) as a {@link SurveyRow}:
 * the sequence engines ({@link org.sprague.heap.sequence.SequenceRunner#untilProven}, sparse space for codes that
 * split) for codes of at most two heaps, the general mex table
 * ({@link org.sprague.heap.GrundySequences#untilProven}) for the others; both double the range from 128 until the
 * octal periodicity theorem proves the period seen, or N is reached.
 *
 * <p>When the period is proven below N, G(n) for larger n is read off the period (the theorem proves ordinary
 * periodicity only, so the saltus is 0), and the hash and the largest value still cover G(0..N): a row does not
 * depend on where the search happened to stop.
 */
public final class Surveys {
    private Surveys() {
    }

    /** The row of {@code code} for G(0..upto). */
    public static SurveyRow row(String code, int upto) {
        OctalRuleset rules = new OctalRuleset(OctalCode.parse(code));
        int limit = Math.max(upto, 1);
        // one thread a code (a survey's parallelism is its codes), no step or time limit (a survey is refused up
        // front by checkBudget), no checkpoint: the values question's defaults
        GrundyValues v = ValuesQuestion.builder(rules).searchTo((long) limit).limits(ValuesLimits.unlimited())
                .build().answer();
        HeapValues g = v.values();
        Periodicity p = v.periodicity();
        long h = 0;
        int largest = 0;
        for (int n = 0; n <= upto; n++) {
            int value = g.get(n <= v.upto() ? n : p.preperiod() + (n - p.preperiod()) % p.period());
            h = h * 31 + value;
            largest = Math.max(largest, value);
        }
        return new SurveyRow(code, upto, p == null ? null : p.preperiod(), p == null ? null : p.period(),
                p == null ? null : p.saltus(), v.proven(), largest, h);
    }

    /**
     * Fails up front when one code's search to {@code upto} would exceed {@code budget}'s steps, so a survey does
     * not stop half way (the search itself then runs without a limit).
     */
    public static void checkBudget(Iterable<String> codes, int upto, Budget budget) {
        for (String c : codes) {
            double cost = new OctalRuleset(OctalCode.parse(c)).cost(upto);
            if (cost > budget.steps()) {
                String needs = String.format(Locale.ROOT, "the survey to %d needs about %.1e steps for code %s,"
                        + " more than the budget of %.0e steps a code", upto, cost, c, budget.steps());
                throw new ResourceLimitException(names -> needs + "; give a smaller " + names.name(Parameter.RANGE)
                        + ", or " + names.usage(Parameter.BUDGET) + " or none",
                        ResourceLimitException.Resource.STEPS, cost);
            }
        }
    }
}
