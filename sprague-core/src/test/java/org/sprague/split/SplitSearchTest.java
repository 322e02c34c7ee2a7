package org.sprague.split;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.cram.CramBoard;
import org.sprague.solve.Budget;

/**
 * The split searches, their leaves solved in this process by the single-machine searches, against a brute force
 * of the whole board written in the test ({@link SplitBruteForce}): every rectangle up to 4x4 and random boards
 * with filled cells, at depths 1 to 3.
 */
class SplitSearchTest {
    private static final LeafSolver HERE = SplitEngines.solver(SplitEngines.LOCAL, null);

    @Test
    void domineeringSplitsGiveTheBruteForceWinnersAndAWinningMove() {
        for (List<String> rows : boards()) {
            SplitBruteForce brute = new SplitBruteForce(rows.get(0).length(), rows.size());
            long empty = SplitBruteForce.mask(rows);
            for (int depth = 1; depth <= 3; depth++) {
                for (boolean leftFirst : new boolean[] {true, false}) {
                    DomineeringSplit.Answer a = domineering(rows, depth, leftFirst);
                    assertThat(a.leftWinsFirst()).as("%s left first, depth %d", rows, depth)
                            .isEqualTo(brute.moverWins(empty, true));
                    assertThat(a.rightWinsFirst()).as("%s right first, depth %d", rows, depth)
                            .isEqualTo(brute.moverWins(empty, false));
                    boolean firstWins = leftFirst ? a.leftWinsFirst() : a.rightWinsFirst();
                    assertThat(a.winningMove() != null).isEqualTo(firstWins);
                    if (firstWins) {
                        long after = SplitBruteForce.mask(a.reached());
                        assertThat(Long.bitCount(empty & ~after)).isEqualTo(2);
                        assertThat(after & ~empty).isZero();
                        assertThat(brute.moverWins(after, !leftFirst)).as("%s after %s", rows, a.winningMove())
                                .isFalse();
                        assertThat(a.winningMove()).startsWith(leftFirst ? "vertical (" : "horizontal (");
                    }
                }
            }
        }
    }

    @Test
    void cramSplitsGiveTheBruteForceNimberAndEveryWinningMove() {
        for (List<String> rows : boards()) {
            SplitBruteForce brute = new SplitBruteForce(rows.get(0).length(), rows.size());
            long empty = SplitBruteForce.mask(rows);
            int nimber = brute.nimber(empty);
            List<String> expectedMoves = new ArrayList<>();
            CramBoard board = CramBoard.of(rows);
            for (CramBoard.Domino d : board.moves()) {
                if (brute.nimber(SplitBruteForce.mask(board.place(d).rows())) == 0) {
                    expectedMoves.add(d.text());
                }
            }
            for (int depth = 1; depth <= 3; depth++) {
                List<String> leaves = CramSplit.leaves(rows, depth);
                CramSplit.Answer a = CramSplit.combine(rows, depth, HERE.solve(CramSplit.ID, rows, depth,
                        Budget.unlimited()));
                assertThat(a.value()).as("%s depth %d", rows, depth).isEqualTo(nimber);
                assertThat(a.winningMoves().stream().map(CramBoard.Domino::text).toList()).as("%s", rows)
                        .isEqualTo(expectedMoves);
                assertThat(a.leaves()).isEqualTo(leaves.size());
            }
        }
    }

    @Test
    void symmetricPositionsShareALeaf() {
        // 4x4 with Left first and Right first: the transposes of one another, so the two trees share every leaf
        List<String> square = List.of("....", "....", "....", "....");
        List<String> leftOnly = new ArrayList<>();
        for (List<int[]> moves = DomineeringSplit.moves(square, true); !moves.isEmpty(); moves.remove(0)) {
            String key = BoardImages.partizanKey(DomineeringSplit.play(square, moves.get(0)), false);
            if (!leftOnly.contains(key)) {
                leftOnly.add(key);
            }
        }
        // 12 vertical dominoes, 4 classes under the two mirrors and the half turn
        assertThat(leftOnly).hasSize(4);
        assertThat(DomineeringSplit.leaves(square, 1)).containsExactlyInAnyOrderElementsOf(leftOnly);
        assertThat(BoardImages.partizanKey(List.of("#..", "..."), true))
                .isEqualTo(BoardImages.partizanKey(List.of("#.", "..", ".."), false));
    }

    private static DomineeringSplit.Answer domineering(List<String> rows, int depth, boolean leftFirst) {
        List<String> leaves = DomineeringSplit.leaves(rows, depth);
        Map<String, SplitGame.Leaf> solved = HERE.solve(DomineeringSplit.ID, rows, depth, Budget.unlimited());
        DomineeringSplit.Answer a = DomineeringSplit.combine(rows, depth, leftFirst, solved);
        // the lazy minimax solves a part of the leaves, and with every leaf solved it gives the same answer
        assertThat(leaves).containsAll(solved.keySet());
        Map<String, SplitGame.Leaf> all = new java.util.HashMap<>();
        for (String key : leaves) {
            all.put(key, SplitGames.solve(DomineeringSplit.ID, key, Budget.unlimited()));
        }
        DomineeringSplit.Answer whole = DomineeringSplit.combine(rows, depth, leftFirst, all);
        assertThat(whole.leftWinsFirst()).isEqualTo(a.leftWinsFirst());
        assertThat(whole.rightWinsFirst()).isEqualTo(a.rightWinsFirst());
        return a;
    }

    /** Every rectangle up to 4x4 but the thinnest, and random ones with filled cells. */
    private static List<List<String>> boards() {
        List<List<String>> out = new ArrayList<>();
        for (int h = 2; h <= 4; h++) {
            for (int w = 2; w <= 4; w++) {
                out.add(java.util.Collections.nCopies(h, ".".repeat(w)));
            }
        }
        Random random = new Random(40);
        for (int i = 0; i < 12; i++) {
            int h = 2 + random.nextInt(3);
            int w = 3 + random.nextInt(3);
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < h; r++) {
                StringBuilder b = new StringBuilder();
                for (int c = 0; c < w; c++) {
                    b.append(random.nextInt(5) == 0 ? '#' : '.');
                }
                rows.add(b.toString());
            }
            out.add(rows);
        }
        return out;
    }
}
