package org.sprague.domineering;

/**
 * What one Domineering player is sure of, and how it compares with the most moves the other can make: the race
 * argument of Breuker, Uiterwijk and van den Herik ("Solving 8x8 Domineering", Theoretical Computer Science 230,
 * 2000) and Bullock ("Domineering: Solving Large Combinatorial Search Spaces", M.Sc. thesis, University of
 * Alberta, 2002), with the counts and the strategy below derived here.
 *
 * <p>The player P has {@code safe} disjoint dominoes the opponent O can never cover, {@code blocks} protective
 * blocks and areas (2x2 squares with a wall across P's direction on at least one side,
 * {@link ProtectiveAreas#verticalAreas}; P's move in the column away from the wall leaves P a safe move in the
 * other and takes the run's end from each of O's two rows, one move of O's most each; chosen so that no O move
 * meets two), and, on the cells those leave, {@code open} disjoint dominoes of which one O move destroys at most
 * two ({@code exposed} ones: beside another, or on an area's open side, where O's move into the area destroys
 * one), or {@code apart} (on every other line, off the areas' sides) of which one O move destroys at most one.
 *
 * <p>Whatever P plays, O's moves lie on cells P never fills, so at most O's most moves on the board less what
 * P's cells take from O's runs: two for each area claimed (its cells are the first two or the last two of a run,
 * so the rest of the run keeps its length's parity and its cells their places'), and the cuts of the open
 * dominoes P played ({@link OpponentRunCuts}). Three counts follow, each a strategy for P:
 *
 * <ul>
 * <li>the race of {@link OpenDominoAndAreaCount}: P plays an intact domino or claims an intact area, O destroys items;
 * a
 *       domino is worth its move and the cut its runs are sure of ({@link OpponentRunCuts#leastExtra}), an area its two
 *       moves and two of O's;
 *   <li>the areas left aside: of the open dominoes P plays at least the race's count of {@link OpenDominoCount}
 *       (first or second), each worth its move and the cuts of the {@code k} that cut least
 *       ({@link OpponentRunCuts#sureOf});
 *   <li>every other line: if O has just entered an unclaimed area, claim another; else play an intact {@code
 *       apart} domino; else claim an area; else play a safe domino or an area's second column. Areas pair off:
 *       P claims at least as many as O enters, so at least {@code floor(blocks / 2)}; moving first with an odd
 *       number, P may claim one at once (then {@code ceil(blocks / 2)}, and O moves first among the apart
 *       dominoes), but moving second it cannot count on the odd one. Of the apart dominoes P plays half (O
 *       destroys one a turn): {@code ceil} moving first among them, {@code floor} second.
 * </ul>
 *
 * <p>The player to move wins when its sure moves exceed the other's most; the player moving second wins when its
 * sure moves reach the mover's most (the mover runs out first).
 *
 * @param safe disjoint dominoes the opponent can never cover
 * @param blocks disjoint protective blocks and areas
 * @param open disjoint dominoes on the cells the safe ones, the blocks and the areas leave
 * @param exposure of the open dominoes, those that share an opponent's move with another ({@link OpenDominoCount}),
 *     those on an area's side, and those that are either ({@link OpenDominoAndAreaCount#firstOf})
 * @param apart disjoint dominoes on every other line of those cells, off the areas' sides
 * @param cuts the open dominoes' {@link OpponentRunCuts#histogram}
 * @param claims the cells of the blocks and areas
 * @param sides the empty cells beside the areas' open sides
 * @param openFirsts the open dominoes, each by its top (Left) or left (Right) cell, on a board of one word (0 on a
 *     wider board, whose counts do not use them)
 */
record SureMoveCount(int safe, int blocks, int open, int exposure, int apart, long cuts, long claims, long sides,
        long openFirsts) {
    /**
     * Whether this player, moving first, makes more moves than the opponent can.
     *
     * @param theirMost the most disjoint dominoes of the opponent on the board
     * @return true when the player to move surely wins
     */
    boolean outlastsFirst(int theirMost) {
        return 2 * safe + OpenDominoAndAreaCount.firstOf(blocks, open, exposure, OpponentRunCuts.leastExtra(cuts))
                > 2 * theirMost
                || safe + OpponentRunCuts.sureOf(cuts, OpenDominoCount.first(open,
                        OpenDominoAndAreaCount.beside(exposure))) > theirMost
                || beatsFirst((apart + 1) / 2, apart / 2, theirMost);
    }

    /**
     * Whether this player, moving second, makes at least as many moves as the player to move can.
     *
     * @param moverMost the most disjoint dominoes of the player to move on the board
     * @return true when the player to move surely loses
     */
    boolean outlastsSecond(int moverMost) {
        return OpponentRunCuts.wholeMoves(2 * safe
                + OpenDominoAndAreaCount.secondOf(blocks, open, exposure, OpponentRunCuts.leastExtra(cuts)))
                >= 2 * moverMost
                || safe + OpponentRunCuts.sureOf(cuts, OpenDominoCount.second(open,
                        OpenDominoAndAreaCount.beside(exposure))) >= moverMost
                || reachesSecond(apart / 2, moverMost);
    }

    /** With {@code first} open dominoes sure moving first among them, {@code afterReply} when O moves first. */
    private boolean beatsFirst(int first, int afterReply, int theirMost) {
        int claimed = blocks / 2;
        if (safe + 2 * claimed + first > theirMost - 2 * claimed) {
            return true;
        }
        // an odd block claimed at once: O then moves first among the open dominoes
        claimed = (blocks + 1) / 2;
        return blocks % 2 == 1 && safe + 2 * claimed + afterReply > theirMost - 2 * claimed;
    }

    /** With {@code afterMover} open dominoes sure when the mover moves first among them. */
    private boolean reachesSecond(int afterMover, int moverMost) {
        // no claim at once here: the mover may enter a block first, and the pairing leaves it the odd one
        int claimed = blocks / 2;
        return moverMost - 2 * claimed <= safe + 2 * claimed + afterMover;
    }
}
