package org.sprague.heap.sequence;

import java.util.Arrays;

/**
 * The split layouts where a word-wise search could slip: G is x everywhere except one y at heap {@code place}
 * (1 to 40, every place of five blocks of eight), so x ^ y shows only at the splits through it; each layout is
 * searched up to just before that place, up to it, and past it.
 */
final class OddOneOut {
    /** One layout: the values, the heap that splits, the last smaller part searched, and x and y. */
    interface Layout {
        void check(byte[] g, int r, int hi, int x, int y);
    }

    private OddOneOut() {
    }

    static void each(int[] edge, Layout layout) {
        for (int x : edge) {
            for (int y : edge) {
                for (int place = 1; place <= 40; place++) {
                    int r = 81;
                    byte[] g = new byte[r + 1];
                    Arrays.fill(g, (byte) x);
                    g[place] = (byte) y;
                    for (int hi : new int[] {place - 1, place, 40}) {
                        if (hi >= 1) {
                            layout.check(g, r, hi, x, y);
                        }
                    }
                }
            }
        }
    }
}
