package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Bash's game: remove 1 to K tokens from a heap (LeetCode 292 with K = 3, 51Nod 1066). G(n) = n mod (K+1).
 */
public final class BashRuleset extends WindowRuleset {
    /** Largest K whose rules are also stated as an octal code for the periodicity theorem. */
    private static final int LONGEST_CODE = 4096;

    private final int k;

    /**
     * Bash's game with at most {@code k} tokens a move.
     *
     * @param k the most tokens a move removes
     * @throws IllegalArgumentException when {@code k &lt; 1}
     */
    public BashRuleset(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("K must be at least 1");
        }
        this.k = k;
    }

    /**
     * The most tokens a move removes.
     *
     * @return K
     */
    public int max() {
        return k;
    }

    @Override
    public String name() {
        return "bash " + k;
    }

    @Override
    public String rules() {
        return "remove 1 to " + k + " tokens from a heap";
    }

    @Override
    public int lowestOption(int n) {
        return Math.max(0, n - k);
    }

    @Override
    protected int valueBound(int n) {
        return Math.min(n, k) + 1;
    }

    @Override
    public OctalCode asCode() {
        if (k > LONGEST_CODE) {
            return null;
        }
        int[] set = new int[k];
        for (int i = 0; i < k; i++) {
            set[i] = i + 1;
        }
        return OctalCode.ofSubtraction(set);
    }

    @Override
    public ClosedForm closedForm() {
        return ClosedForms.bash(k);
    }

    /** By G(n) = n mod (K+1): the one take leaving a heap of value t, if t &lt;= K and the take is 1..K. */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        BigInteger size = BigInteger.valueOf(k + 1L);
        if (query.target().compareTo(size) < 0) {
            BigInteger r = n.subtract(query.target()).mod(size);
            if (r.signum() > 0) {
                query.leave(n.subtract(r));
            }
        }
        return true;
    }

    /** A take of 1 to K tokens. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        return Optional.of(k != null && k.compareTo(BigInteger.valueOf(this.k)) <= 0);
    }
}
