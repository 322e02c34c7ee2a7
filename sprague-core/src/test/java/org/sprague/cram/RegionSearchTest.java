package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.solve.Budget;

class RegionSearchTest {
    private static RegionSearch search() {
        return new RegionSearch(1 << 20, Budget.unlimited());
    }

    private static long full(int width, int height) {
        return width * height == 64 ? -1L : (1L << (width * height)) - 1;
    }

    /** A random board of the box with about {@code 14} empty cells at most. */
    private static long randomMask(Random random, int width, int height, int maxEmpty) {
        long mask = 0;
        int cells = width * height;
        double p = Math.min(0.75, (double) maxEmpty / cells);
        for (int i = 0; i < cells; i++) {
            if (random.nextDouble() < p && Long.bitCount(mask) < maxEmpty) {
                mask |= 1L << i;
            }
        }
        return mask;
    }

    @Test
    void randomBoardsOfUpToFourteenEmptyCellsAgreeWithTheBruteForce() {
        Random random = new Random(20260901);
        for (int trial = 0; trial < 600; trial++) {
            int width = 1 + random.nextInt(7);
            int height = 1 + random.nextInt(7);
            long mask = randomMask(random, width, height, 14);
            int expected = new CramBruteForce(width, height).grundy(mask);
            assertThat(search().value(width, height, mask)).as("%dx%d %x", width, height, mask).isEqualTo(expected);
        }
    }

    @Test
    void aTableOfSixtyFourEntriesReplacesAndStillAgreesWithTheBruteForce() {
        Random random = new Random(7);
        RegionSearch tiny = new RegionSearch(64, Budget.unlimited());
        for (int trial = 0; trial < 100; trial++) {
            int width = 2 + random.nextInt(4);
            int height = 2 + random.nextInt(4);
            long mask = randomMask(random, width, height, 12);
            int expected = new CramBruteForce(width, height).grundy(mask);
            assertThat(tiny.value(width, height, mask)).as("%dx%d %x", width, height, mask).isEqualTo(expected);
        }
        assertThat(tiny.replaced()).as("the table was full and replaced entries").isPositive();
    }

    @Test
    void smallRectanglesAgreeWithTheBruteForce() {
        for (int width = 1; width <= 6; width++) {
            for (int height = 1; width * height <= 20 && height <= 6; height++) {
                int expected = new CramBruteForce(width, height).grundy(full(width, height));
                assertThat(search().value(width, height, full(width, height))).as("%dx%d", width, height)
                        .isEqualTo(expected);
            }
        }
    }

    /**
     * A board of two parts that no domino joins: the brute force of the whole board (which never splits it) equals
     * the nim-sum of the brute force of each part alone, and the search's value (which splits it).
     */
    @Test
    void aBoardOfSeparatePartsIsTheNimSumOfThem() {
        Random random = new Random(11);
        int width = 7;
        int height = 3;
        long wall = 0;
        for (int r = 0; r < height; r++) {
            wall |= 1L << (r * width + 3);
        }
        for (int trial = 0; trial < 200; trial++) {
            long mask = randomMask(random, width, height, 15) & ~wall;
            long left = 0;
            for (int r = 0; r < height; r++) {
                left |= 7L << (r * width);
            }
            CramBruteForce brute = new CramBruteForce(width, height);
            int whole = brute.grundy(mask);
            assertThat(whole).as("%x", mask)
                    .isEqualTo(brute.grundy(mask & left) ^ brute.grundy(mask & ~left));
            assertThat(search().value(width, height, mask)).as("%x", mask).isEqualTo(whole);
        }
    }

