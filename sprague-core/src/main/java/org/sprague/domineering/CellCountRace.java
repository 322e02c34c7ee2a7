package org.sprague.domineering;

/**
 * A Domineering race counted in cells (the idea of bounding the opponent by the empty squares left to it is
 * Breuker, Uiterwijk and van den Herik's, "Solving 8x8 Domineering", Theoretical Computer Science 230, 2000; the
 * rule and its proof are derived here). The opponent O can only ever cover the {@code usable} cells that now
 * have an empty neighbour along O's direction (cells only fill). The player P has {@code safe} disjoint
 * dominoes O can never cover, and {@code shared} disjoint dominoes both of whose cells O could use, of which one
 * O move destroys at most two ({@code sharedApart} on every other line: at most one).
 *
 * <p>P plays intact shared dominoes while there are any, then safe ones; so it plays at least
 * {@code f} shared dominoes, the counts of {@link OpenDominoCount} moving first and second (at least {@code
 * ceil(shared / 3)} and {@code floor(shared / 3)}; or the halves of {@code sharedApart}), each taking two of O's usable
 * cells. O's moves cover two usable cells each, none of P's, so O makes at most {@code floor(usable / 2) - f} moves,
 * and P at least {@code safe + f}. The mover P wins when {@code safe + 2f > floor(usable / 2)}: stuck at its turn after
 * {@code p} moves of each, it would have {@code safe + f <= p <= floor(usable / 2) - f}. The second player wins when
 * {@code floor(usable / 2) <= safe + 2f}, {@code usable} then being the mover's: stuck at its turn with the mover one
 * move ahead, it would have {@code safe + f + 1 <= floor(usable / 2) - f}.
 *
 * <p>The same with all of P's {@code open} dominoes, each taking at least one usable cell: {@code g} of them
 * played (the counts of {@link OpenDominoCount}), O at most {@code floor((usable - g) / 2)}; the mover wins when
 * {@code safe + g > floor((usable - g) / 2)}, the second player when {@code floor((usable - g) / 2) <= safe + g}.
 *
 * @param safe disjoint dominoes the opponent can never cover
 * @param shared disjoint dominoes on cells the opponent can use
 * @param sharedExposed those of them that share an opponent's move with another ({@link OpenDominoCount})
 * @param sharedApart disjoint dominoes on every other line of those cells
 * @param open disjoint dominoes on the empty cells the safe ones leave, each with at least one cell the
 *     opponent can use (two cells of a line the opponent cannot use would be in the greedy safe packing)
 * @param openExposed those of them that share an opponent's move with another
 */
record CellCountRace(int safe, int shared, int sharedExposed, int sharedApart, int open, int openExposed) {
    /**
     * Whether this player, moving first, outlasts an opponent limited to {@code theirUsable} cells.
     *
     * @param theirUsable the cells the opponent can ever cover
     * @return true when the player to move surely wins
     */
    boolean outlastsFirst(int theirUsable) {
        int sure = Math.max(OpenDominoCount.first(shared, sharedExposed), (sharedApart + 1) / 2);
        int openSure = OpenDominoCount.first(open, openExposed);
        return safe + 2 * sure > theirUsable / 2 || safe + openSure > (theirUsable - openSure) / 2;
    }

    /**
     * Whether this player, moving second, outlasts a mover limited to {@code moverUsable} cells.
     *
     * @param moverUsable the cells the player to move can ever cover
     * @return true when the player to move surely loses
     */
    boolean outlastsSecond(int moverUsable) {
        int sure = Math.max(OpenDominoCount.second(shared, sharedExposed), sharedApart / 2);
        int openSure = OpenDominoCount.second(open, openExposed);
        return moverUsable / 2 <= safe + 2 * sure || (moverUsable - openSure) / 2 <= safe + openSure;
    }
}
