package org.sprague.domineering;

/**
 * What the counts of sure and possible moves decide of a Domineering position on one word, without search
 * (Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?", MSRI Publications 42, 2002;
 * Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230, 2000): the
 * player to move wins with more sure moves than the opponent can ever make, and loses when it can make no more
 * moves than the opponent's sure ones. A player's sure moves are its safe dominoes, its protective blocks and
 * areas ({@link ProtectiveAreas}) and a share of its open dominoes ({@link SureMoveCount}); the races in cells
 * ({@link CellCountRace}, {@link CellCountRaceWithAreas}) and the opponent's runs each domino cuts
 * ({@link OpponentRunCuts}) decide more, and the race of {@link GradedDominoRace} in which the dominoes that cut
 * the opponent's runs most are worth more than the others. An integer beside the board (the second word of
 * {@link DomineeringBitboard}) counts as free moves of its owner.
 */
final class CountedOutcome {
    /** {@link #evaluated}: the counts say the player to move wins, or loses (no balance reaches either). */
    static final int MOVER_WINS = Integer.MAX_VALUE;
    static final int MOVER_LOSES = Integer.MIN_VALUE;

    private final DominoPackings packings;
    private final ProtectiveAreas protective;
    private final OpponentRunCuts runCuts;
    private final int width;
    private final long notFirstColumn;
    private final long notLastColumn;

    /** The counts on a board of {@code packings}' size. */
    CountedOutcome(DominoPackings packings, ProtectiveAreas areas) {
        this.packings = packings;
        this.protective = areas;
        this.width = packings.width;
        this.notFirstColumn = packings.notFirstColumn;
        this.notLastColumn = packings.notLastColumn;
        this.runCuts = new OpponentRunCuts(packings.width, packings.height, notFirstColumn, notLastColumn,
                packings.evenColumns, packings.evenRows);
    }

    /**
     * Of a packing of {@code left}'s dominoes (by their first cells), those that share a move of the opponent's
     * with another (side by side across their direction: the opponent's domino would cover a cell of each),
     * {@link OpenDominoCount}'s exposed ones.
     */
    private int exposed(long firsts, boolean left) {
        return exposure(firsts, 0, left) & 0xFF;
    }

    /**
     * Of a packing of {@code left}'s dominoes, three counts in one int, a byte each from the lowest: those beside
     * another ({@link #exposed(long, boolean)}), those with a cell in {@code sides} (on an area's open side), and
     * those that are either ({@link OpenDominoAndAreaCount}'s side and exposed dominoes together).
     */
    int exposure(long firsts, long sides, boolean left) {
        long besideFirsts = besideFirsts(firsts, left);
        long sideFirsts = sideFirsts(firsts, sides, left);
        return Long.bitCount(besideFirsts) | Long.bitCount(sideFirsts) << 8
                | Long.bitCount(besideFirsts | sideFirsts) << 16;
    }

    /** Of a packing of {@code left}'s dominoes, those beside another or with a cell in {@code sides}. */
    private long exposedFirsts(long firsts, long sides, boolean left) {
        return besideFirsts(firsts, left) | sideFirsts(firsts, sides, left);
    }

    /** The cells of a packing of {@code left}'s dominoes given by their first cells. */
    private long covered(long firsts, boolean left) {
        return firsts | (left ? firsts << width : firsts << 1);
    }

    /** Of a packing, the dominoes side by side with another across their direction. */
    private long besideFirsts(long firsts, boolean left) {
        long covered = covered(firsts, left);
        long beside = left ? covered & (((covered << 1) & notFirstColumn) | ((covered >>> 1) & notLastColumn))
                : covered & ((covered << width) | (covered >>> width));
        return firsts & (beside | (beside >>> (left ? width : 1)));
    }

    /** Of a packing, the dominoes with a cell in {@code sides}. */
    private long sideFirsts(long firsts, long sides, boolean left) {
        long onSide = covered(firsts, left) & sides;
        return firsts & (onSide | (onSide >>> (left ? width : 1)));
    }

    /**
     * What the counts of sure and possible moves decide: 1, -1 or 0. Each player's sure moves are its safe
     * dominoes, its protective blocks ({@link ProtectiveAreas#verticalBlocks}) and a share of its open dominoes (a
     * third of them, or half of those on every other line); see {@link SureMoveCount} for the strategy and its proof.
     */
    int counted(long state, boolean left) {
        int e = evaluated(state, left, 0, 0);
        return e == MOVER_WINS ? 1 : e == MOVER_LOSES ? -1 : 0;
    }

