package org.sprague.catalog.classic;

import java.util.function.IntConsumer;
import org.sprague.game.IndexedImpartialGame;

/**
 * The coin-turning games of hihoCoder 1172 and FZU 1928 stated for the generic solvers: a position is the set of
 * coins showing heads, as a bit mask over at most 30 coins.
 */
public final class CoinRules {
    private CoinRules() {
    }

    /**
     * hihoCoder 1172 on a row of {@code n} coins (bit {@code i} = coin {@code i+1}): turn a head to tails, and
     * optionally any one coin to its left.
     */
    public static IndexedImpartialGame row(int n) {
        return new Masks(n) {
            @Override
            public void forEachOption(int mask, IntConsumer sink) {
                for (int i = 0; i < n; i++) {
                    if ((mask >> i & 1) != 0) {
                        int turned = mask ^ (1 << i);
                        sink.accept(turned);
                        for (int j = 0; j < i; j++) {
                            sink.accept(turned ^ (1 << j));
                        }
                    }
                }
            }
        };
    }

    /**
     * FZU 1928 on a {@code rows x cols} board (bit {@code r*cols + c}): turn two coins of one row or one column,
     * the lower or right one from heads to tails.
     */
    public static IndexedImpartialGame board(int rows, int cols) {
        return new Masks(rows * cols) {
            @Override
            public void forEachOption(int mask, IntConsumer sink) {
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < cols; c++) {
                        int bit = 1 << (r * cols + c);
                        if ((mask & bit) != 0) {
                            for (int c2 = 0; c2 < c; c2++) {
                                sink.accept(mask ^ bit ^ (1 << (r * cols + c2)));
                            }
                            for (int r2 = 0; r2 < r; r2++) {
                                sink.accept(mask ^ bit ^ (1 << (r2 * cols + c)));
                            }
                        }
                    }
                }
            }
        };
    }

    private abstract static class Masks implements IndexedImpartialGame {
        private final int coins;

        Masks(int coins) {
            if (coins > 30) {
                throw new IllegalArgumentException("at most 30 coins fit a mask, got " + coins);
            }
            this.coins = coins;
        }

        @Override
        public int size() {
            return 1 << coins;
        }
    }
}
