package org.sprague.heap;

/** Seed 004's own recursion for "take 1, 3, 7 or 8; whoever takes the last ball loses", for tests. */
public final class Seed004 {
    private Seed004() {
    }

    /** {@code wins[n]}: the player to move wins with n balls; f(0) wins (the other player took the last ball). */
    public static boolean[] wins(int upto) {
        boolean[] wins = new boolean[upto + 1];
        wins[0] = true;
        for (int n = 1; n <= upto; n++) {
            for (int t : new int[] {1, 3, 7, 8}) {
                wins[n] |= t <= n && !wins[n - t];
            }
        }
        return wins;
    }
}
