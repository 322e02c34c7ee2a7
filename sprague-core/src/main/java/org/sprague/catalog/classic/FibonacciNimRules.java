package org.sprague.catalog.classic;

import java.util.function.IntConsumer;
import org.sprague.game.IndexedImpartialGame;

/**
 * Fibonacci Nim stated for the generic solvers: a position is {@code (n, cap)}, {@code n} tokens of which at most
 * {@code cap} may be taken; taking {@code t} leads to {@code (n - t, 2t)}. The first move from {@code N} is
 * {@code (N, N - 1)} (not all); a position after a take of {@code LAST} is {@code (n, 2 LAST)}. States are
 * numbered {@code n * (max + 1) + min(cap, n)} for {@code n <= max}.
 */
public final class FibonacciNimRules implements IndexedImpartialGame {
    private final int max;

    public FibonacciNimRules(int max) {
        this.max = max;
    }

    /** The state number of {@code (n, cap)}. */
    public int state(int n, long cap) {
        return n * (max + 1) + (int) Math.min(cap, n);
    }

    @Override
    public int size() {
        return (max + 1) * (max + 1);
    }

    @Override
    public void forEachOption(int position, IntConsumer sink) {
        int n = position / (max + 1);
        int cap = position % (max + 1);
        for (int t = 1; t <= Math.min(n, cap); t++) {
            sink.accept(state(n - t, 2L * t));
        }
    }
}
