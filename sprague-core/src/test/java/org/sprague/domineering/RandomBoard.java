package org.sprague.domineering;

import java.util.Map;
import java.util.Random;

/**
 * A random Domineering board of at most 64 cells for the tests of the counts, its cells as a grid of booleans (the
 * oracles' view) and as a state, with a plain minimax and the most moves of each player counted line by line.
 */
final class RandomBoard {
    final int width;
    final int height;
    final boolean[][] empty;
    final long state;
    final DomineeringBitboard game;

    private RandomBoard(int width, int height, boolean[][] empty) {
        this.width = width;
        this.height = height;
        this.empty = empty;
        long s = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (empty[r][c]) {
                    s |= 1L << (r * width + c);
                }
            }
        }
        this.state = s;
        this.game = new DomineeringBitboard(width, height, null);
    }

    /** Sides 2 to 8, at most {@code maxEmpty} empty cells, the rest filled at random. */
    static RandomBoard random(Random random, int minSide, int maxEmpty) {
        int width = minSide + random.nextInt(9 - minSide);
        int height = minSide + random.nextInt(9 - minSide);
        boolean[][] empty = new boolean[height][width];
        double fill = 0.1 + 0.5 * random.nextDouble();
        int count = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                empty[r][c] = random.nextDouble() >= fill;
                count += empty[r][c] ? 1 : 0;
            }
        }
        // fill at random until at most maxEmpty cells are left
        while (count > maxEmpty) {
            int r = random.nextInt(height);
            int c = random.nextInt(width);
            if (empty[r][c]) {
                empty[r][c] = false;
                count--;
            }
        }
        return new RandomBoard(width, height, empty);
    }

    boolean empty(int r, int c) {
        return r >= 0 && r < height && c >= 0 && c < width && empty[r][c];
    }

    private boolean empty(long s, int r, int c) {
        return r >= 0 && r < height && c >= 0 && c < width && (s >>> (r * width + c) & 1) != 0;
    }

    /** The most disjoint dominoes of {@code left} on the empty cells of {@code s}: per line, half of each run. */
    int most(long s, boolean left) {
        int lines = left ? width : height;
        int length = left ? height : width;
        int total = 0;
        for (int line = 0; line < lines; line++) {
            int run = 0;
            for (int i = 0; i <= length; i++) {
                boolean e = i < length && (left ? empty(s, i, line) : empty(s, line, i));
                if (e) {
                    run++;
                } else {
                    total += run / 2;
                    run = 0;
                }
            }
        }
        return total;
    }

    /** Plain minimax: Left places vertical dominoes, Right horizontal ones; the player who cannot move loses. */
    boolean minimaxWins(long s, boolean left, Map<Boolean, Map<Long, Boolean>> memo) {
        Map<Long, Boolean> mine = memo.get(left);
        Boolean known = mine.get(s);
        if (known != null) {
            return known;
        }
        boolean win = false;
        for (int r = 0; r < height && !win; r++) {
            for (int c = 0; c < width && !win; c++) {
                int r2 = left ? r + 1 : r;
                int c2 = left ? c : c + 1;
                if (empty(s, r, c) && empty(s, r2, c2)) {
                    long after = s & ~(1L << (r * width + c)) & ~(1L << (r2 * width + c2));
                    win = !minimaxWins(after, !left, memo);
                }
            }
        }
        mine.put(s, win);
        return win;
    }

    String text() {
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                out.append(empty[r][c] ? '.' : '#');
            }
            out.append(r + 1 < height ? " " : "");
        }
        return out.toString();
    }
}
