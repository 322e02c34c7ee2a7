package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Taking Pebbles (CSU 1349): remove 1 to floor(n/2) tokens from a heap of {@code n}, and a single remaining
 * token may be taken.
 */
public final class PebblesRuleset extends WindowRuleset {
    /** The one instance; the rules have no parameter. */
    public static final PebblesRuleset INSTANCE = new PebblesRuleset();

    private PebblesRuleset() {
    }

    @Override
    public String name() {
        return "pebbles";
    }

    @Override
    public String rules() {
        return "remove 1 to floor(n/2) tokens from a heap of n; a heap of 1 may be taken";
    }

    @Override
    public int lowestOption(int n) {
        return n == 1 ? 0 : n - n / 2;
    }

    @Override
    protected int valueBound(int n) {
        return n / 2 + 2;
    }

    @Override
    public ClosedForm closedForm() {
        return ClosedForms.PEBBLES;
    }

    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        return halfWindowOptions(n, query);
    }

    /** A take of 1 to floor(n/2) tokens, or the last token. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        return Optional.of(k != null && (k.compareTo(n.shiftRight(1)) <= 0 || n.equals(BigInteger.ONE)));
    }
}
