package org.sprague.domineering;

/**
 * The race of {@link OpenDominoCount} with protective areas in it (derived here): P's items are open dominoes and
 * areas ({@link ProtectiveAreas#verticalAreas}); P plays one intact domino or claims one intact area a turn, O
 * destroys items with its moves. Four kinds of items, by what one O move can destroy with them:
 *
 * <ul>
 *   <li>areas, chosen apart: one O move destroys at most one, and with it at most one side domino;
 *   <li>side dominoes, on an area's open side (and perhaps beside another domino too);
 *   <li>exposed dominoes, beside another domino and on no area's side;
 *   <li>lone dominoes, beside nothing of P's.
 * </ul>
 *
 * <p>So one O move destroys two dominoes among the side and exposed ones (allowed here for any two of them), or
 * an area and a side domino, or an area, or a lone domino, or nothing. The value is the least total P is sure of,
 * in halves of a move: a domino played is worth {@code 2 + extra} halves and an area claimed 8 (its two moves, and
 * the two moves it takes from O's rows: see {@link SureMoveCount}). Computed exactly by recursion, P choosing its best
 * item and O its most harmful move, one table for each worth of a domino.
 */
final class OpenDominoAndAreaCount {
    /** The most areas on 64 cells. */
    private static final int AREAS = 16;
    /** The most side dominoes: two cells beside each area, four cells in it, on 64 cells. */
    private static final int SIDES = 16;
    /** The most dominoes of one kind on 64 cells. */
    private static final int DOMINOES = 32;
    /** The most halves a domino is counted here beyond its own two (a larger worth is counted as this). */
    static final int MAX_EXTRA = 2;
    private static final int AREA_WORTH = 8;
    /** Pairs of cells on 64: an area takes two, a domino one. */
    private static final int CELL_PAIRS = 32;

    private static final short[][] FIRST = new short[MAX_EXTRA + 1][];
    private static final short[][] SECOND = new short[MAX_EXTRA + 1][];

    static {
        for (int extra = 0; extra <= MAX_EXTRA; extra++) {
            fill(extra);
        }
    }

    private OpenDominoAndAreaCount() {
    }

    private static int index(int areas, int sides, int exposed, int lone) {
        return ((areas * (SIDES + 1) + sides) * (DOMINOES + 1) + exposed) * (DOMINOES + 1) + lone;
    }

    private static void fill(int extra) {
        int size = (AREAS + 1) * (SIDES + 1) * (DOMINOES + 1) * (DOMINOES + 1);
        short[] first = new short[size];
        short[] second = new short[size];
        int domino = 2 + extra;
        // by the total of items, so that every position with fewer is done first; only those that fit on 64
        // cells (four an area, two a domino), the others are never asked for
        for (int total = 0; total <= CELL_PAIRS; total++) {
            for (int a = 0; a <= Math.min(total, AREAS); a++) {
                for (int s = 0; s <= Math.min(total - a, SIDES); s++) {
                    for (int x = 0; x <= total - a - s; x++) {
                        int l = total - a - s - x;
                        if (2 * a + s + x + l > CELL_PAIRS) {
                            continue;
                        }
                        int here = index(a, s, x, l);
                        int best = 0;
                        if (a > 0) {
                            best = Math.max(best, AREA_WORTH + second[index(a - 1, s, x, l)]);
                        }
                        if (s > 0) {
                            best = Math.max(best, domino + second[index(a, s - 1, x, l)]);
                        }
                        if (x > 0) {
                            best = Math.max(best, domino + second[index(a, s, x - 1, l)]);
                        }
                        if (l > 0) {
                            best = Math.max(best, domino + second[index(a, s, x, l - 1)]);
                        }
                        first[here] = (short) best;
                        second[here] = (short) Math.min(best, afterDestroying(first, a, s, x, l));
                    }
                }
            }
        }
        SECOND[extra] = second;
        FIRST[extra] = first;
    }

    /** The least of P's values (moving first) after each move of O's that destroys something. */
    private static int afterDestroying(short[] first, int a, int s, int x, int l) {
        int worst = Integer.MAX_VALUE;
        // two of the side and exposed dominoes (or the last one)
        if (s + x > 0) {
            if (s >= 2) {
                worst = Math.min(worst, first[index(a, s - 2, x, l)]);
            }
            if (x >= 2) {
                worst = Math.min(worst, first[index(a, s, x - 2, l)]);
            }
            worst = Math.min(worst, first[index(a, Math.max(0, s - 1), Math.max(0, x - (s > 0 ? 1 : 2)), l)]);
        }
        if (a > 0) {
            worst = Math.min(worst, first[index(a - 1, Math.max(0, s - 1), x, l)]);
        }
        if (l > 0) {
            worst = Math.min(worst, first[index(a, s, x, l - 1)]);
        }
        return worst;
    }

    /**
     * P's sure halves moving first.
     *
     * @param areas areas
     * @param sides side dominoes
     * @param exposed exposed dominoes on no area's side
     * @param lone lone dominoes
     * @param extra halves each domino is worth beyond its two, at least 0 (more than {@link #MAX_EXTRA} counts
     *     as that)
     * @return halves of a move
     */
    static int first(int areas, int sides, int exposed, int lone, int extra) {
        return value(FIRST, areas, sides, exposed, lone, extra);
    }

    /**
     * P's sure halves when O moves first.
     *
     * @param areas areas
     * @param sides side dominoes
     * @param exposed exposed dominoes on no area's side
     * @param lone lone dominoes
     * @param extra halves each domino is worth beyond its two, at least 0 (more than {@link #MAX_EXTRA} counts
     *     as that)
     * @return halves of a move
     */
    static int second(int areas, int sides, int exposed, int lone, int extra) {
        return value(SECOND, areas, sides, exposed, lone, extra);
    }

    /**
     * {@link #first} for a packing of {@code open} dominoes given by its exposure (three counts, a byte each from
     * the lowest: dominoes beside another, dominoes on an area's side, dominoes that are either).
     *
     * @param areas areas
     * @param open the packing's dominoes
     * @param exposure its counts
     * @param extra halves each domino is worth beyond its two
     * @return halves of a move
     */
    static int firstOf(int areas, int open, int exposure, int extra) {
        int sides = exposure >>> 8 & 0xFF;
        int either = exposure >>> 16 & 0xFF;
        return first(areas, sides, either - sides, open - either, extra);
    }

    /**
     * {@link #second} for a packing given by its exposure ({@link #firstOf}).
     *
     * @param areas areas
     * @param open the packing's dominoes
     * @param exposure its counts
     * @param extra halves each domino is worth beyond its two
     * @return halves of a move
     */
    static int secondOf(int areas, int open, int exposure, int extra) {
        int sides = exposure >>> 8 & 0xFF;
        int either = exposure >>> 16 & 0xFF;
        return second(areas, sides, either - sides, open - either, extra);
    }

    /**
     * Of a packing's exposure ({@link #firstOf}), the dominoes beside another ({@link OpenDominoCount}'s exposed).
     *
     * @param exposure the counts
     * @return a count
     */
    static int beside(int exposure) {
        return exposure & 0xFF;
    }

    private static int value(short[][] tables, int areas, int sides, int exposed, int lone, int extra) {
        if (areas > AREAS || sides > SIDES || 2 * areas + sides + exposed + lone > CELL_PAIRS) {
            // more than 64 cells hold: nothing is claimed (a bound that is always sure)
            return 0;
        }
        return tables[Math.min(extra, MAX_EXTRA)][index(areas, sides, exposed, lone)];
    }
}
