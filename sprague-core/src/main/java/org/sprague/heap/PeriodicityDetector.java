package org.sprague.heap;

/**
 * Finds the least preperiod and least period of a finite stretch of a Grundy sequence, with arithmetic
 * periodicity: the pair (n0, p), least n0 first, then least p, such that G(n+p) = G(n) + s for every
 * n0 <= n <= upto - p, where the saltus s = G(upto) - G(upto - p) >= 0, and the periodic part [n0, upto] holds
 * at least two periods and is at least as long as the preperiod. The last condition keeps a few chance repeats at
 * the end of a sequence without period (Grundy's game, take at most half) from being reported; it never hides a
 * period the octal theorem can prove, since the theorem needs values up to 2 n0 + 2p + t - 1 anyway.
 *
 * <p>For each candidate p the check runs backwards from the end until the first mismatch, so a wrong p costs a
 * few comparisons. A multiple of the best period found so far (with the matching saltus) already agrees from
 * that period's preperiod on, so only the stretch below it is checked: a sequence with a small period costs
 * O(upto) per candidate only while no period has been found.
 */
public final class PeriodicityDetector {
    private PeriodicityDetector() {
    }

    /** The periodicity of {@code g[0..upto]}, or {@code null} when no period shows twice. */
    public static Periodicity detect(int[] g, int upto) {
        return search(g, upto, true);
    }

    /**
     * When {@link #detect} finds nothing: the least (n0, p) that shows at least two periods but is held back because
     * the periodic part is shorter than the preperiod (it would be reported from {@code upto = 2 n0 - 1} on, if it
     * holds that far); else {@code null}.
     */
    public static Periodicity heldBack(int[] g, int upto) {
        return detect(g, upto) != null ? null : search(g, upto, false);
    }

    private static Periodicity search(int[] g, int upto, boolean atLeastPreperiod) {
        int bestN0 = Integer.MAX_VALUE;
        int bestP = 0;
        long bestS = 0;
        for (int p = 1; 2 * p <= upto + 1; p++) {
            long s = (long) g[upto] - g[upto - p];
            if (s < 0) {
                continue;
            }
            int n = upto - p;
            if (bestP != 0 && p % bestP == 0 && s == bestS * (p / bestP)) {
                n = Math.min(n, bestN0 - 1);
            }
            while (n >= 0 && (long) g[n + p] - g[n] == s) {
                n--;
            }
            int n0 = n + 1;
            if (upto + 1 - n0 >= Math.max(2 * p, atLeastPreperiod ? n0 : 0) && n0 < bestN0) {
                bestN0 = n0;
                bestP = p;
                bestS = s;
                if (n0 == 0) {
                    break;
                }
            }
        }
        return bestP == 0 ? null : new Periodicity(bestN0, bestP, bestS);
    }
}
