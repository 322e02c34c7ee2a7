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
        BigInteger s = IntegerRoots.isqrt(k.multiply(k).multiply(FIVE));
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
        // floor((n+1)/phi) lower numbers are at most n, so n = a_j exactly when that count grows at n, with j the
        // count; otherwise n = b_j with a_j = floor((n+1)/phi) (the count of upper numbers up to n is n - a_j = j)
        BigInteger upTo = floorDivPhi(n.add(BigInteger.ONE));
        return upTo.compareTo(floorDivPhi(n)) > 0 ? n.add(upTo) : upTo;
    }

    /** {@code floor(x / phi) = floor((isqrt(5x^2) - x) / 2)} for {@code x >= 0} (irrational for {@code x > 0}). */
    static BigInteger floorDivPhi(BigInteger x) {
        return IntegerRoots.isqrt(x.multiply(x).multiply(FIVE)).subtract(x).shiftRight(1);
    }
}
