package org.sprague.catalog;

import java.util.Locale;
import java.util.function.Consumer;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * The one path of the optional parts of an answer (remoteness by search; a Grundy value by search beside a closed
 * form): the game estimates the search in {@link Budget} search steps, and the search runs when the run's budget
 * affords it; otherwise the answer records "not computed" with the same note in every game. Required answers
 * (outcome, value, moves) never depend on it.
 */
public final class OptionalWork {
    private OptionalWork() {
    }

    /**
     * The shared note: {@code "WHAT not computed: about E steps, over the budget of B"}, followed by the budget's
     * advice on raising it, if any; a search beyond {@link Budget#REACHABLE_STEPS} is called out of reach.
     */
    public static String note(String what, double estimate, Budget budget) {
        String advice = budget.advice();
        if (!Double.isFinite(estimate)) {
            return what + " not computed: the search is out of reach at this size";
        }
        if (estimate > Budget.REACHABLE_STEPS) {
            return String.format(Locale.ROOT, "%s not computed: the search is out of reach at this size (about %.1e"
                    + " steps)", what, estimate);
        }
        if (estimate <= budget.searchSteps() && budget.searchTotalReached()) {
            // within one answer's limit, but the searches of a batch have used their shared total
            return String.format(Locale.ROOT, "%s not computed: about %.1e steps, more than is left of the total"
                    + " budget of %.0e for these answers' searches%s", what, estimate, budget.searchTotal(),
                    advice.isEmpty() ? "" : "; " + advice);
        }
        return String.format(Locale.ROOT, "%s not computed: about %.1e steps, over the budget of %.0e%s", what,
                estimate, budget.searchSteps(), advice.isEmpty() ? "" : "; " + advice);
    }

    /**
     * Fills in remoteness by {@code search} when the budget affords {@code estimate} steps; otherwise, or when the
     * search meets a limit of its own, records remoteness as not computed with the reason.
     */
    public static void remoteness(Solution.Builder answer, Budget budget, double estimate,
            Consumer<Solution.Builder> search) {
        run(answer, budget, estimate, search, false);
    }

    /** As {@link #remoteness}, for a search that gives the Grundy value and remoteness together. */
    public static void grundyAndRemoteness(Solution.Builder answer, Budget budget, double estimate,
            Consumer<Solution.Builder> search) {
        run(answer, budget, estimate, search, true);
    }

    private static void run(Solution.Builder answer, Budget budget, double estimate,
            Consumer<Solution.Builder> search, boolean grundyToo) {
        String what = grundyToo ? "grundy and remoteness" : "remoteness";
        String why;
        if (Double.isFinite(estimate) && budget.affords(estimate)) {
            try {
                search.accept(answer);
                return;
            } catch (ResourceLimitException e) {
                Budget.checkInterrupted(what + " of one position");
                // a search that met its step, position or time limit on the way: a larger budget may do
                boolean raise = e.resource() != ResourceLimitException.Resource.MEMORY && !budget.advice().isEmpty();
                why = what + " not computed: " + e.getMessage() + (raise ? "; " + budget.advice() : "");
            }
        } else {
            why = note(what, estimate, budget);
        }
        if (grundyToo) {
            answer.grundyAndRemotenessNotComputed(why);
        } else {
            answer.remotenessNotComputed(why);
        }
    }

    /**
     * The estimate of a search whose cost grows with a size, given the size it handles in about a second: the
     * standard search budget scaled by {@code size / sizePerSecond} (a linear cost model).
     */
    public static double linear(double size, double sizePerSecond) {
        return Budget.SEARCH_STEPS_PER_SECOND * (size / sizePerSecond);
    }

    /**
     * The estimate of a search over every subset of {@code bits} things (coins, edges), given the number it handles
     * in about a second: the standard search budget times {@code 2^(bits - bitsPerSecond)}.
     */
    public static double exponential(int bits, int bitsPerSecond) {
        return Math.scalb(Budget.SEARCH_STEPS_PER_SECOND, bits - bitsPerSecond);
    }
}
