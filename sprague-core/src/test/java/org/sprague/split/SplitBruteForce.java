package org.sprague.split;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Domineering and Cram by brute force on a bit mask of the empty cells (bit r * width + c), written for the tests
 * from the rules alone: Left places vertical dominoes, Right horizontal ones, Cram either; whoever cannot move
 * loses; a Cram position's nimber is the mex of its options'.
 */
public final class SplitBruteForce {
    private final int width;
    private final int height;
    private final Map<Long, Boolean> wins = new HashMap<>();
    private final Map<Long, Integer> nimbers = new HashMap<>();

    public SplitBruteForce(int width, int height) {
        this.width = width;
        this.height = height;
    }

    public static long mask(List<String> rows) {
        long m = 0;
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) == '.') {
                    m |= 1L << (r * rows.get(r).length() + c);
                }
            }
        }
        return m;
    }

    /** Whether the player to move wins Domineering. */
    public boolean moverWins(long empty, boolean left) {
        long key = empty << 1 | (left ? 1 : 0);
        Boolean known = wins.get(key);
        if (known != null) {
            return known;
        }
        boolean win = false;
        for (long domino : dominoes(left, !left)) {
            if ((empty & domino) == domino && !moverWins(empty & ~domino, !left)) {
                win = true;
                break;
            }
        }
        wins.put(key, win);
        return win;
    }

    /** The Cram nimber. */
    public int nimber(long empty) {
        Integer known = nimbers.get(empty);
        if (known != null) {
            return known;
        }
        long seen = 0;
        for (long domino : dominoes(true, true)) {
            if ((empty & domino) == domino) {
                seen |= 1L << nimber(empty & ~domino);
            }
        }
        int mex = Long.numberOfTrailingZeros(~seen);
        nimbers.put(empty, mex);
        return mex;
    }

    /** The two-cell masks of vertical and/or horizontal dominoes. */
    private java.util.List<Long> dominoes(boolean vertical, boolean horizontal) {
        java.util.List<Long> out = new java.util.ArrayList<>();
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                long cell = 1L << (r * width + c);
                if (vertical && r + 1 < height) {
                    out.add(cell | 1L << ((r + 1) * width + c));
                }
                if (horizontal && c + 1 < width) {
                    out.add(cell | 1L << (r * width + c + 1));
                }
            }
        }
        return out;
    }
}
