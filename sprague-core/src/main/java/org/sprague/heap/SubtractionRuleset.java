package org.sprague.heap;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.sprague.value.MexBuffer;

/**
 * The subtraction game of a finite set S: remove {@code s} tokens from a heap, for any {@code s} in S. It is the
 * octal game with digit 3 at every member of S, so the octal periodicity theorem applies; with S = {1..K} it is
 * Bash's game (see {@link ClosedForms#bash}).
 */
public final class SubtractionRuleset implements HeapRuleset {
    private final int[] set;

    /**
     * The subtraction game of a finite set.
     *
     * @param set distinct positive amounts, ascending (copied)
     * @throws IllegalArgumentException when they are not
     */
    public SubtractionRuleset(int[] set) {
        this.set = set.clone();
        for (int i = 0; i < set.length; i++) {
            if (set[i] < 1 || (i > 0 && set[i] <= set[i - 1])) {
                throw new IllegalArgumentException("a subtraction set needs distinct positive amounts, ascending");
            }
        }
    }

    /**
     * The amounts a move may remove.
     *
     * @return a copy of the set, ascending
     */
    public int[] set() {
        return set.clone();
    }

    @Override
    public String name() {
        return "subtraction " + Arrays.stream(set).mapToObj(Integer::toString).collect(Collectors.joining(","));
    }

    @Override
    public String rules() {
        return "remove s tokens from a heap, s in {" + name().substring("subtraction ".length()) + "}";
    }

    @Override
    public int maxParts() {
        return 1;
    }

    /** The code, for sets whose largest amount is small enough to write out (2^20). */
    @Override
    public OctalCode asCode() {
        return set[set.length - 1] > (1 << 20) ? null : OctalCode.ofSubtraction(set);
    }

    @Override
    public ClosedForm closedForm() {
        return ClosedForms.forSubtraction(set);
    }

    @Override
    public double cost(long n) {
        return (double) n * set.length;
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int s : set) {
            if (s > n) {
                break;
            }
            sink.accept(n - s, 0, 0);
        }
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        MexBuffer mex = new MexBuffer(set.length + 2);
        for (int n = from; n <= to; n++) {
            mex.clear();
            for (int s : set) {
                if (s > n) {
                    break;
                }
                mex.add(g[n - s]);
            }
            g[n] = mex.mex();
        }
    }

    /** A heap's options are one per amount of the set: each is tried. */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        for (int amount : set) {
            query.leave(n.subtract(BigInteger.valueOf(amount)));
        }
        return true;
    }

    /** A take of an amount of the set. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        return Optional.of(k != null && k.bitLength() < 32 && Arrays.binarySearch(set, k.intValue()) >= 0);
    }
}
