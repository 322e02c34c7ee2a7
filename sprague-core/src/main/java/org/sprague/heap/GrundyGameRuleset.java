package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.value.MexBuffer;

/**
 * Grundy's game (LightOJ 1199 "Partitioning Game"): split a heap into two non-empty heaps of different sizes.
 * Its sequence is conjectured, not known, to be periodic (Winning Ways ch. 4; computed far beyond 10^9 without a
 * period), so no formula answers large heaps.
 */
public final class GrundyGameRuleset implements HeapRuleset {
    /** The one instance; the rules have no parameter. */
    public static final GrundyGameRuleset INSTANCE = new GrundyGameRuleset();

    private GrundyGameRuleset() {
    }

    @Override
    public String name() {
        return "grundy";
    }

    @Override
    public String rules() {
        return "split a heap into two non-empty heaps of different sizes";
    }

    @Override
    public int maxParts() {
        return 2;
    }

    @Override
    public double cost(long n) {
        return n * (double) n / 4;
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int a = 1; a <= (n - 1) / 2; a++) {
            sink.accept(n - a, a, 0);
        }
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        MexBuffer mex = new MexBuffer();
        for (int n = from; n <= to; n++) {
            mex.clear();
            for (int a = 1, top = (n - 1) / 2; a <= top; a++) {
                mex.add(g[a] ^ g[n - a]);
            }
            g[n] = mex.mex();
        }
    }

    /** Two unequal non-empty heaps of the same tokens. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        return Optional.of(parts.size() == 2 && HeapMoves.positive(parts) && HeapMoves.sum(parts).equals(n)
                && !parts.get(0).equals(parts.get(1)));
    }
}