    /** {@link #counted(long, boolean)} in the sum of the board and the number {@code extra} (in {@link DomineeringBitboard#UNIT}s). */
    int counted(long state, int extra, boolean left) {
        if (extra == 0) {
            return counted(state, left);
        }
        // Left's free moves: the floor of the number where Left must win or Right lose, else the ceiling
        int floor = extra >> 16;
        int ceiling = -(-extra >> 16);
        int e = evaluated(state, left, left ? floor : ceiling, left ? ceiling : floor);
        return e == MOVER_WINS ? 1 : e == MOVER_LOSES ? -1 : 0;
    }

    /**
     * {@link #counted}'s answer as {@link #MOVER_WINS} or {@link #MOVER_LOSES}, or when the counts decide nothing
     * the balance for the player to move, from the counts they took: safe moves twice and most moves once, each
     * less the opponent's (so that {@link DomineeringBitboard#balance} costs no count of its own).
     */
    int evaluated(long state, boolean left, int winFree, int loseFree) {
        // free moves (an integer beside the board: a strip of the owner's) for the mover's win and loss checks
        int ownWinFree = Math.max(0, left ? winFree : -winFree);
        int theirWinFree = Math.max(0, left ? -winFree : winFree);
        int ownLoseFree = Math.max(0, left ? loseFree : -loseFree);
        int theirLoseFree = Math.max(0, left ? -loseFree : loseFree);
        // cells Right can never cover (Left's own), and cells Left can never cover
        long protectedVertical = packings.protectedFromRight(state);
        long protectedHorizontal = packings.protectedFromLeft(state);
        long ownProtected = left ? protectedVertical : protectedHorizontal;
        long theirProtected = left ? protectedHorizontal : protectedVertical;
        long ownSafeCells = left ? packings.verticalCells(ownProtected) : packings.horizontalCells(ownProtected);
        long theirSafeCells = left ? packings.horizontalCells(theirProtected) : packings.verticalCells(theirProtected);
        SureMoveCount own = sureMoves(state, ownSafeCells, left, ownWinFree);
        int theirMost = (left ? packings.horizontalCount(state) : packings.verticalCount(state)) + theirWinFree;
        if (own.outlastsFirst(theirMost)) {
            return MOVER_WINS;
        }
        SureMoveCount theirs = sureMoves(state, theirSafeCells, !left, theirLoseFree);
        int ownMost = (left ? packings.verticalCount(state) : packings.horizontalCount(state)) + ownLoseFree;
        if (theirs.outlastsSecond(ownMost)) {
            return MOVER_LOSES;
        }
        if (gradedBound(own, true) > 2 * theirMost && gradedRace(state, own, left, true) > 2 * theirMost) {
            return MOVER_WINS;
        }
        if (OpponentRunCuts.wholeMoves(gradedBound(theirs, false)) >= 2 * ownMost
                && OpponentRunCuts.wholeMoves(gradedRace(state, theirs, !left, false)) >= 2 * ownMost) {
            return MOVER_LOSES;
        }
        // the cells each player can ever cover, and the other's dominoes on them (see CellCountRace), with the
        // other's areas when it has any (CellCountRaceWithAreas)
        long theirUsable = state & ~ownProtected;
        long ownUsable = state & ~theirProtected;
        int theirCells = Long.bitCount(theirUsable) + 2 * theirWinFree;
        if (sharedCells(theirUsable, state & ~ownSafeCells, own.safe(), left).outlastsFirst(theirCells)
                || own.blocks() > 0 && claimedCells(theirUsable, state & ~ownSafeCells, own, left)
                        .outlastsFirst(theirCells)) {
            return MOVER_WINS;
        }
        int ownCells = Long.bitCount(ownUsable) + 2 * ownLoseFree;
        if (sharedCells(ownUsable, state & ~theirSafeCells, theirs.safe(), !left).outlastsSecond(ownCells)
                || theirs.blocks() > 0 && claimedCells(ownUsable, state & ~theirSafeCells, theirs, !left)
                        .outlastsSecond(ownCells)) {
            return MOVER_LOSES;
        }
        return 2 * (own.safe() - theirs.safe()) + ownMost - theirMost;
    }

