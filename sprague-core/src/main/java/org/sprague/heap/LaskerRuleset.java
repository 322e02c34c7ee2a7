package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.sprague.value.MexBuffer;

/**
 * Lasker's Nim (hihoCoder 1173, HDU 3032): remove any positive number of tokens from a heap, or split a heap into
 * two non-empty heaps without removing any. Closed form by n mod 4 (see {@link ClosedForms#LASKER}).
 */
public final class LaskerRuleset implements HeapRuleset {
    /** The one instance; the rules have no parameter. */
    public static final LaskerRuleset INSTANCE = new LaskerRuleset();

    private LaskerRuleset() {
    }

    @Override
    public String name() {
        return "lasker";
    }

    @Override
    public String rules() {
        return "remove any positive number of tokens from a heap, or split a heap into two non-empty heaps";
    }

    @Override
    public int maxParts() {
        return 2;
    }

    @Override
    public ClosedForm closedForm() {
        return ClosedForms.LASKER;
    }

    @Override
    public double cost(long n) {
        return n * (double) n * 0.75;
    }

    /** Takes first (new size ascending), then splits (smaller part ascending). */
    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int m = 0; m < n; m++) {
            sink.accept(m, 0, 0);
        }
        for (int a = 1; a <= n / 2; a++) {
            sink.accept(n - a, a, 0);
        }
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        MexBuffer mex = new MexBuffer();
        for (int n = from; n <= to; n++) {
            mex.clear();
            for (int m = 0; m < n; m++) {
                mex.add(g[m]);
            }
            for (int a = 1, half = n / 2; a <= half; a++) {
                mex.add(g[a] ^ g[n - a]);
            }
            g[n] = mex.mex();
        }
    }

    /**
     * A take leaves one heap m &lt; n with G(m) = t, and G(m) is m - 1, m or m + 1 (the closed form), so m is one of
     * t - 1, t, t + 1; splits are tried for their smallest parts only, so the listing is a selection.
     */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        TreeSet<BigInteger> takes = new TreeSet<>();
        for (int d = -1; d <= 1; d++) {
            BigInteger m = query.target().add(BigInteger.valueOf(d));
            if (m.signum() >= 0 && m.compareTo(n) < 0) {
                takes.add(m);
            }
        }
        takes.forEach(query::leave);
        query.splitsWithSmallPart(n);
        return false;
    }

    /** Any take, or a split into two non-empty heaps of the same tokens. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        if (parts.size() == 2) {
            return Optional.of(HeapMoves.positive(parts) && HeapMoves.sum(parts).equals(n));
        }
        return Optional.of(HeapMoves.taken(n, parts) != null);
    }
}
