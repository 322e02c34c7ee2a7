package org.sprague.catalog.classic;

import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * Cram on a whole board of up to 64 squares, as a bit mask of its empty squares (bit {@code r * width + c}): a
 * move clears two adjacent bits. No regions and no symmetry: the plain rules, for searches of the whole board
 * (remoteness) and as the rules the contract tests search.
 */
final class CramRules {
    private CramRules() {
    }

    /** The rules on a {@code width x height} board, {@code width * height <= 64}. */
    static ImpartialGame<Long> of(int width, int height) {
        return (mask, sink) -> {
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    long a = 1L << (r * width + c);
                    if ((mask & a) == 0) {
                        continue;
                    }
                    if (c + 1 < width && (mask & a << 1) != 0) {
                        sink.accept(mask & ~a & ~(a << 1));
                    }
                    if (r + 1 < height && (mask & a << width) != 0) {
                        sink.accept(mask & ~a & ~(a << width));
                    }
                }
            }
        };
    }

    /** The empty squares of rows of '.' and '#' (at most 64 squares). */
    static long mask(List<String> rows) {
        long mask = 0;
        int width = rows.get(0).length();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < width; c++) {
                mask |= rows.get(r).charAt(c) == '.' ? 1L << (r * width + c) : 0;
            }
        }
        return mask;
    }
}
