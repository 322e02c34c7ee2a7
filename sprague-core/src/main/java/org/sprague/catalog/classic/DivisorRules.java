package org.sprague.catalog.classic;

import java.util.function.IntConsumer;
import org.sprague.game.IndexedImpartialGame;

/**
 * The divisor game (LeetCode 1025) stated for the generic solvers: from {@code n}, choose {@code x} with
 * {@code 0 < x < n} dividing {@code n} and move to {@code n - x}. Positions {@code 0 .. max} (0 and 1 have no
 * move).
 */
public final class DivisorRules implements IndexedImpartialGame {
    private final int max;

    public DivisorRules(int max) {
        this.max = max;
    }

    @Override
    public int size() {
        return max + 1;
    }

    @Override
    public void forEachOption(int n, IntConsumer sink) {
        for (int x = 1; (long) x * x <= n; x++) {
            if (n % x == 0) {
                if (x < n) {
                    sink.accept(n - x);
                }
                int y = n / x;
                if (y != x && y < n) {
                    sink.accept(n - y);
                }
            }
        }
    }
}
