package org.sprague.domineering;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The protective areas ({@link ProtectiveAreas#verticalAreas}), the race with them ({@link OpenDominoAndAreaCount} in
 * {@link SureMoveCount} and {@link CellCountRaceWithAreas}) and the cuts of played dominoes in the opponent's runs
 * ({@link OpponentRunCuts}), each on its own against oracles written here: the areas and the opponent's most moves
 * checked cell by cell on a grid, and every verdict of the new rules against a plain minimax.
 */
class ProtectiveAreasTest {

    /**
     * Every area found is a 2x2 square of empty cells, off the blocks, with both cells on one side across the
     * player's direction filled or off the board; no two areas (or an area and a block) can be met by one
     * domino of the opponent's.
     */
    @Test
    void areasAreWalledSquaresNoOpponentDominoMeetsTwice() {
        Random random = new Random(61);
        int oneWalled = 0;
        for (int trial = 0; trial < 3000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 40);
            for (boolean left : new boolean[] {true, false}) {
                long blocks = left ? b.game.areas().verticalBlocks(b.state) : b.game.areas().horizontalBlocks(b.state);
                long blockCells = b.game.areas().blockCells(blocks);
                long areas = left ? b.game.areas().verticalAreas(b.state, blockCells) : b.game.areas().horizontalAreas(b.state,
                        blockCells);
                int[][] owner = new int[b.height][b.width];
                int id = 0;
                for (long rest = blocks | areas; rest != 0; rest &= rest - 1) {
                    int top = Long.numberOfTrailingZeros(rest);
                    int r = top / b.width;
                    int c = top % b.width;
                    id++;
                    for (int dr = 0; dr < 2; dr++) {
                        for (int dc = 0; dc < 2; dc++) {
                            assertThat(b.empty(r + dr, c + dc)).as(b.text()).isTrue();
                            assertThat(owner[r + dr][c + dc]).as(b.text()).isZero();
                            owner[r + dr][c + dc] = id;
                        }
                    }
                    boolean walled = left
                            ? !b.empty(r, c - 1) && !b.empty(r + 1, c - 1)
                                    || !b.empty(r, c + 2) && !b.empty(r + 1, c + 2)
                            : !b.empty(r - 1, c) && !b.empty(r - 1, c + 1)
                                    || !b.empty(r + 2, c) && !b.empty(r + 2, c + 1);
                    assertThat(walled).as(b.text()).isTrue();
                    if ((areas >>> top & 1) != 0 && (left ? b.empty(r, c - 1) || b.empty(r, c + 2)
                            : b.empty(r - 1, c) || b.empty(r + 2, c))) {
                        oneWalled++;
                    }
                }
                // every opponent's domino (horizontal against Left's areas) meets at most one of them
                for (int r = 0; r < b.height; r++) {
                    for (int c = 0; c < b.width; c++) {
                        int r2 = left ? r : r + 1;
                        int c2 = left ? c + 1 : c;
                        if (b.empty(r, c) && b.empty(r2, c2) && owner[r][c] != 0 && owner[r2][c2] != 0) {
                            assertThat(owner[r][c]).as(b.text()).isEqualTo(owner[r2][c2]);
                        }
                    }
                }
            }
        }
        assertThat(oneWalled).isGreaterThan(1000);
    }

    /**
     * The race with areas in move counts ({@link SureMoveCount}) and in cells ({@link CellCountRaceWithAreas}), by
     * themselves: where either says the player to move wins or loses, plain minimax agrees; and they decide positions
     * the same rules without the areas' race do not.
     */
    @Test
    void theRaceWithAreasNeverContradictsMinimax() {
        Random random = new Random(67);
        int decided = 0;
        int onlyWithAreas = 0;
        for (int trial = 0; trial < 5000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 17);
            // one table a side to move
            Map<Boolean, Map<Long, Boolean>> memo = Map.of(true, new HashMap<>(), false, new HashMap<>());
            for (boolean left : new boolean[] {true, false}) {
                DomineeringBitboard g = b.game;
                long s = b.state;
                long ownProtected = left ? g.packings().protectedFromRight(s) : g.packings().protectedFromLeft(s);
                long theirProtected = left ? g.packings().protectedFromLeft(s) : g.packings().protectedFromRight(s);
                long ownSafe = left ? g.packings().verticalCells(ownProtected) : g.packings().horizontalCells(ownProtected);
                long theirSafe = left ? g.packings().horizontalCells(theirProtected) : g.packings().verticalCells(theirProtected);
                SureMoveCount own = g.counts().sureMoves(s, ownSafe, left);
                SureMoveCount theirs = g.counts().sureMoves(s, theirSafe, !left);
                int ownMost = left ? g.packings().verticalCount(s) : g.packings().horizontalCount(s);
                int theirMost = left ? g.packings().horizontalCount(s) : g.packings().verticalCount(s);
                boolean raceWin = 2 * own.safe() + OpenDominoAndAreaCount.firstOf(own.blocks(), own.open(), own.exposure(),
                        OpponentRunCuts.leastExtra(own.cuts())) > 2 * theirMost;
                boolean raceLoss = 2 * theirs.safe() + OpenDominoAndAreaCount.secondOf(theirs.blocks(), theirs.open(),
                        theirs.exposure(), OpponentRunCuts.leastExtra(theirs.cuts())) >= 2 * ownMost;
                boolean cellsWin = g.counts().claimedCells(s & ~ownProtected, s & ~ownSafe, own, left)
                        .outlastsFirst(Long.bitCount(s & ~ownProtected));
                boolean cellsLoss = g.counts().claimedCells(s & ~theirProtected, s & ~theirSafe, theirs, !left)
                        .outlastsSecond(Long.bitCount(s & ~theirProtected));
                boolean saysWin = raceWin || cellsWin;
                boolean saysLoss = raceLoss || cellsLoss;
                if (!saysWin && !saysLoss) {
                    continue;
                }
                boolean wins = b.minimaxWins(s, left, memo);
                assertThat(saysWin && saysLoss).as(b.text()).isFalse();
                assertThat(saysWin).as(b.text() + (left ? " Left" : " Right")).isEqualTo(wins);
                decided++;
                // the same counts with the areas left out of the race: the open dominoes' race alone
                boolean plain = own.safe() + OpenDominoCount.first(own.open(), OpenDominoAndAreaCount.beside(own.exposure()))
                        > theirMost || ownMost <= theirs.safe() + OpenDominoCount.second(theirs.open(),
                        OpenDominoAndAreaCount.beside(theirs.exposure()));
                if (!plain && (own.blocks() > 0 || theirs.blocks() > 0)) {
                    onlyWithAreas++;
                }
            }
        }
        assertThat(decided).isGreaterThan(2000);
        assertThat(onlyWithAreas).isGreaterThan(200);
    }

    /**
     * {@link OpponentRunCuts}: whatever {@code k} dominoes of a player's open packing it plays, and whatever areas it
     * claims (all four cells filled), the opponent's most moves, counted here line by line on the grid, fall by
     * at least {@link OpponentRunCuts#sureOf} less {@code k}, plus two for each area.
     */
    @Test
    void playedDominoesCutTheOpponentsRunsAtLeastAsCounted() {
        Random random = new Random(71);
        int cut = 0;
        for (int trial = 0; trial < 3000; trial++) {
            RandomBoard b = RandomBoard.random(random, 2, 40);
            for (boolean left : new boolean[] {true, false}) {
                DomineeringBitboard g = b.game;
                long s = b.state;
                long safe = left ? g.packings().verticalCells(g.packings().protectedFromRight(s)) : g.packings().horizontalCells(g.packings().protectedFromLeft(s));
                long blocks = left ? g.areas().verticalBlocks(s) : g.areas().horizontalBlocks(s);
                long blockCells = g.areas().blockCells(blocks);
                long areas = left ? g.areas().verticalAreas(s, blockCells) : g.areas().horizontalAreas(s, blockCells);
                long areaCells = g.areas().blockCells(areas);
                long open = g.packings().packing(s & ~safe & ~blockCells & ~areaCells, left);
                long histogram = new OpponentRunCuts(b.width, b.height, allBut(b, 0), allBut(b, b.width - 1),
                        everyOther(b, true), everyOther(b, false)).histogram(s, open, left);
                long[] dominoes = bits(open);
                long[] claimed = bits(areas | blocks);
                int before = b.most(s, !left);
                for (int round = 0; round < 8; round++) {
                    int k = random.nextInt(dominoes.length + 1);
                    long played = 0;
                    for (int i : randomSubset(random, dominoes.length, k)) {
                        long first = dominoes[i];
                        played |= first | (left ? first << b.width : first << 1);
                    }
                    int q = random.nextInt(claimed.length + 1);
                    for (int i : randomSubset(random, claimed.length, q)) {
                        played |= g.areas().blockCells(claimed[i]);
                    }
                    int after = b.most(s & ~played, !left);
                    int expected = OpponentRunCuts.sureOf(histogram, k) - k + 2 * q;
                    assertThat(before - after).as(b.text()).isGreaterThanOrEqualTo(expected);
                    cut += expected - 2 * q > 0 ? 1 : 0;
                }
            }
        }
        assertThat(cut).isGreaterThan(5000);
    }

    /** Every cell of the board but those of one column. */
    private static long allBut(RandomBoard b, int column) {
        long mask = 0;
        for (int r = 0; r < b.height; r++) {
            for (int c = 0; c < b.width; c++) {
                if (c != column) {
                    mask |= 1L << (r * b.width + c);
                }
            }
        }
        return mask;
    }

    /** The even columns (or rows) of the board. */
    private static long everyOther(RandomBoard b, boolean columns) {
        long mask = 0;
        for (int r = 0; r < b.height; r++) {
            for (int c = 0; c < b.width; c++) {
                if ((columns ? c : r) % 2 == 0) {
                    mask |= 1L << (r * b.width + c);
                }
            }
        }
        return mask;
    }

    private static long[] bits(long set) {
        long[] out = new long[Long.bitCount(set)];
        int i = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            out[i++] = rest & -rest;
        }
        return out;
    }

    private static int[] randomSubset(Random random, int n, int k) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        for (int i = 0; i < k; i++) {
            int j = i + random.nextInt(n - i);
            int t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        return java.util.Arrays.copyOf(all, k);
    }
}
