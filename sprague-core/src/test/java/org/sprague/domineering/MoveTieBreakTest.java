package org.sprague.domineering;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The move order's places: within their bits, the same for a move and its images under the board's mirrors
 * (worked by hand from the cells a domino covers), the same for Right as for Left on the transposed board, and on
 * 8x8 the order worked by hand for a column.
 */
class MoveTieBreakTest {
    @Test
    void placesFitTheirBitsAndKeepTheMirrors() {
        for (int height = 2; height <= 8; height++) {
            for (int width = 2; width <= 8; width++) {
                int[] left = MoveTieBreak.of(width, height, true);
                int[] right = MoveTieBreak.of(width, height, false);
                int[] rightTransposed = MoveTieBreak.of(height, width, false);
                for (int r = 0; r < height; r++) {
                    for (int c = 0; c < width; c++) {
                        String at = height + "x" + width + " (" + r + "," + c + ")";
                        assertThat(left[r * width + c]).as(at).isBetween(0, 127);
                        assertThat(right[r * width + c]).as(at).isBetween(0, 127);
                        if (r + 1 < height) {
                            // a vertical domino from row r covers r and r + 1: mirrored, it starts at height - 2 - r
                            assertThat(left[(height - 2 - r) * width + c]).as(at).isEqualTo(left[r * width + c]);
                            assertThat(left[r * width + width - 1 - c]).as(at).isEqualTo(left[r * width + c]);
                        }
                        if (c + 1 < width) {
                            assertThat(right[r * width + width - 2 - c]).as(at).isEqualTo(right[r * width + c]);
                            assertThat(right[(height - 1 - r) * width + c]).as(at).isEqualTo(right[r * width + c]);
                            // Right's move at (r, c) is Left's at (c, r) on the board turned about its diagonal
                            assertThat(MoveTieBreak.of(height, width, true)[c * height + r]).as(at)
                                    .isEqualTo(right[r * width + c]);
                        }
                    }
                }
                assertThat(rightTransposed).hasSize(width * height);
            }
        }
    }

    /**
     * On 8x8, Left's moves in the second column: from the top row (the domino on rows 1-2, leaving no row above
     * it) first, then from row 3 (two rows above), before those leaving an odd number of rows; and every move in
     * the second column before every move in the edge column.
     */
    @Test
    void theSecondColumnFromTheEdgeComesFirstOnEightByEight() {
        int[] left = MoveTieBreak.of(8, 8, true);
        int best = 0;
        for (int cell = 0; cell < 56; cell++) {
            best = Math.max(best, left[cell]);
        }
        assertThat(left[1]).isEqualTo(best);
        assertThat(left[1]).isGreaterThan(left[2 * 8 + 1]);
        assertThat(left[2 * 8 + 1]).isGreaterThan(left[8 + 1]);
        for (int r = 0; r < 7; r++) {
            for (int edge = 0; edge < 7; edge++) {
                assertThat(left[r * 8 + 1]).isGreaterThan(left[edge * 8]);
            }
        }
    }
}
