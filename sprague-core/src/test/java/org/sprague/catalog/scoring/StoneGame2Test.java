package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.sprague.catalog.scoring.ScoringChecks.assertAgrees;
import static org.sprague.catalog.scoring.ScoringChecks.boxed;
import static org.sprague.catalog.scoring.ScoringChecks.forEachRow;
import static org.sprague.catalog.scoring.ScoringChecks.solve;
import static org.sprague.catalog.scoring.ScoringChecks.value;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

class StoneGame2Test {
    private final StoneGame2 game = new StoneGame2();

    private static List<String> render(StoneGame2.Position p) {
        if (p.piles().isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        out.add("--m");
        out.add(Integer.toString(p.m()));
        out.addAll(ScoringChecks.strings(p.piles()));
        return out;
    }

    @Test
    void equalsTheGenericSolverOnEveryRowUpTo8() {
        for (ScoreSolver<StoneGame2.Position> engine : ScoringChecks.engines(StoneGame2.RULES)) {
            forEachRow(1, 8, 1, 3, row -> assertAgrees(solve(game, row), engine,
                    new StoneGame2.Position(boxed(row), 1), StoneGame2Test::render));
        }
    }

    @Test
    void equalsTheGenericSolverForEveryStartingM() {
        ScoreSolver<StoneGame2.Position> engine = ScoringChecks.engines(StoneGame2.RULES).get(1);
        forEachRow(1, 6, 1, 3, row -> {
            for (int m = 1; m <= row.length; m++) {
                Solution s = (Solution) game.solve(GameOptions.of("--m", Integer.toString(m)),
                        ScoringChecks.strings(row));
                assertAgrees(s, engine, new StoneGame2.Position(boxed(row), m), StoneGame2Test::render);
            }
        });
    }

    @Test
    void seedSamples() {
        // LeetCode 1140 examples: Alice gets 10 and 104 stones
        Solution s = solve(game, "2", "7", "9", "4", "4");
        assertThat(s.detail("answer")).isEqualTo(10L);
        assertThat(value(s)).isEqualTo(10 - 16);
        assertThat(s.winningMoves()).extracting(MoveReport::to).containsExactly(List.of("--m", "1", "7", "9", "4",
                "4"));
        assertThat(solve(game, "1", "2", "3", "4", "5", "100").detail("answer")).isEqualTo(104L);
    }

    @Test
    void mMayBeGivenInThePosition() {
        Solution s = solve(game, "--m", "2", "9", "4", "4");
        assertThat(s.position()).containsExactly("--m", "2", "9", "4", "4");
        assertThat(value(s)).isEqualTo(17);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("take 3 piles (17 stones), M = 3");
        assertThat(s.winningMoves()).extracting(MoveReport::to).containsExactly(List.of());
        assertThatThrownBy(() -> game.solve(GameOptions.of("--m", "2"), List.of("--m", "2", "1")))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(game, "--m", "0", "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve(game, "0")).isInstanceOf(BadInputException.class);
    }
}
