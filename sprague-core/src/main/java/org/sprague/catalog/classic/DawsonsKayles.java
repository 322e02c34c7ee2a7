package org.sprague.catalog.classic;

import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * Grundy values of Dawson's Kayles, the octal game 0.07: a move removes two adjacent tokens from a row, leaving
 * zero, one or two rows (Guy and Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52, 1956).
 * A run of {@code n} '+' in LeetCode 294 (turn "++" into "--") is a row of {@code n}.
 *
 * <p>The values come from the octal ruleset 0.07, computed until the octal periodicity theorem proves the period
 * (G(n + p) = G(n) for n0 <= n < 2 n0 + p + 2 implies it for every n >= n0, since a move removes 2 tokens); the
 * preperiod and period are what that computation finds (53 and 34, as Guy and Smith report). Larger rows are read
 * off the period, so runs of any length are exact.
 */
public final class DawsonsKayles {
    private static final GrundyValues SEQUENCE =
            GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.07")), 10_000);

    static {
        if (!SEQUENCE.proven()) {
            throw new IllegalStateException("the period of 0.07 was not proven: " + SEQUENCE.proof());
        }
    }

    /** Least n0 with G(n + PERIOD) = G(n) for all n >= n0. */
    public static final int PREPERIOD = SEQUENCE.periodicity().preperiod();
    public static final int PERIOD = SEQUENCE.periodicity().period();

    private DawsonsKayles() {
    }

    /** G(n) for a row of {@code n >= 0}. */
    public static int value(long n) {
        return SEQUENCE.values().get(n <= SEQUENCE.upto() ? n : PREPERIOD + (n - PREPERIOD) % PERIOD);
    }
}
