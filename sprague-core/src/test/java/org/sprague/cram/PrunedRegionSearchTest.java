package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.BoardRegions;
import org.sprague.solve.Budget;

/**
 * The pruned questions of {@link RegionSearch} (Beling and Rogalski, "On pruning search trees of impartial games",
 * Artificial Intelligence 283, 2020) held against {@link CramBruteForce}, the plain mex of every domino of the whole
 * board written in the tests: a question about a set of values, and whether a board has a given value.
 */
class PrunedRegionSearchTest {
    /** A connected region cropped to its {@code width x height} box. */
    private record Region(int width, int height, long mask) {
        int bruteForceValue() {
            return new CramBruteForce(width, height).grundy(mask);
        }
    }

    /** A random connected region of 4 to 16 cells, cropped to its box. */
    private static Region randomRegion(Random random) {
        while (true) {
            int width = 2 + random.nextInt(5);
            int height = 2 + random.nextInt(5);
            long cells = 0;
            for (int i = 0; i < width * height; i++) {
                if (random.nextDouble() < 0.7) {
                    cells |= 1L << i;
                }
            }
            if (cells == 0) {
                continue;
            }
            long region = BoardRegions.regionOf(cells, Long.lowestOneBit(cells), width, 64);
            int size = Long.bitCount(region);
            if (size < 4 || size > 16) {
                continue;
            }
            int box = Cells.box(width, height, region);
            return new Region(Cells.width(box), Cells.height(box), Cells.crop(width, region, box));
        }
    }

    /**
     * A question about a set answers the value when the set holds it, and otherwise the value or "not in the set";
     * one search (and so one table, lower bounds included) answers many questions about each region.
     */
    @Test
    void aQuestionAboutASetOfValuesAgreesWithTheBruteForce() {
        Random random = new Random(2020);
        for (int trial = 0; trial < 300; trial++) {
            Region r = randomRegion(random);
            int width = r.width();
            int height = r.height();
            long mask = r.mask();
            int expected = r.bruteForceValue();
            RegionSearch search = new RegionSearch(1 << 12, Budget.unlimited());
            for (int q = 0; q < 8; q++) {
                long lo = random.nextLong() & random.nextLong() & 0xFF;
                boolean inSet = (lo >>> expected & 1) != 0;
                int answer = search.regionValueIn(width, height, mask, lo, 0);
                if (inSet) {
                    assertThat(answer).as("%dx%d %x in %s", width, height, mask, Long.toBinaryString(lo))
                            .isEqualTo(expected);
                } else {
                    assertThat(answer).as("%dx%d %x not in %s", width, height, mask, Long.toBinaryString(lo))
                            .isIn(expected, RegionSearch.NOT_IN_SET);
                }
            }
            assertThat(search.value(width, height, mask)).as("%dx%d %x after the questions", width, height, mask)
                    .isEqualTo(expected);
        }
    }

    /**
     * A region asked about a set that does not hold its value is known not to have any of those values: asked again
     * about any part of that set, it is answered from the table with no region searched, and its exact value found
     * afterwards (which skips the values excluded) is still the brute force's.
     */
    @Test
    void valuesExcludedByAnAnswerAreNotSearchedAgain() {
        Random random = new Random(283);
        int excludedAbove = 0;
        for (int trial = 0; trial < 300; trial++) {
            Region r = randomRegion(random);
            int width = r.width();
            int height = r.height();
            long mask = r.mask();
            int expected = r.bruteForceValue();
            // a table large enough to lose no entry of these regions of at most 16 cells
            RegionSearch search = new RegionSearch(1 << 16, Budget.unlimited());
            // a small set without the value: its values above the region's a lower bound alone would forget
            long set = random.nextLong() & 0xFL & ~(1L << expected);
            if (set == 0) {
                continue;
            }
            if (search.regionValueIn(width, height, mask, set, 0) != RegionSearch.NOT_IN_SET) {
                continue; // answered with its value on the way: nothing was excluded
            }
            long searched = search.nodes();
            for (long part = set; part != 0; part &= part - 1) {
                assertThat(search.regionValueIn(width, height, mask, Long.lowestOneBit(part), 0))
                        .as("%dx%d %x asked again", width, height, mask).isEqualTo(RegionSearch.NOT_IN_SET);
            }
            assertThat(search.nodes()).as("%dx%d %x: regions searched again", width, height, mask)
                    .isEqualTo(searched);
            excludedAbove += set >>> expected > 1 ? 1 : 0;
            assertThat(search.value(width, height, mask)).as("%dx%d %x after", width, height, mask)
                    .isEqualTo(expected);
        }
        assertThat(excludedAbove).as("regions with values excluded above their own").isPositive();
    }

    /** Whether a board (of several regions) has a value: true for its brute-force value alone. */
    @Test
    void whetherABoardHasAValueAgreesWithTheBruteForce() {
        Random random = new Random(48);
        RegionSearch search = new RegionSearch(1 << 12, Budget.unlimited());
        for (int trial = 0; trial < 300; trial++) {
            int width = 1 + random.nextInt(7);
            int height = 1 + random.nextInt(7);
            long mask = 0;
            for (int i = 0; i < width * height; i++) {
                if (random.nextDouble() < 0.6 && Long.bitCount(mask) < 15) {
                    mask |= 1L << i;
                }
            }
            int expected = new CramBruteForce(width, height).grundy(mask);
            for (int target = 0; target <= 5; target++) {
                assertThat(search.valueIs(width, height, mask, target)).as("%dx%d %x is %d", width, height, mask,
                        target).isEqualTo(expected == target);
            }
        }
    }

    /** The sets of nimbers below 128: each operation against the set written out element by element. */
    @Test
    void nimberSetsAgreeWithTheirDefinitions() {
        Random random = new Random(3);
        for (int trial = 0; trial < 2000; trial++) {
            long lo = random.nextLong() & (random.nextBoolean() ? -1L : random.nextLong());
            long hi = random.nextBoolean() ? 0 : random.nextLong();
            int v = random.nextInt(128);
            int max = -1;
            int min = -1;
            long xLo = 0;
            long xHi = 0;
            for (int e = 0; e < 128; e++) {
                boolean in = e < 64 ? (lo >>> e & 1) != 0 : (hi >>> (e - 64) & 1) != 0;
                if (in) {
                    max = e;
                    min = min < 0 ? e : min;
                    int image = e ^ v;
                    xLo |= image < 64 ? 1L << image : 0;
                    xHi |= image < 64 ? 0 : 1L << (image - 64);
                }
            }
            assertThat(NimberSets.max(lo, hi)).isEqualTo(max);
            assertThat(NimberSets.min(lo, hi)).isEqualTo(min);
            assertThat(NimberSets.xorWord(lo, hi, v)).as("lo of the set ^ %d", v).isEqualTo(xLo);
            assertThat(NimberSets.xorWord(hi, lo, v)).as("hi of the set ^ %d", v).isEqualTo(xHi);
            int n = random.nextInt(129) - 1;
            for (int e = 0; e < 128; e++) {
                boolean in = e < 64 ? (NimberSets.uptoLo(n) >>> e & 1) != 0 : (NimberSets.uptoHi(n) >>> (e - 64) & 1) != 0;
                assertThat(in).as("%d in {0..%d}", e, n).isEqualTo(e <= n);
            }
        }
    }
}
