package org.sprague.partizan;

import java.math.BigInteger;

/**
 * An exact dyadic rational {@code numerator / 2^exponent}, of any size: the numbers of short partizan games
 * (every short game equal to a number equals a dyadic rational; Conway, On Numbers and Games, ch. 2).
 * Always reduced: the numerator is odd unless the exponent is 0.
 */
public final class Dyadic implements Comparable<Dyadic> {
    /** Zero. */
    public static final Dyadic ZERO = new Dyadic(BigInteger.ZERO, 0);
    /** One. */
    public static final Dyadic ONE = new Dyadic(BigInteger.ONE, 0);

    private final BigInteger numerator;
    private final int exponent;

    private Dyadic(BigInteger numerator, int exponent) {
        this.numerator = numerator;
        this.exponent = exponent;
    }

    /**
     * {@code numerator / 2^exponent}, reduced; {@code exponent >= 0}.
     *
     * @param numerator the numerator
     * @param exponent the power of two of the denominator
     * @return the number
     */
    public static Dyadic of(BigInteger numerator, int exponent) {
        if (exponent < 0) {
            throw new IllegalArgumentException("negative exponent " + exponent);
        }
        if (numerator.signum() == 0) {
            return ZERO;
        }
        int shift = Math.min(numerator.getLowestSetBit(), exponent);
        return new Dyadic(numerator.shiftRight(shift), exponent - shift);
    }

    /**
     * The integer {@code n}.
     *
     * @param n the integer
     * @return the number
     */
    public static Dyadic of(long n) {
        return of(BigInteger.valueOf(n), 0);
    }

    /**
     * The numerator of the reduced fraction.
     *
     * @return the numerator
     */
    public BigInteger numerator() {
        return numerator;
    }

    /**
     * The denominator is {@code 2^exponent()}.
     *
     * @return the exponent, at least 0
     */
    public int exponent() {
        return exponent;
    }

    /**
     * True when this is an integer.
     *
     * @return whether the denominator is 1
     */
    public boolean isInteger() {
        return exponent == 0;
    }

    /**
     * -1, 0 or 1.
     *
     * @return the sign
     */
    public int signum() {
        return numerator.signum();
    }

    /**
     * The sum.
     *
     * @param o the number added
     * @return {@code this + o}
     */
    public Dyadic add(Dyadic o) {
        int e = Math.max(exponent, o.exponent);
        return of(numerator.shiftLeft(e - exponent).add(o.numerator.shiftLeft(e - o.exponent)), e);
    }

    /**
     * The difference.
     *
     * @param o the number subtracted
     * @return {@code this - o}
     */
    public Dyadic subtract(Dyadic o) {
        return add(o.negate());
    }

    /**
     * The negation.
     *
     * @return {@code -this}
     */
    public Dyadic negate() {
        return new Dyadic(numerator.negate(), exponent);
    }

    /**
     * This number divided by {@code 2^k}.
     *
     * @param k the power of two, at least 0
     * @return {@code this / 2^k}
     */
    public Dyadic shiftDown(int k) {
        return of(numerator, exponent + k);
    }

    /**
     * This number times {@code k}.
     *
     * @param k the factor
     * @return {@code this * k}
     */
    public Dyadic multiply(long k) {
        return of(numerator.multiply(BigInteger.valueOf(k)), exponent);
    }

    /**
     * The product.
     *
     * @param o the factor
     * @return {@code this * o}
     */
    public Dyadic multiply(Dyadic o) {
        return of(numerator.multiply(o.numerator), exponent + o.exponent);
    }

    /**
     * This number divided by {@code k}, which must be plus or minus a power of two.
     *
      * @param k the divisor, plus or minus a power of two
      * @return {@code this / k}
     * @throws ArithmeticException if it is not
     */
    public Dyadic divide(int k) {
        int abs = Math.abs(k);
        if (k == 0 || Integer.bitCount(abs) != 1) {
            throw new ArithmeticException("not a dyadic divisor: " + k);
        }
        return of(k < 0 ? numerator.negate() : numerator, exponent + Integer.numberOfTrailingZeros(abs));
    }

