package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Zeckendorf representations (E. Zeckendorf, Bull. Soc. Roy. Sci. Liège 41, 1972): every positive integer is
 * uniquely a sum of non-consecutive Fibonacci numbers from 1, 2, 3, 5, 8, ...; the greedy choice of the largest
 * Fibonacci number that fits finds it. Exact for integers of any size. Special case: 0 has no terms.
 */
public final class Zeckendorf {
    private Zeckendorf() {
    }

    /** The Fibonacci numbers 1, 2, 3, 5, ... that are at most {@code n}, ascending. */
    public static List<BigInteger> fibonacciUpTo(BigInteger n) {
        List<BigInteger> fib = new ArrayList<>();
        BigInteger x = BigInteger.ONE;
        BigInteger y = BigInteger.TWO;
        while (x.compareTo(n) <= 0) {
            fib.add(x);
            BigInteger z = x.add(y);
            x = y;
            y = z;
        }
        return fib;
    }

    /** The terms of {@code n}'s Zeckendorf representation, smallest first; empty for 0. */
    public static List<BigInteger> terms(BigInteger n) {
        if (n.signum() < 0) {
            throw new IllegalArgumentException("Zeckendorf representations need n >= 0, got " + n);
        }
        List<BigInteger> fib = fibonacciUpTo(n);
        List<BigInteger> terms = new ArrayList<>();
        BigInteger rest = n;
        for (int i = fib.size() - 1; i >= 0 && rest.signum() > 0; i--) {
            if (fib.get(i).compareTo(rest) <= 0) {
                terms.add(fib.get(i));
                rest = rest.subtract(fib.get(i));
                i--; // the next smaller Fibonacci number cannot follow (no two consecutive terms)
            }
        }
        Collections.reverse(terms);
        return terms;
    }

    /** Whether {@code n} is a Fibonacci number 1, 2, 3, 5, 8, ... (its representation has one term). */
    public static boolean isFibonacci(BigInteger n) {
        return terms(n).size() == 1;
    }
}
