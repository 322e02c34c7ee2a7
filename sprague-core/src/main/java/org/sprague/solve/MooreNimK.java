package org.sprague.solve;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Moore's theorem for Nim<sub>k</sub>, where a move takes from at least one and at most {@code k} heaps
 * (E. H. Moore, "A generalization of the game called Nim", Annals of Mathematics 11 (1910) 93-94).
 *
 * <p>A position is lost for the player to move exactly when, for every bit, the number of heaps with that bit
 * set is divisible by {@code k + 1}. With {@code k = 1} this is Bouton's rule for Nim. The theorem holds for
 * heaps, and for components on which no move raises the Grundy value; {@link NimKSumSolver} checks that before
 * it applies the rule to other games.
 */
public final class MooreNimK {
    private MooreNimK() {
    }

    /**
     * Moore's rule: whether heaps are a loss for the player to move in Nim<sub>k</sub>.
     *
     * @param sizes the heap sizes, non-negative
     * @param k the most heaps a move may change, at least 1 (a {@code k} above the heap count acts as the count)
     * @return true when every bit position has a multiple of {@code k + 1} ones
     * @throws IllegalArgumentException when {@code k < 1}
     */
    public static boolean isLosing(List<BigInteger> sizes, int k) {
        checkK(k);
        k = Math.min(k, Math.max(1, sizes.size())); // k beyond the heap count is the same game; avoids overflow
        int bits = maxBitLength(sizes);
        for (int b = 0; b < bits; b++) {
            if (onesAt(sizes, b) % (k + 1) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * A winning move: the new heap sizes, each at most the old and at most {@code k} of them smaller, that form
     * a losing position; {@code null} when {@code sizes} is itself losing.
     *
     * <p>Construction (the proof of Moore's theorem, made explicit): bits are fixed from the highest down. Heaps
     * already lowered have all lower bits free. At bit {@code b}, with {@code r} = the count of ones among the
     * other heaps modulo {@code k+1}, either {@code (k+1-r) mod (k+1)} lowered heaps take a one there, or, when
     * there are too few, {@code r} further heaps with a one there are lowered by clearing it; the second case
     * only arises when the lowered heaps number fewer than {@code k+1-r}, so never more than {@code k} are used.
     *
     * @param sizes the heap sizes, non-negative
     * @param k the most heaps a move may change, at least 1
     * @return the heap sizes after a winning move, or {@code null} when {@code sizes} is losing
     * @throws IllegalArgumentException when {@code k < 1}
     */
    public static List<BigInteger> winningMove(List<BigInteger> sizes, int k) {
        checkK(k);
        k = Math.min(k, Math.max(1, sizes.size()));
        int n = sizes.size();
        BigInteger[] target = sizes.toArray(new BigInteger[0]);
        boolean[] lowered = new boolean[n];
        List<Integer> loweredOrder = new ArrayList<>();
        for (int b = maxBitLength(sizes) - 1; b >= 0; b--) {
            int ones = 0;
            for (int i = 0; i < n; i++) {
                if (!lowered[i] && sizes.get(i).testBit(b)) {
                    ones++;
                }
            }
            int r = ones % (k + 1);
            int need = (k + 1 - r) % (k + 1);
            if (need <= loweredOrder.size()) {
                for (int j = 0; j < loweredOrder.size(); j++) {
                    int i = loweredOrder.get(j);
                    target[i] = j < need ? target[i].setBit(b) : target[i].clearBit(b);
                }
            } else {
                for (int i : loweredOrder) {
                    target[i] = target[i].clearBit(b);
                }
                for (int i = 0, taken = 0; i < n && taken < r; i++) {
                    if (!lowered[i] && sizes.get(i).testBit(b)) {
                        lowered[i] = true;
                        loweredOrder.add(i);
                        target[i] = target[i].clearBit(b);
                        taken++;
                    }
                }
            }
        }
        return loweredOrder.isEmpty() ? null : List.of(target);
    }

    private static int onesAt(List<BigInteger> sizes, int bit) {
        int ones = 0;
        for (BigInteger s : sizes) {
            if (s.testBit(bit)) {
                ones++;
            }
        }
        return ones;
    }

    private static int maxBitLength(List<BigInteger> sizes) {
        int bits = 0;
        for (BigInteger s : sizes) {
            if (s.signum() < 0) {
                throw new IllegalArgumentException("heap sizes must be non-negative, got " + s);
            }
            bits = Math.max(bits, s.bitLength());
        }
        return bits;
    }

    private static void checkK(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
    }
}
