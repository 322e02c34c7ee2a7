package org.sprague.heap;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The all-but subtraction game: remove any positive number of tokens except the members of a finite set S.
 * Such games are arithmetically periodic in every case computed so far; no theorem bounds where, so their
 * periodicity is reported as observed, not proven.
 */
public final class AllButRuleset implements HeapRuleset {
    private final int[] set;

    /** @param set distinct positive amounts, ascending, that may not be removed */
    public AllButRuleset(int[] set) {
        this.set = set.clone();
    }

    @Override
    public String name() {
        return "subtraction all-but " + Arrays.stream(set).mapToObj(Integer::toString)
                .collect(Collectors.joining(","));
    }

    @Override
    public String rules() {
        return "remove any positive number of tokens except " + name().substring("subtraction all-but ".length());
    }

    @Override
    public int maxParts() {
        return 1;
    }

    @Override
    public double cost(long n) {
        return (double) n * (set.length + 1);
    }

    private boolean excluded(int k) {
        return Arrays.binarySearch(set, k) >= 0;
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int k = 1; k <= n; k++) {
            if (!excluded(k)) {
                sink.accept(n - k, 0, 0);
            }
        }
    }

    /**
     * Keeps how often each value occurs among G(0..n-1) and their mex; the options of n are all of those
     * heaps but the few n - s, so the answer is that mex, or a value whose only occurrences are excluded.
     */
    @Override
    public boolean resumesCheaply() {
        // each call recounts the values of g[0..from-1]; the whole run is linear anyway
        return false;
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        int[] count = new int[16];
        int globalMex = 0;
        for (int m = 0; m < from; m++) {
            count = bump(count, g[m]);
        }
        while (globalMex < count.length && count[globalMex] > 0) {
            globalMex++;
        }
        for (int n = from; n <= to; n++) {
            for (int s : set) {
                if (s <= n) {
                    count[g[n - s]]--;
                }
            }
            int best = globalMex;
            for (int s : set) {
                if (s <= n) {
                    int v = g[n - s];
                    if (count[v] == 0 && v < best) {
                        best = v;
                    }
                }
            }
            for (int s : set) {
                if (s <= n) {
                    count[g[n - s]]++;
                }
            }
            g[n] = best;
            count = bump(count, best);
            while (globalMex < count.length && count[globalMex] > 0) {
                globalMex++;
            }
        }
    }

    private static int[] bump(int[] count, int v) {
        if (v >= count.length) {
            count = Arrays.copyOf(count, Math.max(v + 1, count.length * 2));
        }
        count[v]++;
        return count;
    }

    /** A take of any positive amount but the set's. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        return Optional.of(k != null && (k.bitLength() >= 32 || !excluded(k.intValue())));
    }
}
