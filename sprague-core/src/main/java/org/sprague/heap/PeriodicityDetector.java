package org.sprague.heap;

/**
 * Finds the least preperiod and least period of a finite stretch of a Grundy sequence, with arithmetic
 * periodicity: the pair (n0, p), least n0 first, then least p, such that G(n+p) = G(n) + s for every
 * n0 &lt;= n &lt;= upto - p, where the saltus s = G(upto) - G(upto - p) >= 0, and the periodic part [n0, upto] holds
 * at least two periods (three when s > 0) and is at least as long as the preperiod. With two periods and s > 0 each
 * residue shows one difference, which any values do when they do not fall (for p = 1, the last two values), so an
 * arithmetic period must show its saltus twice to count. The condition on the preperiod keeps a few chance repeats at
 * the end of a sequence without period (Grundy's game, take at most half) from being reported; it never hides a
 * period the octal theorem can prove, since the theorem needs values up to 2 n0 + 2p + t - 1 anyway.
 *
 * <p>For each candidate p the check runs backwards from the end until the first mismatch, so a wrong p costs a
 * few comparisons. A multiple of the candidate with the longest run so far (with the matching saltus, reported
 * or still too short to report) already agrees from that run's start on, so only the stretch below it is
 * checked: a run of a small period is walked once, not once per multiple.
 */
public final class PeriodicityDetector {
    private PeriodicityDetector() {
    }

    /**
     * The periodicity of a table of values.
     *
     * @param g the values
     * @param upto the largest heap to read
     * @return the least (n0, p) with its saltus, or {@code null} when no period shows twice
     */
    public static Periodicity detect(int[] g, int upto) {
        return detect(i -> g[(int) i], upto);
    }

    /**
     * The periodicity of G(0..upto) read through {@code g} (values addressed by {@code long}), or {@code null}
     * when no period shows twice or its preperiod or period does not fit an {@code int}.
     *
     * @param g G(n) for {@code 0 &lt;= n &lt;= upto}
     * @param upto the largest heap to read
     * @return the periodicity, or {@code null}
     */
    public static Periodicity detect(java.util.function.LongToIntFunction g, long upto) {
        return scan(g, upto).periodicity();
    }

    /**
     * What one reading of G(0..upto) shows: {@link #detect}'s periodicity and {@link #candidate}'s candidate
     * together, for callers that want both (each of those reads the sequence again).
     *
     * @param periodicity the periodicity {@link #detect} reports, or {@code null}
     * @param candidate the earliest periodicity that shows at least twice at the end, or {@code null}
     */
    public record Scan(Periodicity periodicity, Periodicity candidate) {
        /**
         * The candidate held back, as {@link #heldBack} gives it.
         *
         * @return the candidate when no periodicity is reported, else {@code null}
         */
        public Periodicity heldBack() {
            return periodicity != null ? null : candidate;
        }
    }

    /**
     * The periodicity that G(0..upto) shows at least twice at its end, the earliest starting one, even when its
     * periodic part is still shorter than its preperiod (so {@link #detect} does not report it yet): a guess at
     * how far a sequence must be computed to see, or prove, a period. {@code null} when there is none.
     *
     * @param g G(n) for {@code 0 &lt;= n &lt;= upto}
     * @param upto the largest heap to read
     * @return the candidate, or {@code null}
     */
    public static Periodicity candidate(java.util.function.LongToIntFunction g, long upto) {
        return scan(g, upto).candidate();
    }

    /**
     * When {@link #detect} finds nothing: the least (n0, p) that shows at least two periods but is held back because
     * the periodic part is shorter than the preperiod (it would be reported from {@code upto = 2 n0 - 1} on, if it
     * holds that far); else {@code null}.
     *
     * @param g the values
     * @param upto the largest heap to read
     * @return the periodicity held back, or {@code null}
     */
    public static Periodicity heldBack(int[] g, int upto) {
        return heldBack(i -> g[(int) i], upto);
    }

    /**
     * {@link #heldBack(int[], int)} for values addressed by {@code long}.
     *
     * @param g G(n) for {@code 0 &lt;= n &lt;= upto}
     * @param upto the largest heap to read
     * @return the periodicity held back, or {@code null}
     */
    public static Periodicity heldBack(java.util.function.LongToIntFunction g, long upto) {
        return scan(g, upto).heldBack();
    }

    /**
     * {@link #detect} and {@link #candidate} of a table in one reading.
     *
     * @param g the values
     * @param upto the largest heap to read
     * @return both answers
     */
    public static Scan scan(int[] g, int upto) {
        return scan(i -> g[(int) i], upto);
    }

    /**
     * {@link #detect} and {@link #candidate} of G(0..upto) in one reading.
     *
     * @param g G(n) for {@code 0 &lt;= n &lt;= upto}
     * @param upto the largest heap to read
     * @return both answers
     */
    public static Scan scan(java.util.function.LongToIntFunction g, long upto) {
        long candN0 = Long.MAX_VALUE;
        long candP = 0;
        long candS = 0;
        long bestN0 = Long.MAX_VALUE;
        long bestP = 0;
        long bestS = 0;
        // the longest run seen, reported or not (too short to report): its multiples agree from its start on
        long runN0 = Long.MAX_VALUE;
        long runP = 0;
        long runS = 0;
        for (long p = 1; 2 * p <= upto + 1; p++) {
            long s = (long) g.applyAsInt(upto) - g.applyAsInt(upto - p);
            if (s < 0) {
                continue;
            }
            long n = upto - p;
            if (runP != 0 && p % runP == 0 && s == runS * (p / runP)) {
                n = Math.min(n, runN0 - 1);
            }
            while (n >= 0 && (long) g.applyAsInt(n + p) - g.applyAsInt(n) == s) {
                n--;
            }
            long n0 = n + 1;
            if (n0 < runN0) {
                runN0 = n0;
                runP = p;
                runS = s;
            }
            long shown = (s > 0 ? 3 : 2) * p;
            if (upto + 1 - n0 >= shown && n0 < candN0) {
                candN0 = n0;
                candP = p;
                candS = s;
            }
            if (upto + 1 - n0 >= Math.max(shown, n0) && n0 < bestN0) {
                bestN0 = n0;
                bestP = p;
                bestS = s;
                if (n0 == 0) {
                    break;
                }
            }
        }
        return new Scan(periodicity(bestN0, bestP, bestS), periodicity(candN0, candP, candS));
    }

    private static Periodicity periodicity(long n0, long p, long s) {
        return p == 0 || n0 > Integer.MAX_VALUE || p > Integer.MAX_VALUE ? null : new Periodicity((int) n0, (int) p, s);
    }
}
