package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;

/** The run's budget decides the optional searches of every game, with one note; the solvers honour cancellation. */
class OptionalWorkTest {
    private static Solution solve(String game, Budget budget, String... position) {
        return (Solution) Catalog.find(game).solve(GameOptions.none().withBudget(budget), List.of(position));
    }

    @Test
    void aTinyBudgetGivesTheSharedNoteInEveryGame() {
        Budget tiny = Budget.standard().withSteps(10);
        String[][] cases = {{"nim", "3", "4", "5"}, {"wythoff", "3", "5"}, {"divisor", "12"}, {"flip", "++++"},
            {"coins", "HTH"}, {"hackenbush", "0-1", "1-2"}, {"staircase", "1", "3", "4"}, {"fibonacci-nim", "10"}};
        for (String[] c : cases) {
            List<String> position = List.of(c).subList(1, c.length);
            Solution s = solve(c[0], tiny, position.toArray(new String[0]));
            assertThat(String.join("\n", s.notes())).as(c[0])
                    .containsPattern("remoteness not computed: about [0-9.]+e[+-][0-9]+ steps, over the budget of"
                            + " 1e\\+01");
        }
    }

    @Test
    void noLimitComputesWhatTheStandardBudgetSkips() {
        // remoteness of Nim 45 50 60 is over the standard search budget
        Solution standard = solve("nim", Budget.standard(), "45", "50", "60");
        assertThat(standard.notes()).anyMatch(n -> n.startsWith("remoteness not computed: about"));
        Solution unlimited = solve("nim", Budget.unlimited(), "45", "50", "60");
        // the winner moves to a lost position: remoteness is odd for a first-player win (Smith)
        assertThat(unlimited.remoteness()).isInstanceOf(Figure.Known.class);
        long r = ((Figure.Known<Long>) unlimited.remoteness()).value();
        assertThat(r % 2).isEqualTo(1);
        // a lower bound worked by hand: the winner can clear at most one heap a turn and the loser keeps three
        // heaps alive as long as he can, so at least 3 moves are played
        assertThat(r).isGreaterThanOrEqualTo(3);
    }

    @Test
    void remotenessByTheBudgetEqualsABruteForceOnASmallNim() {
        // 1 2: the winner takes 1 from the 2 (to 1 1), loser takes one, winner takes the last: 3 moves
        Solution s = solve("nim", Budget.standard(), "1", "2");
        assertThat(((Figure.Known<Long>) s.remoteness()).value()).isEqualTo(3L);
    }

    @Test
    void anInterruptedSearchStopsAndTheSolverStaysUsable() {
        MemoizedGrundySolver<List<Integer>> solver = new MemoizedGrundySolver<>(
                org.sprague.catalog.nim.NimRules.SUM, org.sprague.catalog.nim.NimRules.SORTED, Long.MAX_VALUE);
        List<Integer> big = new ArrayList<>(List.of(40, 40, 40, 40));
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> solver.grundy(big)).isInstanceOf(ResourceLimitException.class)
                    .hasMessageContaining("cancelled");
        } finally {
            Thread.interrupted();
        }
        // Bouton: 3 xor 4 xor 5 = 2, and the same solver answers it after the cancelled run
        assertThat(solver.grundy(List.of(3, 4, 5))).isEqualTo(2);
    }

    @Test
    void aDeadlineCheckHonoursInterruption() {
        Budget.Deadline d = Budget.unlimited().start();
        d.check("nothing yet");
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> d.check("half done")).isInstanceOf(ResourceLimitException.class)
                    .hasMessageContaining("half done");
        } finally {
            Thread.interrupted();
        }
    }
}
