package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bit-matrix transposition of {@link Cells} held against a transposition written here cell by cell. */
class CellsTest {
    private static long transposedCellByCell(int width, int height, long mask) {
        long out = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if ((mask >>> (r * width + c) & 1) != 0) {
                    out |= 1L << (c * height + r);
                }
            }
        }
        return out;
    }

    @Test
    void transposeMovesEachCellRowColumnToColumnRowInEveryBox() {
        Random random = new Random(5);
        for (int width = 1; width <= 64; width++) {
            for (int height = 1; width * height <= 64; height++) {
                int[] table = Cells.symmetryTable(width, height, 4);
                long all = width * height == 64 ? -1L : (1L << (width * height)) - 1;
                for (int trial = 0; trial < 50; trial++) {
                    long mask = random.nextLong() & all;
                    assertThat(Cells.transpose(width, height, mask, table)).as("%dx%d %x", width, height, mask)
                            .isEqualTo(transposedCellByCell(width, height, mask));
                }
                assertThat(Cells.transpose(width, height, all, table)).isEqualTo(all);
            }
        }
    }
}
