package org.sprague.domineering;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The race of {@link OpenDominoAndAreaCount} with open dominoes of two worths instead of one (derived here, on the
 * races of Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230, 2000,
 * and the vulnerable moves of Bullock's thesis, "Domineering: Solving Large Combinatorial Search Spaces",
 * University of Alberta, 2002). {@link OpenDominoAndAreaCount} counts every open domino at the worth of the one that
 * cuts the opponent's runs least ({@link OpponentRunCuts#leastExtra}); here the dominoes that earned at least some
 * number of halves ({@link OpponentRunCuts#earningAtLeast}) are <em>high</em> and worth the least of them, the others
 * <em>low</em>, so that a few dominoes that cut little no longer lower the worth of all.
 *
 * <p>P's items are areas (worth 8 halves: two moves of P's and two taken from O's rows, see {@link SureMoveCount}),
 * and high and low dominoes, each <em>exposed</em> (beside another of P's dominoes, or on an area's open side) or
 * <em>lone</em>. P plays one intact item a turn; O's one move destroys at most two exposed dominoes, or an area
 * and one exposed domino, or one lone domino, or nothing. This allows O every move of {@link
 * OpenDominoAndAreaCount}'s race (which tells side dominoes from other exposed ones, and lets an area fall only with
 * a side domino) and more, whatever the grades of the dominoes, so its value is a lower bound on that race with
 * each domino at its own worth, and so on what P is sure of: the proof that played dominoes and claimed areas take
 * their worths from O's most ({@link OpponentRunCuts}, {@link SureMoveCount}) holds for any set of them P ends up
 * playing. The value is computed exactly by recursion, P choosing its best item and O its most harmful move.
 *
 * <p>The positions of the race are those of at most {@value #CELL_PAIRS} pairs of cells (two an area, one a domino),
 * numbered densely; a race with more items is not counted (0 is always sure: such positions are far from their
 * end, where the counts seldom decide, and the smaller tables are made faster). The tables of one pair of worths
 * are made the first time that pair is asked for.
 */
final class GradedDominoRace {
    /** The most areas on 64 cells. */
    private static final int AREAS = 16;
    /** The most pairs of cells counted: an area takes two, a domino one. */
    private static final int CELL_PAIRS = 20;
    private static final int AREA_WORTH = 8;
    /** The most halves a domino earns beyond its move ({@link OpponentRunCuts}). */
    static final int MAX_EXTRA = 4;
    private static final int SPAN = CELL_PAIRS + 1;
    /** {@code BASE[((a * SPAN + xh) * SPAN + xl) * SPAN + lh]}: the number of the position with no lone low domino. */
    private static final int[] BASE = new int[(AREAS + 1) * SPAN * SPAN * SPAN];
    private static final int POSITIONS;
    /**
     * By {@code low * (MAX_EXTRA + 1) + high}: P's sure halves moving first, and second (two tables); made on demand,
     * shared by the threads of a search.
     */
    private static final AtomicReferenceArray<short[][]> TABLES =
            new AtomicReferenceArray<>((MAX_EXTRA + 1) * (MAX_EXTRA + 1));

    static {
        int next = 0;
        for (int a = 0; a <= AREAS; a++) {
            for (int xh = 0; xh < SPAN; xh++) {
                for (int xl = 0; xl < SPAN; xl++) {
                    for (int lh = 0; lh < SPAN; lh++) {
                        int room = CELL_PAIRS - 2 * a - xh - xl - lh;
                        int at = ((a * SPAN + xh) * SPAN + xl) * SPAN + lh;
                        BASE[at] = room < 0 ? -1 : next;
                        next += Math.max(0, room + 1);
                    }
                }
            }
        }
        POSITIONS = next;
    }

    private GradedDominoRace() {
    }

    /** The number of a position, or -1 when it has more than {@link #CELL_PAIRS} pairs of cells. */
    private static int index(int a, int xh, int xl, int lh, int ll) {
        if (a > AREAS || 2 * a + xh + xl + lh + ll > CELL_PAIRS) {
            return -1;
        }
        return BASE[((a * SPAN + xh) * SPAN + xl) * SPAN + lh] + ll;
    }

    /**
     * P's sure halves, moving first ({@code first}) or with O moving first.
     *
     * @param first whether P moves first
     * @param areas areas
     * @param exposedHigh high dominoes beside another or on an area's side
     * @param exposedLow low dominoes beside another or on an area's side
     * @param loneHigh high dominoes beside nothing of P's
     * @param loneLow low dominoes beside nothing of P's
     * @param lowExtra the halves a low domino is worth beyond its two
     * @param highExtra the halves a high domino is worth beyond its two, more than {@code lowExtra}
     * @return halves of a move, 0 when the items take more than {@value #CELL_PAIRS} pairs of cells (always sure)
     */
    static int value(boolean first, int areas, int exposedHigh, int exposedLow, int loneHigh, int loneLow,
            int lowExtra, int highExtra) {
        int at = index(areas, exposedHigh, exposedLow, loneHigh, loneLow);
        if (at < 0) {
            return 0;
        }
        int pair = lowExtra * (MAX_EXTRA + 1) + highExtra;
        short[][] tables = TABLES.get(pair);
        if (tables == null) {
            tables = filled(lowExtra, highExtra, pair);
        }
        return tables[first ? 0 : 1][at];
    }

    private static synchronized short[][] filled(int lowExtra, int highExtra, int pair) {
        short[][] done = TABLES.get(pair);
        if (done != null) {
            return done;
        }
        short[] first = new short[POSITIONS];
        short[] second = new short[POSITIONS];
        int low = 2 + lowExtra;
        int high = 2 + highExtra;
        // every position a move leads to is smaller in one count and no larger in the others, so it comes earlier
        for (int a = 0; a <= AREAS; a++) {
            for (int xh = 0; 2 * a + xh <= CELL_PAIRS; xh++) {
                for (int xl = 0; 2 * a + xh + xl <= CELL_PAIRS; xl++) {
                    for (int lh = 0; 2 * a + xh + xl + lh <= CELL_PAIRS; lh++) {
                        for (int ll = 0; 2 * a + xh + xl + lh + ll <= CELL_PAIRS; ll++) {
                            int here = index(a, xh, xl, lh, ll);
                            int best = 0;
                            if (a > 0) {
                                best = Math.max(best, AREA_WORTH + second[index(a - 1, xh, xl, lh, ll)]);
                            }
                            if (xh > 0) {
                                best = Math.max(best, high + second[index(a, xh - 1, xl, lh, ll)]);
                            }
                            if (xl > 0) {
                                best = Math.max(best, low + second[index(a, xh, xl - 1, lh, ll)]);
                            }
                            if (lh > 0) {
                                best = Math.max(best, high + second[index(a, xh, xl, lh - 1, ll)]);
                            }
                            if (ll > 0) {
                                best = Math.max(best, low + second[index(a, xh, xl, lh, ll - 1)]);
                            }
                            first[here] = (short) best;
                            second[here] = (short) Math.min(best, afterDestroying(first, a, xh, xl, lh, ll));
                        }
                    }
                }
            }
        }
        short[][] tables = {first, second};
        TABLES.set(pair, tables);
        return tables;
    }

    /** The least of P's values (moving first) after each move of O's that destroys something. */
    private static int afterDestroying(short[] first, int a, int xh, int xl, int lh, int ll) {
        int worst = Integer.MAX_VALUE;
        // two exposed dominoes of either grade (or the last one), with an area or not
        for (int withArea = 0; withArea <= Math.min(a, 1); withArea++) {
            int takes = withArea == 1 ? 1 : 2;
            for (int h = 0; h <= Math.min(takes, xh); h++) {
                int l = Math.min(takes - h, xl);
                worst = Math.min(worst, first[index(a - withArea, xh - h, xl - l, lh, ll)]);
            }
        }
        if (lh > 0) {
            worst = Math.min(worst, first[index(a, xh, xl, lh - 1, ll)]);
        }
        if (ll > 0) {
            worst = Math.min(worst, first[index(a, xh, xl, lh, ll - 1)]);
        }
        return worst;
    }
}
