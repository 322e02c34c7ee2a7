package org.sprague.domineering;

/**
 * One player's counts on a board past one word ({@link DomineeringWideBoard}), on its lines (as
 * {@link CountedOutcome#evaluated} counts on one word): line {@code k}'s bit
 * {@code j} is the {@code j}-th cell along it, and the lines {@code k - 1} and {@code k + 1} are beside it
 * across the player's direction, where the opponent's dominoes cross. The lines are packed {@code length + 1}
 * bits apart (a clear bit after each, so that nothing along a line reaches the next), as many as fit a word,
 * in two words {@code a} and {@code b}: each count is then a few operations on two words, and the line beside
 * is a shift by the stride (across the words for the last line of {@code a}).
 */
final class WideLineCounts {
    private static final long EVEN_BITS = 0x5555555555555555L;

    private final int n;
    private final int stride;
    private final int perWord;
    /** Where the last line of word {@code a} starts. */
    private final int tail;
    private final long validA;
    private final long validB;
    private final long evenA;
    private final long evenB;
    /** The empty cells, packed. */
    private long a;
    private long b;
    private long guardedA;
    private long guardedB;
    private long safeCellsA;
    private long safeCellsB;
    private long claimsA;
    private long claimsB;
    private long sidesA;
    private long sidesB;
    /** Disjoint dominoes the opponent can never cover. */
    int safe;
    /** The most disjoint dominoes on the board. */
    int most;
    /** Protective blocks and areas ({@link ProtectiveAreas#verticalAreas}). */
    int areas;
    /** Open dominoes (off the safe ones and the areas), their exposure, and those on every other line. */
    int open;
    int openExposure;
    int apart;
    /** The cells the opponent can ever cover. */
    int usable;

    /**
     * @param lines the player's lines
     * @param length cells along each
     */
    WideLineCounts(int lines, int length) {
        n = lines;
        stride = length + 1;
        perWord = 64 / stride;
        if ((lines + perWord - 1) / perWord > 2) {
            throw new IllegalArgumentException("lines past two words: " + lines + " of " + length);
        }
        tail = stride * (perWord - 1);
        long lineMask = (1L << length) - 1;
        long va = 0;
        long vb = 0;
        long ea = 0;
        long eb = 0;
        for (int k = 0; k < lines; k++) {
            long bits = lineMask << (k % perWord * stride);
            if (k < perWord) {
                va |= bits;
                ea |= k % 2 == 0 ? bits : 0;
            } else {
                vb |= bits;
                eb |= k % 2 == 0 ? bits : 0;
            }
        }
        validA = va;
        validB = vb;
        evenA = ea;
        evenB = eb;
    }

    // the line before (k - 1) brought to line k, and the line after (k + 1), in each word
    private long beforeA(long xa) {
        return (xa << stride) & validA;
    }

    private long beforeB(long xa, long xb) {
        return ((xb << stride) | (xa >>> tail)) & validB;
    }

    private long afterA(long xa, long xb) {
        return ((xa >>> stride) | (xb << tail)) & validA;
    }

    private long afterB(long xb) {
        return (xb >>> stride) & validB;
    }

    /** The safe moves and the most moves: what the other checks start from. */
    WideLineCounts count(long[] lines) {
        long xa = 0;
        long xb = 0;
        for (int k = 0; k < n; k++) {
            long bits = lines[k] << (k % perWord * stride);
            if (k < perWord) {
                xa |= bits;
            } else {
                xb |= bits;
            }
        }
        a = xa;
        b = xb;
        guardedA = xa & ~beforeA(xa) & ~afterA(xa, xb);
        guardedB = xb & ~beforeB(xa, xb) & ~afterB(xb);
        long safeA = firsts(guardedA);
        long safeB = firsts(guardedB);
        safe = Long.bitCount(safeA) + Long.bitCount(safeB);
        safeCellsA = safeA | safeA << 1;
        safeCellsB = safeB | safeB << 1;
        most = firstsCount(xa) + firstsCount(xb);
        return this;
    }

