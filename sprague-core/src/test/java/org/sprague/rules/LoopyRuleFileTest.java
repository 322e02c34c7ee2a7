package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.catalog.partizan.LoopyBruteForce;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * A partizan rule file whose play returns to a position: answered as a loopy game, who wins with each player first
 * and the moves listed agreeing with the brute force of {@link LoopyBruteForce} (written for the tests) on every
 * position of small boards.
 */
class LoopyRuleFileTest {
    /** A token on squares 0..n-1 of a ring: Left steps it forward (round the ring), Right back, not past 0. */
    private static final String RING = """
            class Ring {
                static int[][] left(int[] p) {
                    return new int[][] {{(p[0] + 1) % p[1], p[1]}, {p[0], p[1]}};
                }
                static int[][] right(int[] p) {
                    if (p[0] == 0) return new int[0][];
                    return p[0] % 3 == 1 ? new int[][] {{p[0] - 1, p[1]}, {0, p[1]}} : new int[][] {{p[0] - 1, p[1]}};
                }
            }
            """;

    @Test
    void aCyclicRuleFileAgreesWithBruteForceOnEveryPosition() {
        Budget budget = Budget.standard().withTime(Duration.ofSeconds(30));
        PartizanRuleFile file = (PartizanRuleFile) RuleCompiler.compileAny("Ring.java", RING, budget.start());
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            for (int n = 1; n <= 6; n++) {
                for (int t = 0; t < n; t++) {
                    List<String> position = List.of(t + "," + n);
                    PartizanRuleGame rules = new PartizanRuleGame(file, guard, new CanonicalGames(), 1000);
                    LoopyBruteForce<List<String>> brute = guard.run(() -> new LoopyBruteForce<>(rules, position));
                    for (boolean leftFirst : new boolean[] {true, false}) {
                        Solution s = (Solution) PartizanRuleSolver.solve(file, guard, position, leftFirst, budget);
                        assertThat(s.detail("leftFirst")).as(position.toString()).isEqualTo(
                                brute.winner(position, true));
                        assertThat(s.detail("rightFirst")).as(position.toString()).isEqualTo(
                                brute.winner(position, false));
                        assertThat(s.winningMoves().stream().map(MoveReport::move).toList()).as(position.toString())
                                .isEqualTo(guard.run(() -> brute.keepingMoves(position, leftFirst)));
                    }
                }
            }
        }
    }

    /** The game a{{|a}|}: from 0 Left moves to 1, from 1 Right moves back to 0; nothing else. */
    private static final String SWING = """
            class Swing {
                static int[][] left(int[] p) {
                    return p[0] == 0 ? new int[][] {{1}} : new int[0][];
                }
                static int[][] right(int[] p) {
                    return p[0] == 1 ? new int[][] {{0}} : new int[0][];
                }
            }
            """;

    /**
     * A rule file whose start is not a stopper gets its sided value: a{{|a}|} is {@code 1 & 0} in CGSuite's
     * {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala} (aaron-siegel/cgsuite).
     */
    @Test
    void aRuleFileThatIsNotAStopperGivesItsPublishedSides() {
        Budget budget = Budget.standard().withTime(Duration.ofSeconds(30));
        PartizanRuleFile file = (PartizanRuleFile) RuleCompiler.compileAny("Swing.java", SWING, budget.start());
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            Solution s = (Solution) PartizanRuleSolver.solve(file, guard, List.of("0"), true, budget);
            assertThat(s.detail("stopper")).isEqualTo(false);
            assertThat(s.detail("value")).isEqualTo("1 & 0");
            assertThat(new java.util.ArrayList<Object>(((Map<?, ?>) s.detail("sided")).entrySet())).containsExactly(
                    Map.entry("stopperSided", true), Map.entry("onside", "1"), Map.entry("offside", "0"));
        }
    }

    /**
     * Bach's Carousel, a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}, as a rule file: positions 0 = 0, 1 = 1, 2 = *, 3 = 1*, and
     * 4 = a, 5 = {1|1,c}, 6 = c = {*,d|*}, 7 = d = {1*|1*,a}.
     */
    private static final String CAROUSEL = """
            class Carousel {
                static final int[][][] LEFT = {{}, {{0}}, {{0}}, {{1}}, {{0}, {5}}, {{1}}, {{2}, {7}}, {{3}}};
                static final int[][][] RIGHT = {{}, {}, {{0}}, {{1}}, {{0}}, {{1}, {6}}, {{2}}, {{3}, {4}}};
                static int[][] left(int[] p) {
                    return LEFT[p[0]];
                }
                static int[][] right(int[] p) {
                    return RIGHT[p[0]];
                }
            }
            """;

    /**
     * A rule file that is not stopper-sided says so and gives the outcome with each player first: Bach's Carousel
     * has outcome class N and is not stopper-sided in CGSuite's
     * {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}; who wins with each player first
     * is also checked against {@link LoopyBruteForce}.
     */
    @Test
    void aRuleFileThatIsNotStopperSidedSaysSoWithItsOutcomes() {
        Budget budget = Budget.standard().withTime(Duration.ofSeconds(30));
        PartizanRuleFile file = (PartizanRuleFile) RuleCompiler.compileAny("Carousel.java", CAROUSEL,
                budget.start());
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            List<String> start = List.of("4");
            PartizanRuleGame rules = new PartizanRuleGame(file, guard, new CanonicalGames(), 1000);
            LoopyBruteForce<List<String>> brute = guard.run(() -> new LoopyBruteForce<>(rules, start));
            Solution s = (Solution) PartizanRuleSolver.solve(file, guard, start, true, budget);
            assertThat(s.detail("leftFirst")).isEqualTo("left").isEqualTo(brute.winner(start, true));
            assertThat(s.detail("rightFirst")).isEqualTo("right").isEqualTo(brute.winner(start, false));
            assertThat(s.detail("outcomeClass")).isEqualTo("N");
            assertThat(s.detail("stopper")).isEqualTo(false);
            Map<?, ?> sided = (Map<?, ?>) s.detail("sided");
            assertThat(sided.get("stopperSided")).isEqualTo(false);
            assertThat(sided.get("onside")).isNull();
            assertThat((String) sided.get("note")).isNotBlank();
            assertThat(String.join("\n", s.notes())).contains("not stopper-sided, or");
        }
    }
}
