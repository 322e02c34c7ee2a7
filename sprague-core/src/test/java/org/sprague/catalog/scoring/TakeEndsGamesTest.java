package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.assertAgrees;
import static org.sprague.catalog.scoring.ScoringChecks.boxed;
import static org.sprague.catalog.scoring.ScoringChecks.forEachRow;
import static org.sprague.catalog.scoring.ScoringChecks.solve;
import static org.sprague.catalog.scoring.ScoringChecks.value;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.game.ScoreGame;
import org.sprague.solve.score.ScoreSolver;

/** LeetCode 486, 877 and 1690: interval DP against the generic solvers, and the seed's samples. */
class TakeEndsGamesTest {
    private static void exhaustive(TakeEndsGame game, int minLength, int maxLength, int min, int max, int step) {
        ScoreGame<List<Integer>> rules = TakeEnds.rules(game.scoring());
        for (ScoreSolver<List<Integer>> engine : ScoringChecks.engines(rules)) {
            forEachRow(minLength, maxLength, min, max, row -> {
                if (row.length % step == 0) {
                    assertAgrees(solve(game, row), engine, boxed(row), ScoringChecks::strings);
                }
            });
        }
    }

    @Test
    void predictWinnerEqualsTheGenericSolverOnEveryRowUpTo8() {
        exhaustive(new PredictWinnerGame(), 1, 8, 0, 2, 1);
    }

    @Test
    void stoneGameEqualsTheGenericSolverOnEveryEvenRowUpTo8() {
        exhaustive(new StoneGame(), 2, 8, 1, 3, 2);
    }

    @Test
    void stoneGame7EqualsTheGenericSolverOnEveryRowUpTo8() {
        exhaustive(new StoneGame7(), 1, 8, 1, 3, 1);
    }

    @Test
    void theFirstPlayerNeverLosesStoneGame() {
        // the seed's argument: with an even number of piles, take all odd-placed or all even-placed piles
        forEachRow(2, 10, 1, 3, row -> {
            if (row.length % 2 == 0) {
                assertThat(TakeEnds.solve(row, TakeEnds.Scoring.TAKEN)[0]).isGreaterThanOrEqualTo(0);
            }
        });
    }

    @Test
    void seedSamplesOf486() {
        // LeetCode 486 examples 1 and 2
        Solution s = solve(new PredictWinnerGame(), "1", "5", "2");
        assertThat(s.detail("answer")).isEqualTo(false);
        assertThat(value(s)).isEqualTo(-2);
        s = solve(new PredictWinnerGame(), "1", "5", "233", "7");
        assertThat(s.detail("answer")).isEqualTo(true);
        assertThat(value(s)).isEqualTo(222);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take left 1");
    }

    @Test
    void aTieCountsAsAWinForPlayerOneIn486() {
        Solution s = solve(new PredictWinnerGame(), "1", "1");
        assertThat(value(s)).isZero();
        assertThat(s.outcome().label()).isEqualTo("draw");
        assertThat(s.detail("answer")).isEqualTo(true);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take left 1", "take right 1");
    }

    @Test
    void seedSampleOf877() {
        // LeetCode 877 example: [5,3,4,5] -> true; taking either 5 wins
        Solution s = solve(new StoneGame(), "5", "3", "4", "5");
        assertThat(s.detail("answer")).isEqualTo(true);
        // Alice 5 + 4 = 9 against Bob's 5 + 3 = 8
        assertThat(value(s)).isEqualTo(1);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take left 5", "take right 5");
        assertThat(s.winningMoves()).extracting(MoveReport::to)
                .containsExactly(List.of("3", "4", "5"), List.of("5", "3", "4"));
    }

    @Test
    void secondExampleOf877() {
        // LeetCode 877 example 2, not in the seed; as quoted by https://hackmd.io/@Marsgoat/leetcode877
        assertThat(solve(new StoneGame(), "3", "7", "2", "3").detail("answer")).isEqualTo(true);
    }

    @Test
    void seedSamplesOf1690() {
        // LeetCode 1690 examples: 6 and 122; the first move of example 1 removes the 2
        Solution s = solve(new StoneGame7(), "5", "3", "1", "4", "2");
        assertThat(value(s)).isEqualTo(6);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take right 2 (scores 13)");
        assertThat(value(solve(new StoneGame7(), "7", "90", "5", "1", "100", "10", "10", "2"))).isEqualTo(122);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve(new StoneGame(), "5", "3", "4")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("even number");
        assertThatThrownBy(() -> solve(new StoneGame(), "5", "0")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("between 1 and 500");
        assertThatThrownBy(() -> solve(new StoneGame7(), "5", "1001")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(new PredictWinnerGame(), "-1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(new PredictWinnerGame(), "x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("integer");
        assertThatThrownBy(() -> solve(new PredictWinnerGame())).isInstanceOf(BadInputException.class)
                .hasMessageContaining("missing position");
        assertThatThrownBy(() -> solve(new StoneGame7(), new int[TakeEndsGame.MAX_LENGTH + 1]))
                .isInstanceOf(BadInputException.class);
        int[] tooLong = new int[TakeEndsGame.MAX_LENGTH + 1];
        java.util.Arrays.fill(tooLong, 1);
        assertThatThrownBy(() -> solve(new StoneGame7(), tooLong)).isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void longRowsLeaveToOut() {
        int[] row = new int[1200];
        java.util.Arrays.fill(row, 1);
        Solution s = solve(new StoneGame(), row);
        assertThat(s.winningMoves()).isNotEmpty().allSatisfy(m -> assertThat(m.to()).isNull());
    }
}
