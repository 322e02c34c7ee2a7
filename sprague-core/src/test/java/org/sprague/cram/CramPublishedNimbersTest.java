package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;
import org.sprague.solve.Budget;

/**
 * The values of empty Cram rectangles held against the published ones, every rectangle of 4 to 48 cells (both sides
 * at least 4) that the table of Beling's solver gives: the README of the impartial-games repository, computed with
 * the pruned search of Beling and Rogalski ("On pruning search trees of impartial games", Artificial Intelligence
 * 283, 2020). Boards up to 5x7 were first solved by Schneider (master's thesis "Das Spiel Juvavum", Salzburg 2009),
 * the rest but 4x11 by Lemoine and Viennot's Glop ("Nimbers are inevitable", Theoretical Computer Science 462,
 * 2012, and the Glop records page); 4x11 was first published in that README. Boards below 4 rows are outside the
 * table; they and every rectangle up to 20 cells are held against the brute force in {@link RegionSearchTest}.
 *
 * <p>The boards that take more than a few seconds run when the environment variable {@code SPRAGUE_LARGE_TESTS} is
 * set (minutes each on one core: docs/BENCHMARKS.md, "Cram past 40 cells"). The boards with both sides even (4x12
 * and 6x8 among them) run on every build: the search values them by the half-turn strategy at once
 * ({@link HalfTurnSymmetry}), so these entries check that argument's wiring against the table, which gives them as 0
 * for the same reason.
 */
class CramPublishedNimbersTest {
    /**
     * {rows, columns, published value}: every board of the README table of Beling's impartial-games repository up
     * to 48 cells.
     */
    private static final int[][] PUBLISHED = {
        {4, 4, 0}, {4, 5, 2}, {4, 6, 0}, {4, 7, 3}, {4, 8, 0}, {4, 9, 1}, {4, 10, 0}, {4, 11, 1}, {4, 12, 0},
        {5, 5, 0}, {5, 6, 2}, {5, 7, 1}, {5, 8, 1}, {5, 9, 1},
        {6, 6, 0}, {6, 7, 5}, {6, 8, 0},
    };
    /** Boards of at most this many cells take at most a second or so, and run on every build. */
    private static final int FAST_CELLS = 30;

    private static long full(int width, int height) {
        return width * height == 64 ? -1L : (1L << (width * height)) - 1;
    }

    private static void check(int[] entry) {
        int rows = entry[0];
        int columns = entry[1];
        RegionSearch search = new RegionSearch(1 << Math.min(24, rows * columns / 2), Budget.unlimited());
        assertThat(search.value(columns, rows, full(columns, rows))).as("%dx%d", rows, columns).isEqualTo(entry[2]);
    }

    @Test
    void rectanglesOfUpToThirtyCellsHaveThePublishedNimbersBothWaysRound() {
        for (int[] entry : PUBLISHED) {
            if (entry[0] * entry[1] <= FAST_CELLS) {
                check(entry);
                check(new int[] {entry[1], entry[0], entry[2]});
            }
        }
    }

    @Test
    void rectanglesWithBothSidesEvenUpToFortyEightCellsHaveThePublishedNimbersAtOnce() {
        int checked = 0;
        for (int[] entry : PUBLISHED) {
            if (entry[0] % 2 == 0 && entry[1] % 2 == 0) {
                RegionSearch search = new RegionSearch(1 << 10, Budget.unlimited());
                int columns = entry[1];
                int rows = entry[0];
                assertThat(search.value(columns, rows, full(columns, rows))).as("%dx%d", rows, columns)
                        .isEqualTo(entry[2]);
                assertThat(search.nodes()).as("%dx%d regions searched", rows, columns).isZero();
                checked++;
            }
        }
        assertThat(checked).as("4x4, 4x6, 4x8, 4x10, 4x12, 6x6, 6x8").isEqualTo(7);
    }

    @Test
    void rectanglesOfThirtyTwoToFortyEightCellsHaveThePublishedNimbers() {
        assumeTrue(System.getenv("SPRAGUE_LARGE_TESTS") != null, "set SPRAGUE_LARGE_TESTS to run");
        for (int[] entry : PUBLISHED) {
            if (entry[0] * entry[1] > FAST_CELLS && (entry[0] % 2 != 0 || entry[1] % 2 != 0)) {
                check(entry);
            }
        }
    }
}
