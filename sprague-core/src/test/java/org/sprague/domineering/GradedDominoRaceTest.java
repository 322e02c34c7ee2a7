package org.sprague.domineering;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race with dominoes of two worths ({@link GradedDominoRace}) and its use in the counts
 * ({@link CountedOutcome#gradedRace}), each on its own: the race's table against a game tree over explicit items
 * written here, and the verdicts of the rule alone against a plain minimax on random boards.
 */
class GradedDominoRaceTest {
    /** Item kinds of the explicit race. */
    private static final int AREA = 0;
    private static final int EXPOSED_HIGH = 1;
    private static final int EXPOSED_LOW = 2;
    private static final int LONE_HIGH = 3;
    private static final int LONE_LOW = 4;

    /**
     * Every race of at most two items of each kind, every pair of worths, against a game tree over the items one
     * by one: P takes any intact item; O's move destroys any set of items of one of the allowed shapes (at most two
     * exposed dominoes; an area with at most one exposed domino; one lone domino; nothing).
     */
    @Test
    void theTableIsTheGameTreeOfTheItems() {
        int checked = 0;
        for (int low = 0; low < GradedDominoRace.MAX_EXTRA; low++) {
            for (int high = low + 1; high <= GradedDominoRace.MAX_EXTRA; high++) {
                Map<String, Integer> memo = new HashMap<>();
                int[] worth = {8, 2 + high, 2 + low, 2 + high, 2 + low};
                for (int code = 0; code < 243; code++) {
                    int[] counts = new int[5];
                    for (int k = 0, c = code; k < 5; k++, c /= 3) {
                        counts[k] = c % 3;
                    }
                    for (boolean first : new boolean[] {true, false}) {
                        int expected = tree(counts, first, worth, memo);
                        assertThat(GradedDominoRace.value(first, counts[AREA], counts[EXPOSED_HIGH],
                                counts[EXPOSED_LOW], counts[LONE_HIGH], counts[LONE_LOW], low, high))
                                .as(Arrays.toString(counts) + (first ? " P first" : " O first") + " worths " + low
                                        + "/" + high)
                                .isEqualTo(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).isEqualTo(10 * 243 * 2);
    }

    /**
     * Worked by hand, dominoes worth 2 (low) and 4 (high) halves: one high and two low exposed dominoes. P first
     * plays the high one (4) and O destroys both low ones: 4. O first destroys the high one and a low one, and P
     * plays the last: 2. With the low ones lone instead, O first destroys the high one (exposed alone), and P plays a
     * low one, O destroys the other: 2; P first plays the high one, O destroys one low, P plays the other: 6.
     */
    @Test
    void smallRacesWorkedByHand() {
        assertThat(GradedDominoRace.value(true, 0, 1, 2, 0, 0, 0, 2)).isEqualTo(4);
        assertThat(GradedDominoRace.value(false, 0, 1, 2, 0, 0, 0, 2)).isEqualTo(2);
        assertThat(GradedDominoRace.value(false, 0, 1, 0, 0, 2, 0, 2)).isEqualTo(2);
        assertThat(GradedDominoRace.value(true, 0, 1, 0, 0, 2, 0, 2)).isEqualTo(6);
        // more items than the tables count: nothing counted
        assertThat(GradedDominoRace.value(true, 16, 1, 0, 0, 0, 0, 1)).isZero();
    }

    /**
     * The rule by itself: where the graded race says the player to move wins (its sure halves exceed twice the
     * opponent's most) or loses (the opponent's, moving second, reach twice the mover's most), plain minimax agrees;
     * and it decides positions that the race of {@link OpenDominoAndAreaCount} (every domino at the least worth)
     * does not.
     */
    @Test
    void theGradedRaceNeverContradictsMinimax() {
        int[] counts = checkAgainstMinimax(73, (b, left) -> {
            SureMoveCount own = sure(b.game, b.state, left);
            SureMoveCount theirs = sure(b.game, b.state, !left);
            int ownMost = b.most(b.state, left);
            int theirMost = b.most(b.state, !left);
            boolean saysWin = b.game.counts().gradedRace(b.state, own, left, true) > 2 * theirMost;
            boolean saysLoss = b.game.counts().gradedRace(b.state, theirs, !left, false) >= 2 * ownMost;
            assertThat(saysWin && saysLoss).as(b.text()).isFalse();
            boolean ungraded = 2 * own.safe() + OpenDominoAndAreaCount.firstOf(own.blocks(), own.open(),
                    own.exposure(), OpponentRunCuts.leastExtra(own.cuts())) > 2 * theirMost
                    || ungradedLoss(theirs) >= 2 * ownMost;
            int verdict = saysWin ? 1 : saysLoss ? -1 : 0;
            return ungraded ? verdict : 2 * verdict;
        });
        assertThat(counts[0]).isGreaterThan(2000);
        assertThat(counts[1]).isGreaterThan(200);
    }

    /**
     * The loss test with the race's value raised to whole moves ({@link OpponentRunCuts#wholeMoves}), by itself: where
     * the second player's race (of one worth, or graded), raised to even, reaches twice the mover's most, plain
     * minimax says the mover loses; and some of these positions are decided only by the raising.
     */
    @Test
    void theOddHalfRaisedToAMoveNeverContradictsMinimax() {
        int[] counts = checkAgainstMinimax(83, (b, left) -> {
            SureMoveCount theirs = sure(b.game, b.state, !left);
            int ownMost = b.most(b.state, left);
            int race = Math.max(b.game.counts().gradedRace(b.state, theirs, !left, false),
                    ungradedLoss(theirs));
            if (OpponentRunCuts.wholeMoves(race) < 2 * ownMost) {
                return 0;
            }
            return race < 2 * ownMost ? -2 : -1;
        });
        assertThat(counts[0]).isGreaterThan(1000);
        assertThat(counts[1]).isGreaterThan(50);
    }

    /** A rule's verdict with the player to move: 1 wins, -1 loses, 0 nothing said; twice that when only it says so. */
    private interface Rule {
        int verdict(RandomBoard board, boolean left);
    }

    /**
     * Every verdict of {@code rule} on random boards of at most 18 empty cells, each player to move, against plain
     * minimax; the positions it decided, and those only it decided.
     */
    private static int[] checkAgainstMinimax(long seed, Rule rule) {
        Random random = new Random(seed);
        int[] counts = new int[2];
        for (int trial = 0; trial < 4000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 18);
            Map<Boolean, Map<Long, Boolean>> memo = Map.of(true, new HashMap<>(), false, new HashMap<>());
            for (boolean left : new boolean[] {true, false}) {
                int verdict = rule.verdict(b, left);
                if (verdict != 0) {
                    assertThat(verdict > 0).as(b.text() + (left ? " Left" : " Right") + " to move")
                            .isEqualTo(b.minimaxWins(b.state, left, memo));
                    counts[0]++;
                    counts[1] += Math.abs(verdict) == 2 ? 1 : 0;
                }
            }
        }
        return counts;
    }

    /** The second player's race of one worth ({@link OpenDominoAndAreaCount}) with its safe moves, in halves. */
    private static int ungradedLoss(SureMoveCount theirs) {
        return 2 * theirs.safe() + OpenDominoAndAreaCount.secondOf(theirs.blocks(), theirs.open(), theirs.exposure(),
                OpponentRunCuts.leastExtra(theirs.cuts()));
    }

    /**
     * The bound that lets the counts skip the graded race ({@link CountedOutcome#gradedBound}) is never below the
     * graded race, on random boards of up to 40 empty cells, each player first and second.
     */
    @Test
    void theSkippingBoundIsNeverBelowTheGradedRace() {
        Random random = new Random(89);
        int split = 0;
        for (int trial = 0; trial < 3000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 40);
            for (boolean left : new boolean[] {true, false}) {
                SureMoveCount sure = sure(b.game, b.state, left);
                for (boolean first : new boolean[] {true, false}) {
                    int graded = b.game.counts().gradedRace(b.state, sure, left, first);
                    assertThat(CountedOutcome.gradedBound(sure, first)).as(b.text()).isGreaterThanOrEqualTo(graded);
                    split += graded > 2 * sure.safe() ? 1 : 0;
                }
            }
        }
        assertThat(split).isGreaterThan(1000);
    }

    /**
     * A wiring test: the dominoes {@link OpponentRunCuts#earningAtLeast} gives for each number of halves are as many
     * as the histogram counts at that number or more, on random boards.
     */
    @Test
    void dominoesEarningAtLeastMatchTheHistogram() {
        Random random = new Random(79);
        for (int trial = 0; trial < 2000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 40);
            for (boolean left : new boolean[] {true, false}) {
                SureMoveCount sure = sure(b.game, b.state, left);
                OpponentRunCuts cuts = new OpponentRunCuts(b.width, b.height, b.game.packings().notFirstColumn,
                        b.game.packings().notLastColumn, b.game.packings().evenColumns, b.game.packings().evenRows);
                for (int halves = 1; halves <= 4; halves++) {
                    int expected = 0;
                    for (int h = halves; h <= 4; h++) {
                        expected += OpponentRunCuts.earnedBy(sure.cuts(), h);
                    }
                    long earning = cuts.earningAtLeast(b.state, sure.openFirsts(), left, halves);
                    assertThat(earning & ~sure.openFirsts()).isZero();
                    assertThat(Long.bitCount(earning)).as(b.text()).isEqualTo(expected);
                }
            }
        }
    }

    private static SureMoveCount sure(DomineeringBitboard g, long s, boolean left) {
        long protectedCells = left ? g.packings().protectedFromRight(s) : g.packings().protectedFromLeft(s);
        long safe = left ? g.packings().verticalCells(protectedCells) : g.packings().horizontalCells(protectedCells);
        return g.counts().sureMoves(s, safe, left);
    }

    /** P's sure halves in the explicit race: items by kind, O's moves as the sets of items they destroy. */
    private static int tree(int[] counts, boolean first, int[] worth, Map<String, Integer> memo) {
        String key = Arrays.toString(counts) + first;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int value;
        if (first) {
            value = 0;
            for (int kind = 0; kind < 5; kind++) {
                if (counts[kind] > 0) {
                    counts[kind]--;
                    value = Math.max(value, worth[kind] + tree(counts, false, worth, memo));
                    counts[kind]++;
                }
            }
        } else {
            value = tree(counts, true, worth, memo);
            // every set of at most three items, kept when it is one of O's shapes
            int[] taken = new int[5];
            value = Math.min(value, worstDestruction(counts, taken, 0, worth, memo));
        }
        memo.put(key, value);
        return value;
    }

    /** The least of P's values after each allowed set of destroyed items (chosen kind by kind from {@code kind}). */
    private static int worstDestruction(int[] counts, int[] taken, int kind, int[] worth, Map<String, Integer> memo) {
        if (kind == 5) {
            int areas = taken[AREA];
            int exposed = taken[EXPOSED_HIGH] + taken[EXPOSED_LOW];
            int lone = taken[LONE_HIGH] + taken[LONE_LOW];
            boolean allowed = areas + exposed + lone > 0
                    && (areas == 0 && lone == 0 && exposed <= 2
                            || areas == 1 && lone == 0 && exposed <= 1
                            || areas == 0 && exposed == 0 && lone == 1);
            if (!allowed) {
                return Integer.MAX_VALUE;
            }
            int[] rest = counts.clone();
            for (int k = 0; k < 5; k++) {
                rest[k] -= taken[k];
            }
            return tree(rest, true, worth, memo);
        }
        int worst = Integer.MAX_VALUE;
        for (int t = 0; t <= Math.min(2, counts[kind]); t++) {
            taken[kind] = t;
            worst = Math.min(worst, worstDestruction(counts, taken, kind + 1, worth, memo));
        }
        taken[kind] = 0;
        return worst;
    }
}