    /** {@link SureMoveCount} from the blocks, areas and open dominoes (after {@link #count}). */
    SureMoveCount sure() {
        areas = claimAreas();
        long freeA = a & ~safeCellsA & ~claimsA;
        long freeB = b & ~safeCellsB & ~claimsB;
        long counts = exposure(firsts(freeA), firsts(freeB), areas == 0 ? 0 : sidesA, areas == 0 ? 0 : sidesB);
        open = (int) (counts & 0xFF);
        openExposure = (int) (counts >>> 8 & 0xFFFFFF);
        // without areas there are no sides: the open dominoes give every other line's count
        apart = (int) ((areas == 0 ? counts
                : exposure(firsts(freeA & ~sidesA), firsts(freeB & ~sidesB), 0, 0)) >>> 32);
        return new SureMoveCount(safe, areas, open, openExposure, apart, 0L, 0L, 0L, 0L);
    }

    /**
     * The race in cells: {@link CellCountRace} and, with areas, {@link CellCountRaceWithAreas}, for an opponent limited
     * to {@link #usable} cells (after {@link #sure}).
     *
     * @param first whether this player moves first
     * @return whether this player outlasts the other by it
     */
    boolean outlastsInCells(boolean first) {
        long theirA = a & ~guardedA;
        long theirB = b & ~guardedB;
        usable = Long.bitCount(theirA) + Long.bitCount(theirB);
        long counts = exposure(firsts(theirA), firsts(theirB), 0, 0);
        int shared = (int) (counts & 0xFF);
        int sharedBeside = (int) (counts >>> 8 & 0xFF);
        int sharedApart = (int) (counts >>> 32);
        int unsafe = open;
        int unsafeBeside = openExposure & 0xFF;
        if (areas != 0) {
            counts = exposure(firsts(a & ~safeCellsA), firsts(b & ~safeCellsB), 0, 0);
            unsafe = (int) (counts & 0xFF);
            unsafeBeside = (int) (counts >>> 8 & 0xFF);
        }
        CellCountRace cellsRace = new CellCountRace(safe, shared, sharedBeside, sharedApart, unsafe, unsafeBeside);
        if (first ? cellsRace.outlastsFirst(usable) : cellsRace.outlastsSecond(usable)) {
            return true;
        }
        if (areas == 0) {
            return false;
        }
        counts = exposure(firsts(theirA & ~claimsA), firsts(theirB & ~claimsB), sidesA, sidesB);
        CellCountRaceWithAreas claimed = new CellCountRaceWithAreas(safe, areas, (int) (counts & 0xFF),
                (int) (counts >>> 8 & 0xFFFFFF), open, openExposure);
        return first ? claimed.outlastsFirst(usable) : claimed.outlastsSecond(usable);
    }

    /**
     * Chooses the protective blocks (2x2 squares of empty cells walled across the player's direction on both
     * sides, greedy along the lines) and then the areas (walled on one side, off the blocks, each off the
     * cells of the others and the cells beside them), each by its cell of the lower line and position, and
     * marks their cells (claims) and the empty cells beside the areas (sides).
     *
     * @return blocks and areas
     */
    private int claimAreas() {
        long pairsA = a & (a >>> 1);
        long pairsB = b & (b >>> 1);
        long squareA = pairsA & afterA(pairsA, pairsB);
        long squareB = pairsB & afterB(pairsB);
        long beforeA = beforeA(a);
        long beforeB = beforeB(a, b);
        long afterA = afterA(a, b);
        long afterB = afterB(b);
        long twoAfterA = afterA(afterA, afterB);
        long twoAfterB = afterB(afterB);
        long wallBeforeA = ~(beforeA | beforeA >>> 1);
        long wallBeforeB = ~(beforeB | beforeB >>> 1);
        long wallAfterA = ~(twoAfterA | twoAfterA >>> 1);
        long wallAfterB = ~(twoAfterB | twoAfterB >>> 1);
        long blocksA = alternate(squareA & wallBeforeA & wallAfterA);
        long blocksB = alternate(squareB & wallBeforeB & wallAfterB);
        int count = Long.bitCount(blocksA) + Long.bitCount(blocksB);
        long cellsA = blocksA | blocksA << 1;
        long cellsB = blocksB | blocksB << 1;
        // a block's cells on its line and the next
        long claimA = cellsA | beforeA(cellsA);
        long claimB = cellsB | beforeB(cellsA, cellsB);
        long takenA = claimA | afterA(claimA, claimB);
        long takenB = claimB | afterB(claimB);
        long candidatesA = squareA & (wallBeforeA | wallAfterA) & ~(takenA | takenA >>> 1);
        long candidatesB = squareB & (wallBeforeB | wallAfterB) & ~(takenB | takenB >>> 1);
        long usedA = claimA;
        long usedB = claimB;
        long areaA = 0;
        long areaB = 0;
        for (int word = 0; word < 2; word++) {
            for (long rest = word == 0 ? candidatesA : candidatesB; rest != 0; rest &= rest - 1) {
                long pair = 3L << Long.numberOfTrailingZeros(rest);
                long hereA = word == 0 ? pair : 0;
                long hereB = word == 0 ? 0 : pair;
                // the square (its line and the next) and the lines beside it (before and after those)
                long squareCellsA = hereA | beforeA(hereA);
                long squareCellsB = hereB | beforeB(hereA, hereB);
                long nearA = squareCellsA | beforeA(squareCellsA) | afterA(hereA, hereB);
                long nearB = squareCellsB | beforeB(squareCellsA, squareCellsB) | afterB(hereB);
                if ((nearA & usedA) == 0 && (nearB & usedB) == 0) {
                    usedA |= squareCellsA;
                    usedB |= squareCellsB;
                    areaA |= squareCellsA;
                    areaB |= squareCellsB;
                    count++;
                }
            }
        }
        claimsA = claimA | areaA;
        claimsB = claimB | areaB;
        sidesA = (beforeA(areaA) | afterA(areaA, areaB)) & ~areaA & a;
        sidesB = (beforeB(areaA, areaB) | afterB(areaB)) & ~areaB & b;
        return count;
    }

