package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;

/** Small checks shared by the rulesets' {@link HeapRuleset#allows} tests. */
final class HeapMoves {
    private HeapMoves() {
    }

    static BigInteger sum(List<BigInteger> parts) {
        BigInteger s = BigInteger.ZERO;
        for (BigInteger p : parts) {
            s = s.add(p);
        }
        return s;
    }

    /** Whether every part is at least 1. */
    static boolean positive(List<BigInteger> parts) {
        return parts.stream().allMatch(p -> p.signum() > 0);
    }

    /** The tokens a take-only move removes, or {@code null} when it is no take (not one heap left, or not fewer). */
    static BigInteger taken(BigInteger n, List<BigInteger> parts) {
        if (parts.size() > 1 || !positive(parts)) {
            return null;
        }
        BigInteger left = parts.isEmpty() ? BigInteger.ZERO : parts.get(0);
        BigInteger k = n.subtract(left);
        return k.signum() > 0 ? k : null;
    }
}
