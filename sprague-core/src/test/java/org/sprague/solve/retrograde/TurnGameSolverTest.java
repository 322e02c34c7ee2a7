package org.sprague.solve.retrograde;

import static org.assertj.core.api.Assertions.assertThat;
import static org.sprague.value.Outcome.DRAW;
import static org.sprague.value.Outcome.FIRST;
import static org.sprague.value.Outcome.SECOND;

import org.junit.jupiter.api.Test;
import org.sprague.graph.GameGraph;
import org.sprague.value.Outcome;

/**
 * Hand-worked graphs every turn-game solver must get right: remoteness (winner hurries, loser delays), labels
 * (moves ignored), draws on cycles, self-loops and repeated moves.
 */
abstract class TurnGameSolverTest {
    /** Solves the graph through the implementation under test. */
    abstract TurnGameSolution solve(GameGraph graph);

    private void check(String text, String node, Outcome outcome, long remoteness) {
        GameGraph g = TurnGames.graph(text);
        TurnGameSolution s = solve(g);
        int u = g.find(node);
        assertThat(s.outcome(u)).as("outcome of %s", node).isEqualTo(outcome);
        assertThat(s.remoteness(u)).as("remoteness of %s", node).isEqualTo(remoteness);
    }

    @Test
    void pathAlternates() {
        String path = "a b\nb c\nc d\n";
        check(path, "d", SECOND, 0);
        check(path, "c", FIRST, 1);
        check(path, "b", SECOND, 2);
        check(path, "a", FIRST, 3);
    }

    @Test
    void cycleWithoutExitDraws() {
        check("a b\nb a\n", "a", DRAW, -1);
        check("s s\n", "s", DRAW, -1);
    }

    @Test
    void cycleWithExit() {
        // b escapes to the dead end c and wins; a can only go to b
        String g = "a b\nb a\nb c\n";
        check(g, "c", SECOND, 0);
        check(g, "b", FIRST, 1);
        check(g, "a", SECOND, 2);
    }

    @Test
    void winnerHurries() {
        // u can move to x (lost at once) or to y (lost in 2)
        String g = "u y\nu x\ny z\nz w\n";
        check(g, "y", SECOND, 2);
        check(g, "u", FIRST, 1);
    }

    @Test
    void loserDelays() {
        // both moves of u win for the opponent: a in 1, b in 3; u takes the longer
        String g = "u a\nu b\na a0\nb b1\nb1 b2\nb2 b3\n";
        check(g, "a", FIRST, 1);
        check(g, "b", FIRST, 3);
        check(g, "u", SECOND, 4);
    }

    @Test
    void labelsEndTheGameAndTheirMovesAreIgnored() {
        String g = "p x\nx y\nx : win\nq l\nl : loss\nl m\n";
        check(g, "x", FIRST, 0);
        check(g, "p", SECOND, 1);
        check(g, "l", SECOND, 0);
        check(g, "q", FIRST, 1);
        check(g, "y", SECOND, 0);
    }

    @Test
    void drawLabel() {
        check("p d\nd : draw\n", "p", DRAW, -1);
        check("p d\nd : draw\n", "d", DRAW, -1);
        check("p d\np e\nd : draw\n", "p", FIRST, 1);
        check("p d\np w\nd : draw\nw : win\n", "p", DRAW, -1);
    }

    @Test
    void drawBeatsLosingForTheLoser() {
        // u can stay in the loop with v or move to w (a win for the opponent): u draws
        check("u v\nv u\nu w\nw t\n", "u", DRAW, -1);
    }

    @Test
    void selfLoopWithExit() {
        check("s s\ns t\n", "s", FIRST, 1);
    }

    @Test
    void repeatedMovesCountOnce() {
        // v is a win; u's two copies of the move to v must both be counted before u is lost
        String g = "u v\nu v\nv t\n";
        check(g, "u", SECOND, 2);
        check("u v\nu v\nu w\nw w\nv t\n", "u", DRAW, -1);
    }

    @Test
    void isolatedNodeWithoutMovesLoses() {
        check("a : loss\nb b\nc : win\nlonely x\n", "x", SECOND, 0);
    }
}
