package org.sprague.domineering;

/**
 * {@link CellCountRace}'s race in cells with the player's protective blocks and areas in it ({@link
 * OpenDominoAndAreaCount}, derived here). The opponent O can only ever cover its {@code usable} cells, two a move. The
 * player P has {@code safe} dominoes O can never cover; {@code areas} blocks and areas, each of whose four cells O can
 * use, and which P claims with two moves of its own that fill them; and, off those, {@code shared} disjoint dominoes
 * both of whose cells O could use, or {@code open} ones with at least one such cell. Each domino P plays takes those
 * cells from O, and each area claimed four; in halves of a move, P's moves and O's lost room come to {@code 2 * safe}
 * and the race's value ({@link OpenDominoAndAreaCount}, a shared domino worth 4, an open one 3, an area 8).
 *
 * <p>With {@code p} dominoes played and {@code q} areas claimed, P makes at least {@code safe + p + 2q} moves and
 * O at most {@code floor((usable - 2p - 4q) / 2)} (shared dominoes) or {@code (usable - p - 4q) / 2} (open ones).
 * The mover P wins when its moves exceed O's most, and the second player when they reach the mover's (as in
 * {@link CellCountRace}).
 *
 * @param safe disjoint dominoes the opponent can never cover
 * @param areas the player's blocks and areas
 * @param shared disjoint dominoes on cells the opponent can use, off the areas
 * @param sharedExposure their exposure ({@link OpenDominoAndAreaCount#firstOf})
 * @param open disjoint dominoes on the empty cells the safe ones and the areas leave
 * @param openExposure their exposure
 */
record CellCountRaceWithAreas(int safe, int areas, int shared, int sharedExposure, int open, int openExposure) {
    /** A shared domino's worth in halves: its move and its two cells. */
    private static final int SHARED_EXTRA = 2;
    /** An open domino's worth in halves: its move and at least one cell. */
    private static final int OPEN_EXTRA = 1;

    /**
     * Whether this player, moving first, outlasts an opponent limited to {@code theirUsable} cells.
     *
     * @param theirUsable the cells the opponent can ever cover
     * @return true when the player to move surely wins
     */
    boolean outlastsFirst(int theirUsable) {
        return 2 * safe + OpenDominoAndAreaCount.firstOf(areas, shared, sharedExposure, SHARED_EXTRA)
                > 2 * (theirUsable / 2)
                || 2 * safe + OpenDominoAndAreaCount.firstOf(areas, open, openExposure, OPEN_EXTRA) > theirUsable;
    }

    /**
     * Whether this player, moving second, outlasts a mover limited to {@code moverUsable} cells.
     *
     * @param moverUsable the cells the player to move can ever cover
     * @return true when the player to move surely loses
     */
    boolean outlastsSecond(int moverUsable) {
        return 2 * (moverUsable / 2)
                <= 2 * safe + OpenDominoAndAreaCount.secondOf(areas, shared, sharedExposure, SHARED_EXTRA)
                || moverUsable <= 2 * safe + OpenDominoAndAreaCount.secondOf(areas, open, openExposure, OPEN_EXTRA);
    }
}
