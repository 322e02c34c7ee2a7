package org.sprague.misere;

import java.math.BigInteger;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalPeriodicityTheorem;

/**
 * The periodicity theorem for misère quotients of octal games (Plambeck and Siegel, "Misère quotients for impartial
 * games", JCTA 115 (2008) 593-622, the periodicity theorem of their section on octal games; Siegel, "Misère games
 * and misère quotients", Games of No Chance 5 (2017), with a proof), the misère analogue of Guy and Smith's: for a
 * finite code whose moves remove at most {@code t} tokens and leave at most two heaps, if the quotient of the heaps
 * up to {@code N = 2 n0 + 2p + t - 1} gives heap {@code n + p} the element of heap {@code n} for every
 * {@code n0 <= n <= N - p}, then every heap {@code n >= n0} has the element of heap {@code n - p}, and the quotient
 * of all heaps is that quotient.
 *
 * <p>Why: let heap {@code m > N} be the next heap. Every option of {@code m} (parts {@code a <= b}, {@code a + b >=
 * m - t}) has {@code b >= n0 + p}, and replacing {@code b} by {@code b - p} gives an option of {@code m - p} with the
 * same element; every option of {@code m - p} has {@code b >= n0}, and {@code b + p} gives back one of {@code m}. So
 * both heaps' options have the same set of elements, and by Plambeck and Siegel's lemma (games whose options have the
 * same elements in the quotient of a closed set holding the options are equivalent, and adding one to the set keeps
 * the quotient) heap {@code m} is equivalent to heap {@code m - p}; induction on {@code m}. As for the normal-play
 * theorem, {@code n0} is taken at least 1 so that a part shortened by {@code p} stays a heap
 * ({@link OctalPeriodicityTheorem#bound}, whose two-part bound {@code 2 n0 + p + t} is the same range).
 */
public final class MiserePeriodicity {
    /** The longest period looked for. */
    public static final int MAX_PERIOD = 200;

    private final int preperiod;
    private final int period;
    private final int checkedUpto;

    private MiserePeriodicity(int preperiod, int period, int checkedUpto) {
        this.preperiod = preperiod;
        this.period = period;
        this.checkedUpto = checkedUpto;
    }

    /**
     * Proves the heaps' elements periodic, if {@code q} covers enough heaps for the theorem.
     *
     * @param q a quotient of the game
     * @param code the game's rules as a finite code
     * @return the periodicity with the smallest period (then preperiod) that the theorem proves from {@code q}, or
     *     {@code null} when there is none (the code splits into three heaps, or the heaps are not periodic far enough)
     */
    public static MiserePeriodicity find(MisereQuotient q, OctalCode code) {
        if (code.maxParts() > 2) {
            return null;
        }
        int upto = q.upto();
        for (int p = 1; p <= MAX_PERIOD && p <= upto; p++) {
            // the smallest n0 from which heap n + p has heap n's element up to the last heap
            int n0 = upto - p + 1;
            while (n0 > 0 && q.image(n0 - 1 + p) == q.image(n0 - 1)) {
                n0--;
            }
            n0 = Math.max(n0, 1);
            long needed = OctalPeriodicityTheorem.valuesNeeded(code, n0, p);
            if (needed <= upto) {
                return new MiserePeriodicity(n0, p, upto);
            }
        }
        return null;
    }

    /**
     * The first heap of the periodic part.
     *
     * @return n0, at least 1
     */
    public int preperiod() {
        return preperiod;
    }

    /**
     * The period of the heaps' elements.
     *
     * @return p
     */
    public int period() {
        return period;
    }

    /**
     * The heap of at most the quotient's largest heap with the same element as {@code heap}.
     *
     * @param heap any heap, at least 0
     * @return {@code heap} itself when the quotient covers it, else the heap of the first period that it repeats
     */
    public int representative(BigInteger heap) {
        if (heap.compareTo(BigInteger.valueOf(checkedUpto)) <= 0) {
            return heap.intValueExact();
        }
        BigInteger offset = heap.subtract(BigInteger.valueOf(preperiod)).mod(BigInteger.valueOf(period));
        return preperiod + offset.intValueExact();
    }

    /**
     * The heap of at most the quotient's largest heap with the same element as {@code heap}.
     *
     * @param heap any heap, at least 0
     * @return as {@link #representative(BigInteger)}
     */
    public int representative(long heap) {
        if (heap <= checkedUpto) {
            return (int) heap;
        }
        return (int) (preperiod + (heap - preperiod) % period);
    }
}
