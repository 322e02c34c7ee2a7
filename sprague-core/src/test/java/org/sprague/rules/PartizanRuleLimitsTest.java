package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.solve.Budget;

/** Partizan rule files at the values' limits, and options that no position syntax can write. */
class PartizanRuleLimitsTest {
    /** A heap from which Left takes one token and Right two: a line of positions as long as the heap. */
    private static final String ONE_OR_TWO = """
            class OneOrTwo {
                static int[][] left(int[] p) { return p[0] >= 1 ? new int[][] {{p[0] - 1}} : new int[0][]; }
                static int[][] right(int[] p) { return p[0] >= 2 ? new int[][] {{p[0] - 2}} : new int[0][]; }
            }
            """;

    private static Answer solve(String source, long maxPositions, boolean leftFirst, String... position) {
        Budget budget = Budget.standard().withTime(Duration.ofSeconds(20));
        PartizanRuleFile file = (PartizanRuleFile) RuleCompiler.compileAny("T.java", source, budget.start());
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            return PartizanRuleSolver.solve(file, guard, List.of(position), leftFirst, budget,
                    PartizanRuleGame.DEFAULT_MAX_GAMES, maxPositions);
        }
    }

    /** Whether the player to move wins a heap of n, by a plain minimax written here. */
    private static boolean wins(int n, boolean left) {
        int take = left ? 1 : 2;
        return n >= take && !wins(n - take, !left);
    }

    @Test
    void pastThePositionsTheValuesHoldTheOutcomeIsSearched() {
        // 301 positions below the heap, the values hold 50: the search answers, as minimax says
        for (boolean leftFirst : new boolean[] {true, false}) {
            Answer answer = solve(ONE_OR_TWO, 50, leftFirst, "300");
            assertThat(answer).isInstanceOf(PartizanOutcomeAnswer.class);
            boolean left = wins(300, true);
            boolean right = wins(300, false);
            OutcomeClass expected = left ? (right ? OutcomeClass.N : OutcomeClass.L)
                    : (right ? OutcomeClass.R : OutcomeClass.P);
            assertThat(((PartizanOutcomeAnswer) answer).outcomeClass()).isEqualTo(expected);
        }
    }

    @Test
    void anEmptyOptionIsRefusedInOneLine() {
        String emptyTuple = """
                class EmptyTuple {
                    static int[][] left(int[] p) { return p[0] > 0 ? new int[][] {new int[0]} : new int[0][]; }
                    static int[][] right(int[] p) { return new int[0][]; }
                }
                """;
        assertThatThrownBy(() -> solve(emptyTuple, 1000, true, "2")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("left(2) returned an empty option").hasMessageNotContaining("\n");
        String emptyText = """
                class EmptyText {
                    static String[] left(String p) { return p.equals("x") ? new String[] {""} : new String[0]; }
                    static String[] right(String p) { return new String[0]; }
                }
                """;
        assertThatThrownBy(() -> solve(emptyText, 1000, true, "x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("left(x) returned an empty option").hasMessageNotContaining("\n");
    }
}
