package org.sprague.value;

/**
 * Smith's remoteness (C. A. B. Smith, "Graphs and composite games", 1966): how many moves a game lasts when the
 * winner hurries and the loser delays.
 *
 * <p>A terminal position has remoteness 0. A winning position has 1 + the least remoteness among its moves to
 * losing positions; a losing position with moves has 1 + the greatest remoteness among its moves. Under normal
 * play a position is winning exactly when its remoteness is odd. This class folds options one at a time so
 * solvers need no per-position collections.
 */
public final class Remoteness {
    private Remoteness() {
    }

    /** Marker for "no option seen yet". */
    public static final long NONE = -1;

    /**
     * Folds one option into the least remoteness among losing options (the greatest over all options is a plain
     * {@code Math.max}).
     *
     * @param leastLosing the least remoteness among the losing options folded so far, or {@link #NONE}
     * @param optionIsLosing whether the option loses for the player who moves there
     * @param optionRemoteness the option's remoteness
     * @return the new least remoteness among losing options, or {@code leastLosing} unchanged
     */
    public static long foldLeastLosing(long leastLosing, boolean optionIsLosing, long optionRemoteness) {
        if (!optionIsLosing) {
            return leastLosing;
        }
        return leastLosing == NONE ? optionRemoteness : Math.min(leastLosing, optionRemoteness);
    }

    /**
     * The remoteness of a position from its folded options.
     *
     * @param leastLosing least remoteness among options that lose for the player then to move, or {@link #NONE}
     * @param greatest greatest remoteness among all options, or {@link #NONE} when there are no options
     * @return 1 + {@code leastLosing} for a winning position, 1 + {@code greatest} for a losing one with moves, 0
     *     for a terminal position
     */
    public static long of(long leastLosing, long greatest) {
        if (leastLosing != NONE) {
            return 1 + leastLosing;
        }
        return greatest == NONE ? 0 : 1 + greatest;
    }
}
