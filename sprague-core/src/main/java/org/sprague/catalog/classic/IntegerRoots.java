package org.sprague.catalog.classic;

import java.math.BigInteger;

/**
 * Integer square roots {@code floor(sqrt(n))} of arbitrary-precision integers, by Newton's method started from
 * the root of the leading half of the bits (computed the same way, recursively): the start is already correct to
 * about a quarter of the bits, so two or three Newton steps finish. Several times faster than
 * {@link BigInteger#sqrt()} on numbers of thousands of digits. Special cases: {@code isqrt(0) = 0}; negative
 * arguments are rejected.
 */
public final class IntegerRoots {
    private IntegerRoots() {
    }

    /** {@code floor(sqrt(n))} for {@code n >= 0}. */
    public static BigInteger isqrt(BigInteger n) {
        if (n.signum() < 0) {
            throw new ArithmeticException("square root of a negative number: " + n);
        }
        if (n.bitLength() <= 52) {
            // exact in a double: 52-bit integers are exact, and their root is adjusted below
            long v = n.longValue();
            long r = (long) Math.sqrt((double) v);
            while (r * r > v) {
                r--;
            }
            while ((r + 1) * (r + 1) <= v) {
                r++;
            }
            return BigInteger.valueOf(r);
        }
        int shift = n.bitLength() / 4; // drop 2*shift low bits, keeping the leading half
        BigInteger x = isqrt(n.shiftRight(2 * shift)).add(BigInteger.ONE).shiftLeft(shift);
        // x >= sqrt(n); Newton's step from above decreases to floor(sqrt(n)) and then stops decreasing
        while (true) {
            BigInteger y = x.add(n.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }
}
