package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.games.BackslidingToadsAndFrogs;
import org.sprague.partizan.ruleset.RulesetGraph;
import org.sprague.solve.Budget;

/**
 * The sides of Backsliding Toads and Frogs rows, whose graphs (90 and 560 positions) are larger than the random
 * graphs of {@link SidedValuesTest}, against brute force written here: S = G<sup>+</sup> exactly when
 * S<sup>+</sup> &ge; G<sup>+</sup> and G<sup>+</sup> &ge; S<sup>+</sup>, each decided by a nested fixed point
 * over all states of the difference ({@link #leftSurvivesSecond}), which shares nothing with sidling or with the
 * engine's order of sides; and the sides found play as the game in sums with random stoppers, infinite play
 * given to Left (the onside's meaning) or to Right (the offside's), {@link SidedValuesTest#biased}. CGSuite's
 * {@code GameStripTest} (lib/core/src/test/scala/org/cgsuite/lang/, aaron-siegel/cgsuite) gives
 * {@code BackslidingToadsAndFrogs("ttt..fff").GameValue} as {@code {on||0|-1/2} & {1/2|0||off}}.
 */
class BackslidingToadsAndFrogsSidesTest {
    private static final int MAX = LoopyGraph.DEFAULT_MAX_POSITIONS;
    private final CanonicalGames games = new CanonicalGames();

    private static LoopyGraph graph(String row) {
        Budget budget = Budget.standard();
        return RulesetGraph.of(new BackslidingToadsAndFrogs(), row, MAX, budget, budget.start()).graph();
    }

    private LoopyGraph read(String text) {
        return new LoopyNotation(games, MAX).parse(text);
    }

    /**
     * Brute force: G<sup>+</sup> = S ({@code onside}), or G<sup>-</sup> = S, for a stopper S, each of the two
     * inequalities by {@link #leftSurvivesSecond}.
     */
    private static boolean sideIs(LoopyGraph g, LoopyGraph s, boolean onside) {
        return onside
                ? leftSurvivesSecond(g, s, true) && leftSurvivesSecond(s, g, true)
                : leftSurvivesSecond(g, s, false) && leftSurvivesSecond(s, g, false);
    }

