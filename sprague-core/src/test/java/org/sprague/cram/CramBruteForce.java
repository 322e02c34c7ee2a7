package org.sprague.cram;

import java.util.HashMap;
import java.util.Map;

/**
 * The test's own oracle: Grundy values of a whole Cram board by plain recursion over every domino, memoised by the
 * board's mask only: no regions, no nim-sums, no symmetry, no table of fixed size.
 */
final class CramBruteForce {
    private final int width;
    private final int height;
    private final Map<Long, Integer> memo = new HashMap<>();

    CramBruteForce(int width, int height) {
        this.width = width;
        this.height = height;
    }

    int grundy(long mask) {
        Integer known = memo.get(mask);
        if (known != null) {
            return known;
        }
        boolean[] seen = new boolean[130];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                long a = 1L << (r * width + c);
                if ((mask & a) == 0) {
                    continue;
                }
                if (c + 1 < width && (mask & (a << 1)) != 0) {
                    seen[grundy(mask & ~a & ~(a << 1))] = true;
                }
                if (r + 1 < height && (mask & (a << width)) != 0) {
                    seen[grundy(mask & ~a & ~(a << width))] = true;
                }
            }
        }
        int g = 0;
        while (seen[g]) {
            g++;
        }
        memo.put(mask, g);
        return g;
    }
}