    /**
     * Of a packing (first bits in two words): its dominoes (bits 0-7), then {@link SureMoveCount}'s exposure (bits
     * 8-31: those beside another, across the lines, where one opponent's domino covers a cell of each; those
     * with a cell on the sides; those that are either), and the most on every other line (bits 32 on).
     */
    private long exposure(long firstsA, long firstsB, long sideA, long sideB) {
        long coveredA = firstsA | firstsA << 1;
        long coveredB = firstsB | firstsB << 1;
        long touchingA = coveredA & (beforeA(coveredA) | afterA(coveredA, coveredB));
        long touchingB = coveredB & (beforeB(coveredA, coveredB) | afterB(coveredB));
        long besideA = firstsA & (touchingA | touchingA >>> 1);
        long besideB = firstsB & (touchingB | touchingB >>> 1);
        long onSideA = coveredA & sideA;
        long onSideB = coveredB & sideB;
        long sideFirstsA = firstsA & (onSideA | onSideA >>> 1);
        long sideFirstsB = firstsB & (onSideB | onSideB >>> 1);
        int total = Long.bitCount(firstsA) + Long.bitCount(firstsB);
        int beside = Long.bitCount(besideA) + Long.bitCount(besideB);
        int onSide = Long.bitCount(sideFirstsA) + Long.bitCount(sideFirstsB);
        int either = Long.bitCount(besideA | sideFirstsA) + Long.bitCount(besideB | sideFirstsB);
        int even = Long.bitCount(firstsA & evenA) + Long.bitCount(firstsB & evenB);
        return total | (long) beside << 8 | (long) onSide << 16 | (long) either << 24
                | (long) Math.max(even, total - even) << 32;
    }

    /** The cells of line {@code k} that the other player can never cover: no empty cell beside them across it. */
    static long protectedCells(long[] lines, int k) {
        long cellsHere = lines[k];
        if (k > 0) {
            cellsHere &= ~lines[k - 1];
        }
        if (k + 1 < lines.length) {
            cellsHere &= ~lines[k + 1];
        }
        return cellsHere;
    }

    /**
     * The greedy packing of dominoes along a line from bit 0, each by its first bit: in each run of pairs (bits
     * whose next bit is set too), the pairs at an even distance from the run's start, which is a largest packing.
     * Adding a run's first bit to the pairs clears the run and carries into the bit past it, which no run holds:
     * that marks the runs that start on an even bit.
     *
     * @param line the empty cells of a line, below bit 63
     * @return the packing's first bits
     */
    static long firsts(long line) {
        return alternate(line & (line >>> 1));
    }

    static int firstsCount(long line) {
        return Long.bitCount(firsts(line));
    }

    /**
     * The greedy choice along a line of bits of which neighbours exclude each other: in each run of set bits, those at
     * an even distance from its start.
     */
    static long alternate(long runs) {
        long starts = runs & ~(runs << 1);
        long evenRuns = runs & ~(runs + (starts & EVEN_BITS));
        return (evenRuns & EVEN_BITS) | (runs & ~evenRuns & ~EVEN_BITS);
    }
}
