package org.sprague.solve;

import java.util.Locale;
import org.sprague.ResourceLimitException;

/**
 * How much more than its step budget a search that stopped on it needs, as measured: a search that explores a game
 * tree cannot know its size before it ends, so its refusal states the range of the ratio (steps the search needed
 * to decide, over the budget that stopped it) seen on the boards measured, each run again with no budget: the
 * benchmark boards of docs/BENCHMARKS.md that the standard budget refuses, and small boards under budgets a hundred
 * to a thousand times smaller (SearchOverrunRangeTest, which checks them). The ratio grows with how far a board is
 * beyond its budget, so the range is an observation on those boards, not a bound: a board far past it needs more.
 * The figure offered to raise the budget to is the geometric middle of the range.
 *
 * <p>The boards and their ratios (docs/BENCHMARKS.md, "Refusal ranges of the searches"):
 * <ul>
 *   <li>{@link #DOMINEERING}, at the standard budget: 7x10 and 10x7 (1.2), 6x11 (3.4), 4x17 (5.9), 9x9 (473); at
 *       8,192 positions: 7x7 (3.5), 4x10 (3.9), 6x7 and 7x6 (5.2, 5.3), 4x12 (32);
 *   <li>{@link #CRAM}, at the standard budget: 6x6 (1.2), 7x5 (1.8), 4x10 (6.3), 8x5 (14.9), 4x11 (34.8); at 300
 *       regions: 3x7 (3.4), 4x5 (4.7), 5x5 (9.5), 4x6 (11.3), 3x8 (12.4), 4x7 (177) (measured at 400 steps a region). 6x7
 *       was stopped after 216 million regions, past 430 times the standard budget, and 7x7 was not run;
 *   <li>{@link #PARTIZAN}, at the standard budget: Amazons 4x4 with one amazon each (1.0), Clobber 5x5 (4.6
 *       at 150 steps a position, 31 at Clobber's 1,000), Amazons 4x4 with two each (6.7); at 2,000 positions: Clobber 2x9 (4.9), 3x6 (8.4), 2x10 (15.5); at 300
 *       positions: Konane 4x7 with two cells empty (4.3), 5x6 with two empty (10.3); Konane 6x5 with two empty at the
 *       standard budget (15.9, at 20,000 steps a position). Toads and Frogs of 28 cells and Konane 6x6 were never
 *       finished, so their ratios are not known.
 * </ul>
 *
 * @param search what searched, for the message ("the Domineering search")
 * @param least the least ratio of steps needed to the budget seen on the refused boards (at least 1)
 * @param most the greatest such ratio
 * @param unfinished the refused boards whose search was never finished, for the message ("" for none)
 */
public record SearchOverrun(String search, double least, double most, String unfinished) {
    /** Domineering's alpha-beta search ({@code solve domineering}), positions at 30 steps. */
    public static final SearchOverrun DOMINEERING = new SearchOverrun("the Domineering search", 1.2, 480, "");
    /** Cram's region search ({@code solve cram}), regions at 600 steps. */
    public static final SearchOverrun CRAM = new SearchOverrun("the Cram search", 1.2, 180,
            "Cram 6x7, stopped past 430 times the standard budget, and 7x7 were not finished");
    /**
     * The outcome search of the partizan ruleset games and partizan rule files (Clobber, Konane, Toads and Frogs,
     * Amazons, ...), positions at each game's steps.
     */
    public static final SearchOverrun PARTIZAN = new SearchOverrun("the outcome search", 1.0, 31,
            "Toads and Frogs of 28 cells and Konane 6x6 were not finished");

    /**
     * The range's check.
     *
     * @param search what searched
     * @param least the least ratio, at least 1
     * @param most the greatest ratio, at least {@code least}
     * @param unfinished the refused benchmark boards never finished ("" for none)
     * @throws IllegalArgumentException unless {@code 1 <= least <= most}
     */
    public SearchOverrun {
        if (!(least >= 1 && most >= least)) {
            throw new IllegalArgumentException("a range of ratios needs 1 <= least <= most, got " + least + ", "
                    + most);
        }
    }

    /**
     * The steps to offer when a search of {@code budgetSteps} stopped: the geometric middle of the range.
     *
     * @param budgetSteps the search steps that stopped the search
     * @return {@code budgetSteps * sqrt(least * most)}
     */
    public double offered(double budgetSteps) {
        return budgetSteps * Math.sqrt(least * most);
    }

    /**
     * Whether {@code neededSteps} falls inside the range of a search stopped by {@code budgetSteps}.
     *
     * @param budgetSteps the budget that stopped the search
     * @param neededSteps the steps the search took with no budget
     * @return {@code least * budgetSteps <= neededSteps <= most * budgetSteps}
     */
    public boolean holds(double budgetSteps, double neededSteps) {
        return neededSteps >= least * budgetSteps && neededSteps <= most * budgetSteps;
    }

    /**
     * The refusal of a search stopped by its step budget with the measured range added, and {@link #offered} as the
     * figure needed; any other failure is returned as it is.
     *
     * @param refusal what the search threw
     * @param budgetSteps the search steps of the budget that stopped it
     * @return the refusal to show
     */
    public ResourceLimitException refusal(ResourceLimitException refusal, double budgetSteps) {
        return refusal(refusal, budgetSteps, null);
    }

    /**
     * As {@link #refusal(ResourceLimitException, double)}, with the search's own first words replaced by
     * {@code head} (where they held a guess of their own).
     *
     * @param refusal what the search threw
     * @param budgetSteps the search steps of the budget that stopped it
     * @param head the words before the range, or {@code null} to keep the search's own
     * @return the refusal to show
     */
    public ResourceLimitException refusal(ResourceLimitException refusal, double budgetSteps, String head) {
        if (refusal.resource() != ResourceLimitException.Resource.STEPS || !(budgetSteps < Double.POSITIVE_INFINITY)) {
            return refusal;
        }
        String range = String.format(Locale.ROOT, "; a search's size is not known before it ends: on the boards"
                + " measured (docs/BENCHMARKS.md) %s needed %s to %s times the budget that refused it (%.1e to %.1e steps"
                + " here)%s", search, times(least), times(most),
                least * budgetSteps, most * budgetSteps, unfinished.isEmpty() ? "" : "; " + unfinished);
        ResourceLimitException shown = new ResourceLimitException(names -> (head == null ? refusal.message(names) : head) + range,
                ResourceLimitException.Resource.STEPS, offered(budgetSteps));
        shown.initCause(refusal);
        return shown;
    }

    private static String times(double ratio) {
        return ratio == Math.rint(ratio) ? String.valueOf((long) ratio) : String.format(Locale.ROOT, "%.1f", ratio);
    }
}
