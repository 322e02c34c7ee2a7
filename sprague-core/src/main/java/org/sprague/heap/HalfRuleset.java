package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Take at most half (LightOJ 1296 "Again Stone Game"): from a heap of {@code n} remove 1 to floor(n/2) tokens,
 * so a single token cannot move. The box game (CSU 1104) has the same moves (see {@link #box()}): the larger box
 * of {@code n} balls is split and the smaller part thrown away, leaving ceil(n/2) .. n-1.
 */
public final class HalfRuleset extends WindowRuleset {
    private static final HalfRuleset HALF = new HalfRuleset(false);
    private static final HalfRuleset BOX = new HalfRuleset(true);

    private final boolean box;

    private HalfRuleset(boolean box) {
        this.box = box;
    }

    /**
     * Take at most half.
     *
     * @return the shared instance: remove 1 to floor(n/2) tokens
     */
    public static HalfRuleset half() {
        return HALF;
    }

    /**
     * The box game: boxes (n, 1); empty the smaller box, share the larger between both.
     *
     * @return the shared instance, with the values of {@link #half()}
     */
    public static HalfRuleset box() {
        return BOX;
    }

    @Override
    public String name() {
        return box ? "box" : "half";
    }

    @Override
    public String rules() {
        return box ? "two boxes hold n and 1 balls: empty the smaller, then move some balls of the other into it"
                + " so both hold at least one; a heap is the larger box, n -> ceil(n/2) .. n-1"
                : "remove 1 to floor(n/2) tokens from a heap of n";
    }

    @Override
    public int lowestOption(int n) {
        return n - n / 2;
    }

    @Override
    protected int valueBound(int n) {
        return n / 2 + 1;
    }

    @Override
    public ClosedForm closedForm() {
        return box ? ClosedForms.BOX : ClosedForms.HALF;
    }

    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        return halfWindowOptions(n, query);
    }

    /** A take of 1 to floor(n/2) tokens (the box game: the larger box left with ceil(n/2) .. n-1). */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        return Optional.of(k != null && k.compareTo(n.shiftRight(1)) <= 0);
    }
}
