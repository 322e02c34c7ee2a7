package org.sprague.partizan.games;

/**
 * What one Domineering player is sure of, and how it compares with the most moves the other can make: the race
 * argument of Breuker, Uiterwijk and van den Herik ("Solving 8x8 Domineering", Theoretical Computer Science 230,
 * 2000) and Bullock ("Domineering: Solving Large Combinatorial Search Spaces", M.Sc. thesis, University of
 * Alberta, 2002), with the counts and the strategy below derived here.
 *
 * <p>The player P has {@code safe} disjoint dominoes the opponent O can never cover, {@code blocks} protective
 * blocks (2x2 squares that O can enter only by one of its two dominoes inside; P's move in one leaves P a safe
 * move there and O none, and O's two dominoes there are runs of two in O's lines, so each block counts exactly 2
 * in O's most moves), and, on the cells those leave, {@code open} disjoint dominoes of which one O move destroys at
 * most two, or {@code apart} (on every other line) of which one O move destroys at most one.
 *
 * <p>P's strategy: if O has just entered an unclaimed block, claim another; else play an intact open domino; else
 * claim a block; else play a safe domino or a block's second column. Each O move enters a block (touching no open
 * domino) or destroys at most two open dominoes (one of {@code apart}, or one lone domino, {@link OpenDominoes}),
 * and between two of P's open moves there is at most one such O move, so of the open dominoes P plays at least
 * the race's count of {@link OpenDominoes} when it plays first among them, and its second count when O moves
 * first ({@code ceil(n / 2)} and {@code floor(n / 2)} of {@code apart}). Blocks pair off:
 * P claims at least as many as O enters, so at least {@code floor(blocks / 2)}; moving first with an odd number,
 * P may claim one at once (then {@code ceil(blocks / 2)}, and O moves first among the open dominoes). Moving
 * second, P cannot count on the odd block: the mover may enter one first, leaving an odd number after P's reply. With
 * {@code c} blocks claimed P makes at least {@code safe + 2c + opens} moves, and O's moves lie on cells outside
 * the claimed blocks, at most its most moves less {@code 2c}. The player to move wins when its sure moves exceed
 * the other's most; the player moving second wins when its sure moves reach the mover's most (the mover runs out
 * first).
 *
 * @param safe disjoint dominoes the opponent can never cover
 * @param blocks disjoint protective blocks
 * @param open disjoint dominoes on the cells the safe ones and the blocks leave
 * @param exposed those of the open dominoes that share an opponent's move with another ({@link OpenDominoes})
 * @param apart disjoint dominoes on every other line of those cells
 */
record SureMoves(int safe, int blocks, int open, int exposed, int apart) {
    /**
     * Whether this player, moving first, makes more moves than the opponent can.
     *
     * @param theirMost the most disjoint dominoes of the opponent on the board
     * @return true when the player to move surely wins
     */
    boolean outlastsFirst(int theirMost) {
        return beatsFirst(OpenDominoes.first(open, exposed), OpenDominoes.second(open, exposed), theirMost)
                || beatsFirst((apart + 1) / 2, apart / 2, theirMost);
    }

    /**
     * Whether this player, moving second, makes at least as many moves as the player to move can.
     *
     * @param moverMost the most disjoint dominoes of the player to move on the board
     * @return true when the player to move surely loses
     */
    boolean outlastsSecond(int moverMost) {
        return reachesSecond(OpenDominoes.second(open, exposed), moverMost) || reachesSecond(apart / 2, moverMost);
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
