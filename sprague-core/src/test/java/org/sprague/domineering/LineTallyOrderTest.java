package org.sprague.domineering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The search's move order by lines ({@link LineTallyOrder}) and the bit-parallel greedy packings of
 * {@link DomineeringBitboard}, each against a count written here cell by cell: runs of empty cells along a line,
 * {@code floor(k / 2)} dominoes in a run of {@code k}, taken greedily from the run's start.
 */
class LineTallyOrderTest {
    private static final long SEED = 20261126L;

    @Test
    void everyMoveTalliesAsTheBoardRecountedCellByCell() {
        Random random = new Random(SEED);
        for (int width = 1; width <= 8; width++) {
            for (int height = 1; height <= 8; height++) {
                if (width * height < 2) {
                    continue;
                }
                LineTallyOrder lines = LineTallyOrder.of(width, height);
                for (int trial = 0; trial < 60; trial++) {
                    long state = randomState(random, width * height, trial);
                    lines.prepare(state);
                    for (boolean left : new boolean[] {false, true}) {
                        for (int move = 0; move < width * height; move++) {
                            if (!legal(width, height, state, move, left)) {
                                continue;
                            }
                            long after = state & ~(1L << move) & ~(1L << (move + (left ? width : 1)));
                            assertThat(lines.tally(move, left))
                                    .as("%dx%d state %x %s move %d", width, height, state, left ? "Left" : "Right", move)
                                    .isEqualTo(naiveTally(width, height, after, left));
                        }
                    }
                }
            }
        }
    }

    @Test
    void boardsPastEightLinesHaveNoLineTallies() {
        assertThat(LineTallyOrder.of(9, 7)).isNull();
        assertThat(LineTallyOrder.of(7, 9)).isNull();
        assertThat(LineTallyOrder.of(8, 8)).isNotNull();
    }

    @Test
    void greedyPackingsAreTheRunsCountedCellByCell() {
        Random random = new Random(SEED + 1);
        int[][] shapes = {{8, 8}, {7, 9}, {9, 7}, {1, 64}, {64, 1}, {2, 32}, {32, 2}, {3, 21}, {21, 3}, {5, 12},
            {13, 4}, {6, 6}, {4, 5}, {2, 2}};
        for (int[] shape : shapes) {
            int width = shape[0];
            int height = shape[1];
            DomineeringBitboard board = new DomineeringBitboard(width, height, null);
            for (int trial = 0; trial < 400; trial++) {
                long state = randomState(random, width * height, trial);
                String at = width + "x" + height + " state " + Long.toHexString(state);
                assertThat(board.packings().verticalCells(state)).as(at).isEqualTo(naiveGreedy(width, height, state, true));
                assertThat(board.packings().horizontalCells(state)).as(at).isEqualTo(naiveGreedy(width, height, state, false));
                assertThat(board.packings().verticalCount(state)).as(at)
                        .isEqualTo(Long.bitCount(naiveGreedy(width, height, state, true)) / 2);
                assertThat(board.packings().horizontalCount(state)).as(at)
                        .isEqualTo(Long.bitCount(naiveGreedy(width, height, state, false)) / 2);
            }
        }
    }

    /** Mostly-full, mostly-empty and even boards, so that long runs and short ones both occur. */
    private static long randomState(Random random, int cells, int trial) {
        long all = cells == 64 ? -1L : (1L << cells) - 1;
        long state = switch (trial % 3) {
            case 0 -> random.nextLong();
            case 1 -> random.nextLong() | random.nextLong();
            default -> random.nextLong() | random.nextLong() | random.nextLong();
        };
        return state & all;
    }

    private static boolean empty(int width, long state, int r, int c) {
        return (state >>> (r * width + c) & 1) != 0;
    }

    private static boolean legal(int width, int height, long state, int move, boolean left) {
        int r = move / width;
        int c = move % width;
        if (left) {
            return r + 1 < height && empty(width, state, r, c) && empty(width, state, r + 1, c);
        }
        return c + 1 < width && empty(width, state, r, c) && empty(width, state, r, c + 1);
    }

    /** The cells of the dominoes taken greedily from the start of each run of empty cells along the lines. */
    private static long naiveGreedy(int width, int height, long state, boolean vertical) {
        int lines = vertical ? width : height;
        int length = vertical ? height : width;
        long cells = 0;
        for (int line = 0; line < lines; line++) {
            int i = 0;
            while (i + 1 < length) {
                int a = vertical ? i * width + line : line * width + i;
                int b = vertical ? (i + 1) * width + line : line * width + i + 1;
                if ((state >>> a & 1) != 0 && (state >>> b & 1) != 0) {
                    cells |= 1L << a | 1L << b;
                    i += 2;
                } else {
                    i++;
                }
            }
        }
        return cells;
    }

    private static int count(int width, int height, long cells, boolean vertical) {
        return Long.bitCount(naiveGreedy(width, height, cells, vertical)) / 2;
    }

    /**
     * Left's greedy dominoes on cells with no empty horizontal neighbour, less Right's on cells with no empty vertical
     * neighbour, plus Left's on every empty cell, less Right's; negated for Right.
     */
    private static int naiveTally(int width, int height, long state, boolean left) {
        long leftOwn = 0;
        long rightOwn = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (!empty(width, state, r, c)) {
                    continue;
                }
                boolean side = (c > 0 && empty(width, state, r, c - 1)) || (c + 1 < width && empty(width, state, r, c + 1));
                boolean above = (r > 0 && empty(width, state, r - 1, c)) || (r + 1 < height && empty(width, state, r + 1, c));
                if (!side) {
                    leftOwn |= 1L << (r * width + c);
                }
                if (!above) {
                    rightOwn |= 1L << (r * width + c);
                }
            }
        }
        int b = count(width, height, leftOwn, true) - count(width, height, rightOwn, false)
                + count(width, height, state, true) - count(width, height, state, false);
        return left ? b : -b;
    }
}
