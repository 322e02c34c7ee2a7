package org.sprague.catalog.nim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.sprague.game.Canonicalizer;
import org.sprague.game.DisjunctiveSum;
import org.sprague.game.ImpartialGame;

/**
 * The rules of Nim stated for the generic solvers: a heap of {@code n} may become any smaller heap, and a
 * position is a sum of heaps.
 */
public final class NimRules {
    private NimRules() {
    }

    /** One heap: options {@code 0 .. n-1}, smallest first. */
    public static final ImpartialGame<Integer> HEAP = (n, sink) -> {
        for (int m = 0; m < n; m++) {
            sink.accept(m);
        }
    };

    /** Several heaps: the disjunctive sum of {@link #HEAP}s. */
    public static final DisjunctiveSum<Integer> SUM = new DisjunctiveSum<>(HEAP);

    /**
     * Heaps are interchangeable and empty heaps have no moves, so the sorted list of non-empty heaps represents
     * every position once (for Nim, Nim-k and misère play alike).
     */
    public static final Canonicalizer<List<Integer>> SORTED = heaps -> {
        List<Integer> nonEmpty = new ArrayList<>(heaps.size());
        for (int h : heaps) {
            if (h != 0) {
                nonEmpty.add(h);
            }
        }
        nonEmpty.sort(Comparator.naturalOrder());
        return Collections.unmodifiableList(nonEmpty);
    };
}