    /**
     * A<sup>+</sup> &ge; B<sup>+</sup> ({@code onside}) or A<sup>-</sup> &ge; B<sup>-</sup>: Left, Right moving
     * first in A - B, wins, or play goes on forever with infinitely many moves in A (onside) or in -B (offside);
     * Winning Ways ch. 11's judging of infinite play when comparing sides. Solved here as the nested fixed point
     * W = &nu;Z. &mu;Y. (target &and; CPre(Z)) &or; CPre(Y), each set swept over all states until it stops
     * changing (Emerson and Jutla, "Tree automata, mu-calculus and determinacy", FOCS 1991), on states
     * (a, b, Left to move, last move in A): a formulation apart from the engine's attractors.
     */
    static boolean leftSurvivesSecond(LoopyGraph a, LoopyGraph b, boolean onside) {
        int nb = b.size();
        int n = 4 * a.size() * nb;
        int[][] next = new int[n][];
        boolean[] leftMoves = new boolean[n];
        boolean[] target = new boolean[n];
        for (int s = 0; s < n; s++) {
            int va = s / (4 * nb);
            int vb = (s / 4) % nb;
            boolean left = (s & 2) != 0;
            leftMoves[s] = left;
            target[s] = ((s & 1) != 0) == onside;
            List<Integer> out = new ArrayList<>();
            for (int w : left ? a.left(va) : a.right(va)) {
                out.add(((w * nb + vb) * 2 + (left ? 0 : 1)) * 2 + 1);
            }
            for (int w : left ? b.right(vb) : b.left(vb)) {
                out.add(((va * nb + w) * 2 + (left ? 0 : 1)) * 2);
            }
            next[s] = out.stream().mapToInt(Integer::intValue).toArray();
        }
        boolean[] z = new boolean[n];
        java.util.Arrays.fill(z, true);
        while (true) {
            boolean[] y = new boolean[n];
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int s = 0; s < n; s++) {
                    if (!y[s] && ((target[s] && cpre(s, z, next, leftMoves)) || cpre(s, y, next, leftMoves))) {
                        y[s] = true;
                        grew = true;
                    }
                }
            }
            if (java.util.Arrays.equals(y, z)) {
                return z[0]; // state 0: both starts, Right to move
            }
            z = y;
        }
    }

    /** Left, to move, has a move into {@code set}; Right, to move, has none out of it (or none at all). */
    private static boolean cpre(int s, boolean[] set, int[][] next, boolean[] leftMoves) {
        for (int t : next[s]) {
            if (set[t] == leftMoves[s]) {
                return leftMoves[s];
            }
        }
        return !leftMoves[s];
    }

    @Test
    void tttDotDotFffHasItsPublishedSides() {
        LoopyGraph g = graph("TTT..FFF");
        assertThat(g.size()).isEqualTo(560);
        LoopyGraph onside = read("{on||0|-1/2}");
        LoopyGraph offside = read("{1/2|0||off}");
        // the published sides, checked by brute force on the game's 560 positions
        assertThat(sideIs(g, onside, true)).isTrue();
        assertThat(sideIs(g, offside, false)).isTrue();
        // and brute force tells a wrong side: 0 is neither
        assertThat(sideIs(g, SidedValuesTest.ZERO, true)).isFalse();
        assertThat(sideIs(g, SidedValuesTest.ZERO, false)).isFalse();

        SidedValue v = SidedValues.ofGame(g, MAX, Budget.standard().start());
        assertThat(v.stopperSided()).as(v.note()).isTrue();
        assertThat(SidedValues.text(v, games, MAX)).isEqualTo("{on||0|-1/2} & {1/2|0||off}");
        assertThat(Stoppers.compare(v.onside(), onside, MAX)).isZero();
        assertThat(Stoppers.compare(v.offside(), offside, MAX)).isZero();
    }

    /**
     * {@code tt..ff}: brute force shows both sides are {@code *}, and the sides found play as the game in sums with
     * random stoppers.
     */
    @Test
    void ttDotDotFfHasSidesThatBruteForceConfirms() {
        LoopyGraph g = graph("TT..FF");
        assertThat(g.size()).isEqualTo(90);
        LoopyGraph star = read("*");
        assertThat(sideIs(g, star, true)).isTrue();
        assertThat(sideIs(g, star, false)).isTrue();

        SidedValue v = SidedValues.ofGame(g, MAX, Budget.standard().start());
        assertThat(v.stopperSided()).as(v.note()).isTrue();
        assertThat(sideIs(g, v.onside(), true)).isTrue();
        assertThat(sideIs(g, v.offside(), false)).isTrue();
        assertThat(SidedValues.text(v, games, MAX)).isEqualTo("*");
        List<LoopyGraph> contexts = new ArrayList<>(SidedValuesTest.randomStoppers(new Random(11), 8));
        contexts.add(SidedValuesTest.ZERO);
        for (LoopyGraph x : contexts) {
            for (boolean leftFirst : new boolean[] {true, false}) {
                assertThat(SidedValuesTest.biased(v.onside(), x, leftFirst, true))
                        .isEqualTo(SidedValuesTest.biased(g, x, leftFirst, true));
                assertThat(SidedValuesTest.biased(v.offside(), x, leftFirst, false))
                        .isEqualTo(SidedValuesTest.biased(g, x, leftFirst, false));
            }
        }
    }

    /**
     * {@code ttt...fff} (1,680 positions) and {@code tttt..ffff} (3,150): brute force shows the sides are
     * {@code on} and {@code off} (each player, given infinite play, never loses).
     */
    @Test
    void largerRowsHaveTheSidesOfDudThatBruteForceConfirms() {
        LoopyGraph on = read("on");
        LoopyGraph off = read("off");
        for (String row : new String[] {"TTT...FFF", "TTTT..FFFF"}) {
            LoopyGraph g = graph(row);
            assertThat(g.size()).isLessThanOrEqualTo(SidedValues.MAX_SIDED_POSITIONS);
            assertThat(sideIs(g, on, true)).as(row).isTrue();
            assertThat(sideIs(g, off, false)).as(row).isTrue();
            SidedValue v = SidedValues.ofGame(g, MAX, Budget.standard().start());
            assertThat(SidedValues.text(v, games, MAX)).as(row).isEqualTo("on & off");
        }
    }
}
