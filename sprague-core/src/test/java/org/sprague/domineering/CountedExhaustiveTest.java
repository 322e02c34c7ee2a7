package org.sprague.domineering;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * What the move counts decide ({@link DomineeringBitboard#counted}), against every position of every board of
 * at most {@value #MAX_CELLS} cells (every shape: 1 x n, 2 x n, 3 x 6, 4 x 4, ...), each player to move. The
 * oracle is a minimax over all sets of empty cells written here, bottom up: a move only empties fewer cells, so
 * every position a move reaches is a smaller number and is done first.
 */
class CountedExhaustiveTest {
    private static final int MAX_CELLS = 20;

    @Test
    void everyPositionOfEverySmallBoardAgreesWithMinimax() {
        long decided = 0;
        for (int cells = 1; cells <= MAX_CELLS; cells++) {
            for (int width = 1; width <= cells; width++) {
                if (cells % width == 0) {
                    decided += check(width, cells / width);
                }
            }
        }
        // most positions are decided by the counts (small boards are mostly endgames)
        assertThat(decided).isGreaterThan(1_000_000);
    }

    /** Checks every position of one board; the number of positions (with a player to move) the counts decide. */
    private static long check(int width, int height) {
        DomineeringBitboard game = new DomineeringBitboard(width, height, null);
        int cells = width * height;
        // each move as the mask of its two cells
        int[] vertical = new int[cells];
        int[] horizontal = new int[cells];
        int verticals = 0;
        int horizontals = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int cell = 1 << (r * width + c);
                if (r + 1 < height) {
                    vertical[verticals++] = cell | cell << width;
                }
                if (c + 1 < width) {
                    horizontal[horizontals++] = cell | cell << 1;
                }
            }
        }
        boolean[] leftWins = new boolean[1 << cells];
        boolean[] rightWins = new boolean[1 << cells];
        long decided = 0;
        for (int s = 0; s < 1 << cells; s++) {
            boolean left = false;
            for (int i = 0; i < verticals && !left; i++) {
                left = (s & vertical[i]) == vertical[i] && !rightWins[s & ~vertical[i]];
            }
            boolean right = false;
            for (int i = 0; i < horizontals && !right; i++) {
                right = (s & horizontal[i]) == horizontal[i] && !leftWins[s & ~horizontal[i]];
            }
            leftWins[s] = left;
            rightWins[s] = right;
            for (boolean leftMoves : new boolean[] {true, false}) {
                int said = game.counted(s, leftMoves);
                if (said != 0) {
                    decided++;
                    if ((said > 0) != (leftMoves ? left : right)) {
                        fail("the counts say the mover " + (said > 0 ? "wins" : "loses") + ", minimax the opposite: "
                                + game.rows(s) + (leftMoves ? " Left" : " Right") + " to move");
                    }
                }
            }
        }
        return decided;
    }
}
