package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.cram.CramBoard;
import org.sprague.cram.CramValues;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.partizan.OutcomeClass;
import org.sprague.search.OutcomeClassSearch;
import org.sprague.search.SearchProgress;
import org.sprague.solve.Budget;
import org.sprague.split.CramSplit;
import org.sprague.split.DomineeringSplit;
import org.sprague.split.SplitBruteForce;
import org.sprague.split.SplitGames;
import org.sprague.split.SplitGame;

/**
 * Split searches with their subtrees as Spark tasks (local mode): on tiny boards against a brute force of the
 * whole board written in the tests ({@link SplitBruteForce}), on larger ones against the one-machine search, each
 * winning move checked by a search of the position it reaches.
 */
class SparkSplitTest {
    @Test
    void domineeringOnTinyBoardsAgreesWithTheBruteForce() {
        for (List<String> rows : List.of(board(2, 3), board(3, 3), board(3, 4), board(4, 4), board(4, 5),
                List.of("#...", "....", "..#."), List.of(".#..", "....", "....", "...#"))) {
            SplitBruteForce brute = new SplitBruteForce(rows.get(0).length(), rows.size());
            long empty = SplitBruteForce.mask(rows);
            for (int depth = 1; depth <= 2; depth++) {
                DomineeringSplit.Answer a = domineering(rows, depth, true);
                assertThat(a.leftWinsFirst()).as("%s depth %d", rows, depth).isEqualTo(brute.moverWins(empty, true));
                assertThat(a.rightWinsFirst()).as("%s depth %d", rows, depth)
                        .isEqualTo(brute.moverWins(empty, false));
                if (a.winningMove() != null) {
                    assertThat(brute.moverWins(SplitBruteForce.mask(a.reached()), false)).isFalse();
                }
            }
        }
    }

    @Test
    void domineeringOnLargerBoardsAgreesWithTheOneMachineSearch() {
        for (List<String> rows : List.of(board(5, 5), board(4, 7))) {
            for (boolean leftFirst : new boolean[] {true, false}) {
                DomineeringSplit.Answer a = domineering(rows, 1, leftFirst);
                OutcomeClass one = DomineeringSearch.solve(new Domineering.Board(rows), leftFirst, Budget.unlimited(),
                        SearchProgress.NONE, null, false).outcome().outcomeClass();
                assertThat(OutcomeClassSearch.outcomeClass(a.leftWinsFirst(), a.rightWinsFirst())).as("%s", rows)
                        .isEqualTo(one);
                if (a.winningMove() != null) {
                    // the move is checked by the one-machine search: the opponent, first on the board reached, loses
                    OutcomeClass after = DomineeringSearch.solve(new Domineering.Board(a.reached()), !leftFirst,
                            Budget.unlimited(), SearchProgress.NONE, null, false).outcome().outcomeClass();
                    assertThat(after.firstWins(!leftFirst)).as("%s after %s", rows, a.winningMove()).isFalse();
                }
            }
        }
    }

    @Test
    void cramAgreesWithTheBruteForceAndTheOneMachineValues() {
        for (List<String> rows : List.of(board(3, 3), board(3, 4), board(4, 4), List.of("..#..", ".....", "#...."))) {
            long empty = SplitBruteForce.mask(rows);
            for (int depth = 1; depth <= 2; depth++) {
                CramSplit.Answer a = cram(rows, depth);
                assertThat(a.value()).as("%s depth %d", rows, depth)
                        .isEqualTo(new SplitBruteForce(rows.get(0).length(), rows.size()).nimber(empty));
            }
        }
        for (List<String> rows : List.of(board(5, 5), board(4, 6))) {
            CramSplit.Answer a = cram(rows, 1);
            CramBoard board = CramBoard.of(rows);
            CramValues values = new CramValues(board.emptyCells(), Budget.unlimited());
            assertThat(a.value()).as("%s", rows).isEqualTo(values.value(board));
            List<String> winning = new ArrayList<>();
            for (CramBoard.Domino d : board.moves()) {
                if (values.value(board.place(d)) == 0) {
                    winning.add(d.text());
                }
            }
            assertThat(a.winningMoves().stream().map(CramBoard.Domino::text).toList()).isEqualTo(winning);
        }
    }

    /** A wiring test: the leaves solved as Spark tasks are those solved one after another in this JVM. */
    @Test
    void sparkTasksSolveEachLeafAsThisJvmDoes() {
        List<String> rows = board(4, 5);
        List<String> keys = DomineeringSplit.leaves(rows, 2);
        Map<String, SplitGame.Leaf> spark = SparkSplit.solveLeaves(SharedSpark.session(), DomineeringSplit.ID, keys,
                Double.POSITIVE_INFINITY, 0);
        assertThat(spark).hasSize(keys.size());
        for (String key : keys) {
            assertThat(spark.get(key)).isEqualTo(SplitGames.solve(DomineeringSplit.ID, key, Budget.unlimited()));
        }
    }

    private static DomineeringSplit.Answer domineering(List<String> rows, int depth, boolean leftFirst) {
        return DomineeringSplit.combine(rows, depth, leftFirst, SparkSplit.solve(SharedSpark.session(),
                DomineeringSplit.ID, rows, depth, 2, Double.POSITIVE_INFINITY, 0));
    }

    private static CramSplit.Answer cram(List<String> rows, int depth) {
        return CramSplit.combine(rows, depth, SparkSplit.solve(SharedSpark.session(), CramSplit.ID, rows, depth, 2,
                Double.POSITIVE_INFINITY, 0));
    }

    private static List<String> board(int height, int width) {
        return Collections.nCopies(height, ".".repeat(width));
    }
}
