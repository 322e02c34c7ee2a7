package org.sprague.catalog.classic;

import java.util.List;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;

/**
 * Wythoff's game stated for the generic solvers: a position is two piles; a move takes any positive number from
 * one pile, or the same positive number from both.
 */
public final class WythoffRules {
    private WythoffRules() {
    }

    /** Options of {@code [a, b]}: equal takes first, then pile 1, then pile 2. */
    public static final ImpartialGame<List<Integer>> GAME = (p, sink) -> {
        int a = p.get(0);
        int b = p.get(1);
        for (int d = 1; d <= Math.min(a, b); d++) {
            sink.accept(List.of(a - d, b - d));
        }
        for (int x = 0; x < a; x++) {
            sink.accept(List.of(x, b));
        }
        for (int y = 0; y < b; y++) {
            sink.accept(List.of(a, y));
        }
    };

    /** The piles are interchangeable. */
    public static final Canonicalizer<List<Integer>> SORTED =
            p -> p.get(0) <= p.get(1) ? p : List.of(p.get(1), p.get(0));
}