    /**
     * Boards whose options leave two equal parts (a random left part, its mirror image on the right, joined through a
     * middle column): the search cancels such pairs ({@code G + G = 0}) and still agrees with the brute force.
     */
    @Test
    void optionsLeavingTwoEqualPartsAgreeWithTheBruteForce() {
        Random random = new Random(13);
        int width = 7;
        int height = 3;
        long twins = 0;
        for (int trial = 0; trial < 150; trial++) {
            long mask = 0;
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < 3; c++) {
                    if (random.nextInt(3) != 0) {
                        mask |= 1L << (r * width + c) | 1L << (r * width + width - 1 - c);
                    }
                }
                if (random.nextInt(2) == 0) {
                    mask |= 1L << (r * width + 3);
                }
            }
            RegionSearch search = search();
            assertThat(search.value(width, height, mask)).as("%x", mask)
                    .isEqualTo(new CramBruteForce(width, height).grundy(mask));
            twins += search.twins();
        }
        assertThat(twins).as("pairs of equal parts cancelled").isPositive();
    }

    /**
     * A row of n squares is Dawson's Kayles on n tokens (octal 0.07: a move takes two adjacent tokens, leaving at most
     * two rows), computed by the independent octal engine; columns likewise, and a row inside a taller box.
     */
    @Test
    void oneByNIsOctal007UpToSixty() {
        GrundyValues octal = GrundySequences.upto(new OctalRuleset(OctalCode.parse("0.07")), 60);
        RegionSearch search = search();
        for (int n = 1; n <= 60; n++) {
            int expected = octal.values().get(n);
            assertThat(search.value(n, 1, full(n, 1))).as("1x%d", n).isEqualTo(expected);
            assertThat(search.value(1, n, full(1, n))).as("%dx1", n).isEqualTo(expected);
        }
        for (int n = 1; n <= 16; n++) {
            // the middle row of an n x 3 box
            assertThat(search.value(n, 3, full(n, 1) << n)).as("row in %dx3", n).isEqualTo(octal.values().get(n));
        }
    }

    /**
     * Both sides even: the second player answers every domino with its image under the half-turn about the centre,
     * which is always free and never overlaps it (no two adjacent cells are images of each other), so the value is
     * 0; this holds for any board with the half-turn symmetry, filled squares included. The search uses that
     * argument itself ({@link HalfTurnSymmetry}), so the random boards are also held against the brute force.
     */
    @Test
    void boardsWithEvenSidesAndHalfTurnSymmetryAreZero() {
        Random random = new Random(3);
        RegionSearch search = search();
        for (int trial = 0; trial < 300; trial++) {
            int width = 2 * (1 + random.nextInt(3));
            int height = width == 6 ? 2 : 2 * (1 + random.nextInt(2));
            int cells = width * height;
            long mask = 0;
            for (int i = 0; i < cells / 2; i++) {
                if (random.nextInt(4) != 0) {
                    mask |= 1L << i | 1L << (cells - 1 - i);
                }
            }
            assertThat(new CramBruteForce(width, height).grundy(mask)).as("%dx%d %x", width, height, mask).isZero();
            assertThat(search.value(width, height, mask)).as("%dx%d %x", width, height, mask).isZero();
        }
        for (int[] box : new int[][] {{2, 2}, {2, 8}, {4, 4}, {4, 6}, {6, 4}, {2, 12}}) {
            assertThat(search.value(box[0], box[1], full(box[0], box[1]))).as("%dx%d", box[0], box[1]).isZero();
        }
    }

    /**
     * One side even and one odd: the first player takes the two central squares (across the even side's middle),
     * then answers by the half-turn, so the value is not 0.
     */
    @Test
    void rectanglesWithOneSideEvenAndOneOddAreNotZero() {
        RegionSearch search = search();
        for (int[] box : new int[][] {{2, 1}, {2, 3}, {3, 2}, {4, 3}, {2, 5}, {4, 5}, {6, 3}, {3, 6}, {2, 9},
            {5, 4}}) {
            assertThat(search.value(box[0], box[1], full(box[0], box[1]))).as("%dx%d", box[0], box[1]).isNotZero();
        }
    }

    @Test
    void theNodeLimitStopsWithAResourceLimitNamingTheBudget() {
        RegionSearch small = new RegionSearch(1 << 10, Budget.standard().withSteps(1000 * RegionSearch.STEPS_PER_NODE));
        assertThatThrownBy(() -> small.value(5, 5, full(5, 5))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("search budget")
                .satisfies(e -> assertThat(((ResourceLimitException) e).resource())
                        .isEqualTo(ResourceLimitException.Resource.STEPS));
    }

    @Test
    void aRegionTooWideForABoxIsRefused() {
        assertThatThrownBy(() -> CramBoard.of(java.util.List.of(".".repeat(65))).regions())
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("64 cells");
    }
}
