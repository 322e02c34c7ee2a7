package org.sprague.catalog.classic;

import org.sprague.game.ImpartialGame;

/**
 * Bash's game on one heap stated for the generic solvers: take 1 to {@code max} tokens. Its Grundy value is
 * {@code n mod (max + 1)}, so a take can raise the value (from a multiple of {@code max + 1}), which is why
 * Moore's bit rule does not apply to compounds of these heaps (see {@link FootballGame}).
 */
public final class BashRules {
    private BashRules() {
    }

    /** Options {@code n-1, n-2, ..., max(0, n-max)}. */
    public static ImpartialGame<Integer> heap(int max) {
        return (n, sink) -> {
            for (int t = 1; t <= Math.min(max, n); t++) {
                sink.accept(n - t);
            }
        };
    }
}