    /**
     * A bound {@link #gradedRace} never exceeds, found without it: the race of {@link OpenDominoAndAreaCount} with
     * every domino at the most halves any earned (each domino is worth at least as much there, and O's moves there
     * are among those of the graded race: a side domino is one of its exposed ones, and an area falls there only
     * with a side domino); no bound past that race's tables.
     */
    static int gradedBound(SureMoveCount sure, boolean first) {
        int most = OpponentRunCuts.mostExtra(sure.cuts());
        if (most > OpenDominoAndAreaCount.MAX_EXTRA) {
            return Integer.MAX_VALUE - 1;
        }
        return 2 * sure.safe() + (first ? OpenDominoAndAreaCount.firstOf(sure.blocks(), sure.open(), sure.exposure(), most)
                : OpenDominoAndAreaCount.secondOf(sure.blocks(), sure.open(), sure.exposure(), most));
    }

    /**
     * What {@code left} is sure of by {@link GradedDominoRace}, in halves of a move with its safe moves: the best over
     * the splits of its open dominoes into high and low by the halves they earned ({@link OpponentRunCuts}).
     *
     * @param state the empty cells
     * @param sure the player's counts
     * @param left the player
     * @param first whether the player moves first
     * @return halves of a move
     */
    int gradedRace(long state, SureMoveCount sure, boolean left, boolean first) {
        long open = sure.openFirsts();
        long histogram = sure.cuts();
        int lowExtra = OpponentRunCuts.leastExtra(histogram);
        long exposed = 0;
        int best = 0;
        for (int highExtra = lowExtra + 1; highExtra <= GradedDominoRace.MAX_EXTRA; highExtra++) {
            if (OpponentRunCuts.earnedBy(histogram, highExtra) == 0) {
                continue;
            }
            if (best == 0) {
                exposed = exposedFirsts(open, sure.sides(), left);
            }
            long high = runCuts.earningAtLeast(state, open, left, highExtra);
            long low = open & ~high;
            best = Math.max(best, GradedDominoRace.value(first, sure.blocks(), Long.bitCount(high & exposed),
                    Long.bitCount(low & exposed), Long.bitCount(high & ~exposed), Long.bitCount(low & ~exposed),
                    lowExtra, highExtra));
        }
        return 2 * sure.safe() + best;
    }

    /** {@code left}'s counts of {@link SureMoveCount}, given its safe dominoes' cells. */
    SureMoveCount sureMoves(long state, long safeCells, boolean left) {
        return sureMoves(state, safeCells, left, 0);
    }

    /** As {@link #sureMoves(long, long, boolean)}, with {@code freeMoves} more safe moves (a strip beside the board). */
    private SureMoveCount sureMoves(long state, long safeCells, boolean left, int freeMoves) {
        long blocks = left ? protective.verticalBlocks(state) : protective.horizontalBlocks(state);
        long blockCells = protective.blockCells(blocks);
        long areas = left ? protective.verticalAreas(state, blockCells) : protective.horizontalAreas(state, blockCells);
        long areaCells = protective.blockCells(areas);
        long sides = protective.areaSides(areaCells, left) & state;
        // the open dominoes: disjoint ones on every cell the safe ones, the blocks and the areas leave
        // (half-protected dominoes included); those on an area's side are exposed with it (OpenDominoAndAreaCount)
        long free = state & ~safeCells & ~blockCells & ~areaCells;
        long open = packings.packing(free, left);
        return new SureMoveCount(Long.bitCount(safeCells) / 2 + freeMoves, Long.bitCount(blocks) + Long.bitCount(areas),
                Long.bitCount(open), exposure(open, sides, left), packings.apart(free & ~sides, left),
                runCuts.histogram(state, open, left), blockCells | areaCells, sides, open);
    }

    /** {@code left}'s counts of {@link CellCountRace} on the opponent's usable cells and on its own open cells. */
    private CellCountRace sharedCells(long theirUsable, long openCells, int safe, boolean left) {
        long shared = packings.packing(theirUsable, left);
        long open = packings.packing(openCells, left);
        return new CellCountRace(safe, Long.bitCount(shared), exposed(shared, left), packings.apartOf(shared, left),
                Long.bitCount(open), exposed(open, left));
    }

    /**
     * {@code left}'s counts of {@link CellCountRaceWithAreas}: those of {@link CellCountRace} off its blocks' and
     * areas' cells ({@link SureMoveCount#claims}), dominoes on an area's open side exposed with it.
     */
    CellCountRaceWithAreas claimedCells(long theirUsable, long openCells, SureMoveCount sure, boolean left) {
        long shared = packings.packing(theirUsable & ~sure.claims(), left);
        long open = packings.packing(openCells & ~sure.claims(), left);
        return new CellCountRaceWithAreas(sure.safe(), sure.blocks(), Long.bitCount(shared),
                exposure(shared, sure.sides(), left), Long.bitCount(open), exposure(open, sure.sides(), left));
    }
}
