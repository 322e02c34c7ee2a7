package org.sprague.value;

import java.math.BigInteger;
import java.util.List;

/**
 * Nimber arithmetic: minimum excludant, nim-sum and nim-product.
 *
 * <p>Nimbers are the values of impartial games under normal play (Sprague 1935, Grundy 1939). Their addition
 * is bitwise exclusive or; their multiplication makes the nimbers below 2^(2^n) a finite
 * field (Conway, <i>On Numbers and Games</i>, ch. 6), which coin-turning products such as Tartan games need.
 */
public final class Nimbers {
    private Nimbers() {
    }

    /**
     * The least non-negative integer not among {@code values[0..count)}. Negative entries are ignored.
     *
     * <p>Runs in O(count) time with a scratch array of {@code count + 1} booleans; for repeated calls on a hot
     * path use {@link MexBuffer}, which reuses its marks.
     *
     * @param values the values, of which the first {@code count} are read
     * @param count how many to read
     * @return the mex, between 0 and {@code count}
     * @throws IllegalArgumentException if {@code count} is negative or exceeds {@code values.length}
     */
    public static int mex(int[] values, int count) {
        if (count < 0 || count > values.length) {
            throw new IllegalArgumentException("count " + count + " outside 0.." + values.length);
        }
        boolean[] seen = new boolean[count + 1];
        for (int i = 0; i < count; i++) {
            int v = values[i];
            if (v >= 0 && v <= count) {
                seen[v] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /**
     * The minimum excludant of all of {@code values}.
     *
     * @param values the values; negative ones are ignored
     * @return the least non-negative integer not among them (0 for none)
     */
    public static int mex(int... values) {
        return mex(values, values.length);
    }

    /**
     * Nim-sum of non-negative longs: the value of a disjunctive sum (Sprague-Grundy theorem).
     *
     * @param values the nimbers
     * @return their bitwise exclusive or (0 for none)
     */
    public static long nimSum(long... values) {
        long x = 0;
        for (long v : values) {
            x ^= v;
        }
        return x;
    }

    /**
     * Nim-sum of arbitrary-precision non-negative integers.
     *
     * @param values the nimbers
     * @return their bitwise exclusive or (0 for none)
     */
    public static BigInteger nimSum(List<BigInteger> values) {
        BigInteger x = BigInteger.ZERO;
        for (BigInteger v : values) {
            x = x.xor(v);
        }
        return x;
    }

    /**
     * Nim-product of two nimbers, each below 2<sup>64</sup> read as unsigned.
     *
     * <p>Uses the Fermat-power recursion: with {@code h = 2^(2^k)} and {@code a = a1*h + a0}, {@code b = b1*h + b0},
     * {@code a*b = (a1b1 + a1b0 + a0b1)*h + a0b0 + a1b1*(h/2)}, since {@code h*h = h + h/2} in nimber arithmetic
     * (Conway, ONAG, ch. 6; Lenstra, "Nim multiplication", 1977). Special cases: {@code 0*x = 0}, {@code 1*x = x}.
     *
     * @param a a nimber, its 64 bits read as unsigned
     * @param b a nimber, its 64 bits read as unsigned
     * @return their nim-product, below 2<sup>64</sup> (the nimbers below 2<sup>64</sup> are a field)
     */
    public static long nimProduct(long a, long b) {
        return nimProduct(a, b, 64);
    }

    private static long nimProduct(long a, long b, int bits) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == 1) {
            return b;
        }
        if (b == 1) {
            return a;
        }
        int half = bits >>> 1;
        long lowMask = (1L << half) - 1;
        long a1 = a >>> half;
        long a0 = a & lowMask;
        long b1 = b >>> half;
        long b0 = b & lowMask;
        long a0b0 = nimProduct(a0, b0, half);
        long sumProducts = nimProduct(a0 ^ a1, b0 ^ b1, half);
        long a1b1 = nimProduct(a1, b1, half);
        long high = sumProducts ^ a0b0;
        long halfFermat = 1L << (half - 1);
        return (high << half) ^ a0b0 ^ nimProduct(a1b1, halfFermat, half);
    }
}
