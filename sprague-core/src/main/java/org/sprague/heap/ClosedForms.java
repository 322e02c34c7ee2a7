package org.sprague.heap;

import java.math.BigInteger;
import java.util.function.UnaryOperator;

/**
 * Proven formulas for the Grundy values of one heap, for heaps of any size. Each is held against the general
 * mex algorithm for every heap up to 10^4 in the tests.
 *
 * <ul>
 *   <li>Bash (take 1..K): G(n) = n mod (K+1). The options of n are the K heaps below it, which hold every
 *       residue mod K+1 but n's own.</li>
 *   <li>Subtraction of powers of two (51Nod 1068): G(n) = n mod 3. A power of two is 1 or 2 mod 3, so no option
 *       keeps the residue, and taking 1 or 2 reaches the smaller residues.</li>
 *   <li>Lasker's Nim (E. Lasker, Brettspiele der Völker, 1931; Winning Ways ch. 4): G(0) = 0, G(n) = n for
 *       n = 1, 2 (mod 4), n + 1 for n = 3 (mod 4), n - 1 for n = 0 (mod 4), n > 0.</li>
 *   <li>Take at most half (LightOJ 1296) and the box game (CSU 1104): G(2m) = m, G(2m+1) = G(m); that is, n
 *       shifted right past its trailing 1 bits and one bit more. Induction: the options of 2m are m .. 2m-1,
 *       whose values are all of 0 .. m-1 (each value v first occurs at 2v) and never m; the options of 2m+1 are
 *       m+1 .. 2m, which miss exactly the value of m.</li>
 *   <li>Taking pebbles (CSU 1349): G(1) = 1, G(2) = 0, G(2m) = m for m >= 2, G(2m+1) = G(m) for m >= 1, by the
 *       same induction; the losing heaps are 2, 5, 11, 23, ..., 3 * 2^k - 1.</li>
 * </ul>
 */
public final class ClosedForms {
    private ClosedForms() {
    }

    private static final BigInteger FOUR = BigInteger.valueOf(4);
    private static final BigInteger THREE = BigInteger.valueOf(3);

    /**
     * Bash's game: G(n) = n mod (k + 1), since the options of n hold every residue mod k + 1 but its own.
     *
     * @param k the most tokens a move removes, at least 1
     * @return the closed form, with period k + 1 (none when it does not fit an int)
     */
    public static ClosedForm bash(int k) {
        BigInteger m = BigInteger.valueOf(k + 1L);
        return form(n -> n.mod(m), "G(n) = n mod " + (k + 1L) + " (Bash's game: the options of n hold every residue"
                + " mod " + (k + 1L) + " but its own)",
                // K = 2^31 - 1: a period of 2^31 fits no int, and no table of values can show it anyway
                k < Integer.MAX_VALUE ? new Periodicity(0, k + 1, 0) : null);
    }

    /**
     * The closed form of a finite subtraction set, when it is a Bash set {1..K}.
     *
     * @param set the amounts, ascending
     * @return {@link #bash}(K) for {1..K}, else {@code null}
     */
    public static ClosedForm forSubtraction(int[] set) {
        for (int i = 0; i < set.length; i++) {
            if (set[i] != i + 1) {
                return null;
            }
        }
        return bash(set.length);
    }

    /** Subtracting powers of two: G(n) = n mod 3. */
    public static final ClosedForm POWERS_OF_TWO = form(n -> n.mod(THREE),
            "G(n) = n mod 3 (a power of two is 1 or 2 mod 3, so no move keeps the residue, and taking 1 or 2"
                    + " reaches the smaller ones)", new Periodicity(0, 3, 0));

    /** Lasker's Nim (remove any number, or split in two): Lasker 1931, period 4 with saltus 4 from 1. */
    public static final ClosedForm LASKER = form(ClosedForms::lasker,
            "G(n) = n for n = 1, 2 (mod 4), n+1 for n = 3 (mod 4), n-1 for n = 0 (mod 4) and n > 0"
                    + " (Lasker 1931; Winning Ways ch. 4)", new Periodicity(1, 4, 4));

    /** Take at most half: G(2m) = m, G(2m+1) = G(m). */
    public static final ClosedForm HALF = form(ClosedForms::half,
            "G(2m) = m, G(2m+1) = G(m): n shifted right past its trailing 1 bits and one bit more (induction on n)",
            null);

    /** The box game, the same values as {@link #HALF} (CSU 1104). */
    public static final ClosedForm BOX = HALF;

    /** Taking pebbles (CSU 1349): {@link #HALF} with G(1) = 1 and G(2) = 0. */
    public static final ClosedForm PEBBLES = form(ClosedForms::pebbles,
            "G(1) = 1, G(2) = 0, G(2m) = m for m >= 2, G(2m+1) = G(m) for m >= 1 (induction on n); losing heaps"
                    + " 2, 5, 11, 23, ... = 3*2^k - 1", null);

    static BigInteger lasker(BigInteger n) {
        if (n.signum() == 0) {
            return n;
        }
        return switch (n.mod(FOUR).intValue()) {
            case 0 -> n.subtract(BigInteger.ONE);
            case 3 -> n.add(BigInteger.ONE);
            default -> n;
        };
    }

    static BigInteger half(BigInteger n) {
        int trailingOnes = n.not().getLowestSetBit();
        return n.shiftRight(trailingOnes + 1);
    }

    static BigInteger pebbles(BigInteger n) {
        while (n.testBit(0) && n.compareTo(THREE) >= 0) {
            n = n.shiftRight(1);
        }
        if (n.equals(BigInteger.ONE)) {
            return BigInteger.ONE;
        }
        if (n.equals(BigInteger.TWO)) {
            return BigInteger.ZERO;
        }
        return n.shiftRight(1);
    }

    private static ClosedForm form(UnaryOperator<BigInteger> f, String statement, Periodicity periodicity) {
        return new ClosedForm() {
            @Override
            public BigInteger grundy(BigInteger n) {
                if (n.signum() < 0) {
                    throw new IllegalArgumentException("a heap cannot be negative: " + n);
                }
                return f.apply(n);
            }

            @Override
            public String statement() {
                return statement;
            }

            @Override
            public Periodicity periodicity() {
                return periodicity;
            }
        };
    }
}
