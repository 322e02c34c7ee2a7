package org.sprague.cram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Figure;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * Misère Cram against a brute force written here: plain recursion over every domino of the whole board, memoised by
 * the board's mask only (no dropped cells, no symmetry), on every board of up to 12 squares, '#' cells included.
 */
class CramMisereTest {
    /** The oracle's answer for one board: who wins under misère play, Smith's remoteness, the winning moves. */
    private record Truth(boolean wins, long remoteness) {
    }

    /** Misère Cram on an {@code h x w} board by brute force: a board without moves is won by the player to move. */
    private static final class Brute {
        final int h;
        final int w;
        final Map<Integer, Truth> memo = new HashMap<>();

        Brute(int h, int w) {
            this.h = h;
            this.w = w;
        }

        /** Each move as {text, mask after}, in reading order of the first cell, across before down. */
        List<Object[]> moves(int mask) {
            List<Object[]> out = new ArrayList<>();
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    int a = 1 << (r * w + c);
                    if ((mask & a) == 0) {
                        continue;
                    }
                    if (c + 1 < w && (mask & a << 1) != 0) {
                        out.add(new Object[] {"(" + (r + 1) + "," + (c + 1) + ")-(" + (r + 1) + "," + (c + 2) + ")",
                                mask & ~a & ~(a << 1)});
                    }
                    if (r + 1 < h && (mask & a << w) != 0) {
                        out.add(new Object[] {"(" + (r + 1) + "," + (c + 1) + ")-(" + (r + 2) + "," + (c + 1) + ")",
                                mask & ~a & ~(a << w)});
                    }
                }
            }
            return out;
        }

        Truth solve(int mask) {
            Truth known = memo.get(mask);
            if (known != null) {
                return known;
            }
            List<Object[]> moves = moves(mask);
            Truth t;
            if (moves.isEmpty()) {
                t = new Truth(true, 0);
            } else {
                long quickestWin = Long.MAX_VALUE;
                long slowest = 0;
                for (Object[] m : moves) {
                    Truth o = solve((Integer) m[1]);
                    if (!o.wins()) {
                        quickestWin = Math.min(quickestWin, o.remoteness() + 1);
                    }
                    slowest = Math.max(slowest, o.remoteness() + 1);
                }
                t = quickestWin != Long.MAX_VALUE ? new Truth(true, quickestWin) : new Truth(false, slowest);
            }
            memo.put(mask, t);
            return t;
        }

        List<String> winning(int mask) {
            List<String> out = new ArrayList<>();
            for (Object[] m : moves(mask)) {
                if (!solve((Integer) m[1]).wins()) {
                    out.add((String) m[0]);
                }
            }
            return out;
        }
    }

    private static List<String> rows(int h, int w, int mask) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < h; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < w; c++) {
                row.append((mask >>> (r * w + c) & 1) != 0 ? '.' : '#');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Test
    void everyBoardOfUpToTwelveSquaresMatchesTheBruteForce() {
        int boards = 0;
        for (int h = 1; h <= 12; h++) {
            for (int w = 1; h * w <= 12; w++) {
                Brute brute = new Brute(h, w);
                for (int mask = 0; mask < 1 << (h * w); mask++) {
                    List<String> rows = rows(h, w, mask);
                    CramMisere search = CramMisere.of(CramBoard.of(rows));
                    Truth t = brute.solve(mask);
                    assertThat(search.outcome()).as("%s", rows).isEqualTo(t.wins() ? Outcome.FIRST : Outcome.SECOND);
                    assertThat(search.remoteness()).as("%s", rows).isEqualTo(t.remoteness());
                    assertThat(search.winningMoves().stream().map(CramBoard.Domino::text).toList()).as("%s", rows)
                            .isEqualTo(brute.winning(mask));
                    boards++;
                }
            }
        }
        assertThat(boards).isEqualTo(35978);
    }

    @Test
    void theCatalogAnswersMisereBoardsOfUpToNineSquaresAsTheBruteForce() {
        CatalogGame cram = Catalog.find("cram");
        GameOptions misere = GameOptions.of("--misere", "true");
        for (int h = 1; h <= 9; h++) {
            for (int w = 1; h * w <= 9; w++) {
                Brute brute = new Brute(h, w);
                for (int mask = 0; mask < 1 << (h * w); mask++) {
                    List<String> rows = rows(h, w, mask);
                    Solution s = (Solution) cram.solve(misere, rows);
                    Truth t = brute.solve(mask);
                    assertThat(s.outcome()).as("%s", rows).isEqualTo(t.wins() ? Outcome.FIRST : Outcome.SECOND);
                    assertThat(s.remoteness()).as("%s", rows).isEqualTo(new Figure.Known<>(t.remoteness()));
                    assertThat(s.grundy()).as("no Grundy value under misère play").isNotInstanceOf(Figure.Known.class);
                    assertThat(s.winningMoves().stream().map(MoveReport::move).toList()).as("%s", rows)
                            .isEqualTo(brute.winning(mask));
                    for (MoveReport m : s.winningMoves()) {
                        assertThat(m.to()).hasSize(h);
                    }
                }
            }
        }
    }

    @Test
    void aBoardPastTheBudgetIsRefusedWithTheStepsItNeeds() {
        CatalogGame cram = Catalog.find("cram");
        GameOptions misere = GameOptions.of("--misere", "true").withBudget(Budget.standard().withSteps(1e6));
        assertThatThrownBy(() -> cram.solve(misere, List.of("4x5"))).isInstanceOfSatisfying(
                ResourceLimitException.class, e -> {
                    assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
                    assertThat(e.needed()).isEqualTo(CramMisere.estimate(CramBoard.of(List.of("....", "....",
                            "....", "....", "....")))).isGreaterThan(1e6);
                });
    }

    @Test
    void cellsNoDominoCanCoverAreDroppedAndSymmetricBoardsStoredOnce() {
        // 1x4: the middle domino leaves two lone cells, worth nothing (the empty board); the two end dominoes
        // leave mirror images: three positions in all, where a plain search holds four or five
        CramMisere strip = CramMisere.of(CramBoard.of(List.of("....")));
        assertThat(strip.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(strip.winningMoves().stream().map(CramBoard.Domino::text).toList())
                .containsExactly("(1,1)-(1,2)", "(1,3)-(1,4)");
        assertThat(strip.positions()).isEqualTo(3);
        // cells too far apart for one box of 64 are searched as a list of their own (no symmetry)
        CramMisere far = CramMisere.of(CramBoard.of(List.of(".." + "#".repeat(66) + "..")));
        assertThat(far.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(far.remoteness()).isEqualTo(2);
        assertThat(far.winningMoves()).hasSize(2);
    }
}
