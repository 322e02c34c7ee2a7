package org.sprague.partizan;

/**
 * The four outcome classes of a short game (Winning Ways ch. 1): who wins when each player starts.
 */
public enum OutcomeClass {
    /** Left wins whoever starts: {@code G > 0}. */
    L,
    /** Right wins whoever starts: {@code G < 0}. */
    R,
    /** The player to move wins: {@code G || 0} (confused with 0). */
    N,
    /** The player to move loses: {@code G = 0}. */
    P;

    /**
     * The class of {@code g}, from its comparison with 0.
     *
     * @param games the games space
     * @param g a game's id
     * @return L, R, N or P
     */
    public static OutcomeClass of(CanonicalGames games, int g) {
        boolean geZero = games.leq(0, g);
        boolean leZero = games.leq(g, 0);
        return geZero && leZero ? P : geZero ? L : leZero ? R : N;
    }

    /**
     * Does the player who moves first win: Left ({@code leftFirst}) or Right?
     *
     * @param leftFirst whether Left moves first
     * @return whether the first player wins
     */
    public boolean firstWins(boolean leftFirst) {
        return this == N || this == (leftFirst ? L : R);
    }
}