    /**
     * The integer {@code this / d}.
     *
      * @param d the divisor
      * @return the quotient
     * @throws ArithmeticException if the quotient is not an integer that fits an {@code int}
     */
    public int divideExact(Dyadic d) {
        BigInteger[] qr = numerator.shiftLeft(d.exponent).divideAndRemainder(d.numerator.shiftLeft(exponent));
        if (qr[1].signum() != 0) {
            throw new ArithmeticException(this + " / " + d + " is not an integer");
        }
        return qr[0].intValueExact();
    }

    /**
     * The largest integer not above this number.
     *
     * @return the floor
     */
    public BigInteger floor() {
        return numerator.shiftRight(exponent);
    }

    /**
     * The least integer not below this number.
     *
     * @return the ceiling
     */
    public BigInteger ceiling() {
        return isInteger() ? numerator : floor().add(BigInteger.ONE);
    }

    /**
     * The simplest number strictly between {@code low} and {@code high} ({@code null} bounds are open): the
     * simplicity rule (Conway, ONAG, Theorem 11; Winning Ways ch. 2): an integer if one lies between (the one
     * nearest 0), else the dyadic with the smallest denominator between.
     *
      * @param low the lower bound, or {@code null} for none
      * @param high the upper bound, or {@code null} for none
      * @return the simplest number between
     * @throws IllegalArgumentException if {@code low >= high}
     */
    public static Dyadic simplestBetween(Dyadic low, Dyadic high) {
        if (low != null && high != null && low.compareTo(high) >= 0) {
            throw new IllegalArgumentException("empty interval " + low + " .. " + high);
        }
        if ((low == null || low.signum() < 0) && (high == null || high.signum() > 0)) {
            return ZERO;
        }
        if (low == null || low.signum() < 0) {
            // the whole interval is at or below 0: mirror it
            return simplestBetween(high.negate(), low == null ? null : low.negate()).negate();
        }
        if (high == null) {
            return of(low.floor().add(BigInteger.ONE), 0);
        }
        for (int e = 0; ; e++) {
            // the least multiple of 2^-e strictly above low; the first that fits below high is the simplest
            Dyadic candidate = of(low.numerator.shiftLeft(e).shiftRight(low.exponent).add(BigInteger.ONE), e);
            if (candidate.compareTo(high) < 0) {
                return candidate;
            }
        }
    }

    @Override
    public int compareTo(Dyadic o) {
        int e = Math.max(exponent, o.exponent);
        return numerator.shiftLeft(e - exponent).compareTo(o.numerator.shiftLeft(e - o.exponent));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dyadic d && d.exponent == exponent && d.numerator.equals(numerator);
    }

    @Override
    public int hashCode() {
        return numerator.hashCode() * 31 + exponent;
    }

    /** {@code 3}, {@code -3/8}: the notation of CGSuite and Winning Ways. */
    @Override
    public String toString() {
        return exponent == 0 ? numerator.toString() : numerator + "/" + BigInteger.ONE.shiftLeft(exponent);
    }

    /**
     * Parses {@code N} or {@code N/D} with {@code D} a power of two (any size).
     *
      * @param text the text
      * @return the number
     * @throws NumberFormatException if the text is not such a number
     */
    public static Dyadic parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return of(parseInteger(text), 0);
        }
        BigInteger num = parseInteger(text.substring(0, slash));
        BigInteger den = parseInteger(text.substring(slash + 1));
        if (den.signum() <= 0 || den.bitCount() != 1) {
            throw new NumberFormatException("the denominator of " + text + " is not a power of 2");
        }
        return of(num, den.getLowestSetBit());
    }

    private static BigInteger parseInteger(String s) {
        if (!s.matches("-?[0-9]+")) {
            throw new NumberFormatException("not an integer: " + s);
        }
        return new BigInteger(s);
    }
}
