package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.solve.Budget;

/**
 * The half-turn strategy ({@link HalfTurnSymmetry}) held against the brute force written in the tests
 * ({@link CramBruteForce}: every domino of the whole board, no symmetry): every board it calls a second-player win
 * has value 0, in boxes of every parity, and the cells and dominoes it must exclude do change the value.
 */
class HalfTurnSymmetryTest {
    /** A random board equal to its image under the half-turn of its box, each pair of images empty with chance 3/4. */
    private static long randomSymmetric(Random random, int width, int height) {
        int cells = width * height;
        long mask = 0;
        for (int i = 0; i < (cells + 1) / 2; i++) {
            if (random.nextInt(4) != 0) {
                mask |= 1L << i | 1L << (cells - 1 - i);
            }
        }
        return mask;
    }

    @Test
    void everyBoardTheStrategyClaimsHasValueZeroAndTheSearchAgrees() {
        Random random = new Random(20261129);
        int claimed = 0;
        int declinedNonZero = 0;
        for (int trial = 0; trial < 1500; trial++) {
            int width = 1 + random.nextInt(6);
            int height = 1 + random.nextInt(Math.min(6, 20 / width));
            long mask = randomSymmetric(random, width, height);
            int brute = new CramBruteForce(width, height).grundy(mask);
            boolean mirrors = HalfTurnSymmetry.secondPlayerMirrors(width, height, mask);
            if (mirrors) {
                claimed++;
                assertThat(brute).as("%dx%d %x", width, height, mask).isZero();
            } else if (brute != 0) {
                declinedNonZero++;
            }
            RegionSearch search = new RegionSearch(1 << 12, Budget.unlimited());
            assertThat(search.value(width, height, mask)).as("%dx%d %x", width, height, mask).isEqualTo(brute);
        }
        assertThat(claimed).as("boards the strategy valued").isGreaterThan(300);
        assertThat(declinedNonZero).as("symmetric boards it rightly declined, of value not 0").isGreaterThan(100);
    }

    @Test
    void aFixedCellOrDominoMakesTheStrategyDeclineAndTheValueIsNotZero() {
        // {width, height, mask}: the centre cell of an odd box, the central domino across, the central domino down
        long[][] boards = {{3, 1, 0b111}, {5, 3, 0x7FFFL}, {2, 1, 0b11}, {4, 3, 0xFFFL}, {1, 2, 0b11},
            {3, 4, 0xFFFL}, {3, 3, 0b010_111_010}};
        for (long[] b : boards) {
            int width = (int) b[0];
            int height = (int) b[1];
            assertThat(HalfTurnSymmetry.secondPlayerMirrors(width, height, b[2])).as("%dx%d %x", width, height, b[2])
                    .isFalse();
            assertThat(new CramBruteForce(width, height).grundy(b[2])).as("%dx%d %x", width, height, b[2]).isNotZero();
        }
    }

    @Test
    void aBoardThatIsNotSymmetricIsDeclined() {
        assertThat(HalfTurnSymmetry.secondPlayerMirrors(4, 2, 0b0111_1111L)).isFalse();
        assertThat(HalfTurnSymmetry.secondPlayerMirrors(4, 4, 0xFFFFL)).isTrue();
        assertThat(HalfTurnSymmetry.secondPlayerMirrors(3, 3, 0b111_101_111L)).isTrue();
    }
}
