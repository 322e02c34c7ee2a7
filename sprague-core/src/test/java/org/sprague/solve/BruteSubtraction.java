package org.sprague.solve;

/**
 * Plain recursion over the game "take 1 or 2 from one heap", written from its rules alone: a test oracle for
 * solvers (no memo, no solver code; heaps stay small).
 */
final class BruteSubtraction {
    private BruteSubtraction() {
    }

    /** The mex of the options' values. */
    static int grundy(int n) {
        boolean[] seen = new boolean[3];
        for (int s = 1; s <= 2 && s <= n; s++) {
            seen[grundy(n - s)] = true;
        }
        int g = 0;
        while (seen[g]) {
            g++;
        }
        return g;
    }

    /** Whether the player to move wins; under misère play a terminal position is a win. */
    static boolean wins(int n, boolean misere) {
        if (n == 0) {
            return misere;
        }
        for (int s = 1; s <= 2 && s <= n; s++) {
            if (!wins(n - s, misere)) {
                return true;
            }
        }
        return false;
    }

    /** Smith's remoteness: a winner takes the quickest win, a loser the slowest loss; 0 at a terminal. */
    static long remoteness(int n, boolean misere) {
        if (n == 0) {
            return 0;
        }
        boolean win = wins(n, misere);
        long best = win ? Long.MAX_VALUE : -1;
        for (int s = 1; s <= 2 && s <= n; s++) {
            long r = remoteness(n - s, misere);
            if (win && !wins(n - s, misere)) {
                best = Math.min(best, r);
            } else if (!win) {
                best = Math.max(best, r);
            }
        }
        return best + 1;
    }
}
