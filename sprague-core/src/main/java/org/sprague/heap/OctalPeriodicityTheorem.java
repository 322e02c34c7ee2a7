package org.sprague.heap;

/**
 * The periodicity theorem for finite octal games (Guy and Smith 1956; Winning Ways ch. 4): if a move removes at
 * most {@code t} tokens and leaves at most two heaps, and G(n + p) = G(n) for every n0 &lt;= n &lt; 2 n0 + p + t, then
 * G(n + p) = G(n) for every n >= n0.
 *
 * <p>The same induction gives the bounds for the other cases. Take-only rules (one heap left): every option of
 * n >= n0 + t lies at or above n0, so n0 &lt;= n &lt; max(n0 + t, t + 1) suffices (the {@code t + 1} keeps "take the
 * whole heap" out of the induction). Hexadecimal rules leaving three heaps: the largest part of a heap of
 * n + p - k tokens is at least n0 + p once n >= 3 n0 + 2p + t, so n0 &lt;= n &lt; 3 n0 + 2p + t suffices. Removing
 * nothing (a leading digit 4 or 8) is covered with the same t. When splitting is allowed and n0 = 0, the
 * bound is computed with n0 = 1 (a part shrunk by p must stay non-empty) and G(p) = G(0) is checked as well.
 */
public final class OctalPeriodicityTheorem {
    private OctalPeriodicityTheorem() {
    }

    /**
     * The end of the range to check: G(n + p) = G(n) for n0 &lt;= n &lt; bound proves periodicity for all n >= n0.
     *
     * @param code the rules, a finite code
     * @param preperiod n0
     * @param period p
     * @return the bound of the case that applies (see the class comment)
     */
    public static long bound(OctalCode code, int preperiod, int period) {
        long p = period;
        long t = code.maxRemoved();
        if (code.maxParts() == 1) {
            return Math.max(preperiod + t, t + 1);
        }
        // a part shrunk by p must stay non-empty, so the induction starts at 1 even when n0 = 0
        long n0 = Math.max(preperiod, 1);
        return code.maxParts() == 2 ? 2 * n0 + p + t : 3 * n0 + 2 * p + t;
    }

    /**
     * The largest heap whose value the check needs.
     *
     * @param code the rules, a finite code
     * @param preperiod n0
     * @param period p
     * @return {@code bound - 1 + period}
     */
    public static long valuesNeeded(OctalCode code, int preperiod, int period) {
        return bound(code, preperiod, period) - 1 + period;
    }

    /**
     * Whether {@code g[0..upto]} proves the (ordinary) periodicity {@code per} by the theorem: the range holds
     * every value the check needs, and they agree.
     *
     * @param code the rules, a finite code
     * @param per the periodicity to prove; one with a saltus is never proven here
     * @param g the values
     * @param upto the largest heap in {@code g}
     * @return true when the theorem proves {@code per} for every n
     */
    public static boolean proves(OctalCode code, Periodicity per, int[] g, int upto) {
        if (per.saltus() != 0) {
            return false;
        }
        long bound = bound(code, per.preperiod(), per.period());
        if (bound - 1 + per.period() > upto) {
            return false;
        }
        for (int n = per.preperiod(); n < bound; n++) {
            if (g[n + per.period()] != g[n]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sentence stating what was checked.
     *
     * @param code the rules
     * @param per the periodicity proven
     * @return one line naming the theorem, the range checked and its conclusion
     */
    public static String statement(OctalCode code, Periodicity per) {
        long bound = bound(code, per.preperiod(), per.period());
        int n0 = code.maxParts() == 1 ? per.preperiod() : Math.max(per.preperiod(), 1);
        String form = switch (code.maxParts()) {
            case 1 -> "max(n0+t, t+1)";
            case 2 -> "2*n0+p+t";
            default -> "3*n0+2*p+t";
        };
        return "octal periodicity theorem: G(n+" + per.period() + ") = G(n) checked for " + per.preperiod()
                + " <= n < " + bound + " = " + form + " with n0 = " + n0 + ", p = " + per.period()
                + ", t = " + code.maxRemoved() + ", so it holds for every n >= " + per.preperiod();
    }
}
