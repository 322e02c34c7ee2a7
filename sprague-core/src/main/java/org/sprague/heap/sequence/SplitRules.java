package org.sprague.heap.sequence;

import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * A take-and-break ruleset that leaves at most two heaps, in the normal form the sequence engines read: for each
 * number {@code k} of tokens removed, whether the move may leave nothing, one heap, or two non-empty heaps; plus
 * the two rules outside the octal notation, Grundy's game (two heaps of different sizes) and Lasker's Nim (also
 * "remove any positive number").
 *
 * @param name the ruleset's name as {@code values} prints it
 * @param whole whole[k]: a heap of exactly k tokens may be taken (leaving nothing)
 * @param one one[k]: removing k tokens may leave one heap (n - k >= 1)
 * @param two two[k]: removing k tokens may leave two non-empty heaps summing to n - k
 * @param distinct the two heaps left must differ in size (Grundy's game)
 * @param anyTake any positive number of tokens may be removed, leaving one heap or none (Lasker's Nim)
 */
public record SplitRules(String name, boolean[] whole, boolean[] one, boolean[] two, boolean distinct,
        boolean anyTake) {

    /**
     * The most tokens a move of the finite part removes.
     *
     * @return the last index of the digit tables
     */
    public int maxRemoved() {
        return two.length - 1;
    }

    /**
     * Whether any move leaves two heaps (else the sparse-space split does not apply).
     *
     * @return true for rules that split
     */
    public boolean splits() {
        for (boolean b : two) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The options' values the plain mex reads for G(0..upto), in closed form: for each k removed, one read a heap
     * for a move that leaves nothing or one heap, and a read a split for the splits of n - k (floor((n-k)/2) of
     * them, floor((n-k-1)/2) into two different heaps); a take of any size reads each distinct earlier value, taken
     * as n (Lasker's values are nearly all distinct).
     *
     * @param upto the largest heap
     * @return the reads, the steps of the plain mex
     */
    public double reads(long upto) {
        double total = 0;
        for (int k = 0; k <= maxRemoved() && k <= upto; k++) {
            double r = upto - k;
            if (whole[k]) {
                total += 1;
            }
            if (one[k]) {
                total += r;
            }
            if (two[k]) {
                double m = distinct ? r - 1 : r;
                total += m > 0 ? Math.floor(m * m / 4) : 0;
            }
        }
        if (anyTake) {
            total += upto * (upto + 1.0) / 2;
        }
        return total;
    }

    /**
     * The normal form of {@code rules}, or {@code null} when it is not a take-and-break rule of at most two heaps
     * (subtraction sets and codes with the three-heap bit 8 keep the general algorithm of the heap package).
     *
     * @param rules the ruleset
     * @return its normal form, or {@code null}
     */
    public static SplitRules of(HeapRuleset rules) {
        if (rules == GrundyGameRuleset.INSTANCE) {
            return new SplitRules(rules.name(), new boolean[1], new boolean[1], new boolean[] {true}, true, false);
        }
        if (rules == LaskerRuleset.INSTANCE) {
            return new SplitRules(rules.name(), new boolean[1], new boolean[1], new boolean[] {true}, false, true);
        }
        if (!(rules instanceof OctalRuleset)) {
            return null;
        }
        OctalCode code = rules.asCode();
        if (code.maxParts() > 2) {
            return null;
        }
        int t = code.maxRemoved();
        boolean[] whole = new boolean[t + 1];
        boolean[] one = new boolean[t + 1];
        boolean[] two = new boolean[t + 1];
        for (int k = 0; k <= t; k++) {
            int d = code.digit(k);
            whole[k] = k > 0 && (d & 1) != 0;
            one[k] = k > 0 && (d & 2) != 0;
            two[k] = (d & 4) != 0;
        }
        return new SplitRules(rules.name(), whole, one, two, false, false);
    }
}
