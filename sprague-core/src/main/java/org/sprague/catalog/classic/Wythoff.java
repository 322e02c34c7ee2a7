package org.sprague.catalog.classic;

import java.math.BigInteger;

/**
 * Wythoff's game in exact integer arithmetic (W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief
 * voor Wiskunde 7, 1907): the losing positions are the pairs {@code (a_k, b_k)} with {@code a_k = floor(k*phi)}
 * and {@code b_k = floor(k*phi^2) = a_k + k}, {@code phi = (1 + sqrt 5) / 2}; by Beatty's theorem every positive
 * integer is in exactly one pair.
 *
 * <p>{@code floor(k*phi) = floor((k + isqrt(5k^2)) / 2)}: {@code sqrt(5k^2)} is irrational for {@code k > 0}, so
 * rounding its square root down cannot change the floor of the half-sum. No floating point is used, so piles of
 * any size are exact (a double-precision golden ratio goes wrong once piles pass about 10^15). Special case: the
 * pair for {@code k = 0} is {@code (0, 0)}.
 */
public final class Wythoff {
    private static final BigInteger FIVE = BigInteger.valueOf(5);

    private Wythoff() {
    }

    /** {@code a_k = floor(k * phi)}, for {@code k >= 0}. */
    public static BigInteger lower(BigInteger k) {
        BigInteger s = k.multiply(k).multiply(FIVE).sqrt();
        return k.add(s).shiftRight(1);
    }

    /** {@code b_k = floor(k * phi^2) = a_k + k}, for {@code k >= 0}. */
    public static BigInteger upper(BigInteger k) {
        return lower(k).add(k);
    }

    /** Whether piles {@code (a, b)} are lost for the player to move. */
    public static boolean isLosing(BigInteger a, BigInteger b) {
        BigInteger k = a.subtract(b).abs();
        return a.min(b).equals(lower(k));
    }

    /**
     * The other pile of the losing pair holding {@code n}: {@code b_j} when {@code n = a_j}, {@code a_j} when
     * {@code n = b_j}, and 0 for {@code n = 0}.
     */
    public static BigInteger partner(BigInteger n) {
        if (n.signum() == 0) {
            return BigInteger.ZERO;
        }
        BigInteger s = n.multiply(n).multiply(FIVE).sqrt();
        // n = a_j needs n/phi <= j < (n+1)/phi, and n/phi lies in [(s-n)/2, (s+1-n)/2)
        BigInteger j0 = s.subtract(n).shiftRight(1);
        for (int d = -1; d <= 2; d++) {
            BigInteger j = j0.add(BigInteger.valueOf(d));
            if (j.signum() > 0 && lower(j).equals(n)) {
                return n.add(j);
            }
        }
        // otherwise n = b_j with j near n/phi^2 = n(3 - sqrt 5)/2
        BigInteger j1 = n.multiply(BigInteger.valueOf(3)).subtract(s).shiftRight(1);
        for (int d = -2; d <= 2; d++) {
            BigInteger j = j1.add(BigInteger.valueOf(d));
            if (j.signum() > 0 && upper(j).equals(n)) {
                return n.subtract(j);
            }
        }
        throw new IllegalStateException("no Wythoff pair holds " + n + " (Beatty's theorem says one does)");
    }
}
