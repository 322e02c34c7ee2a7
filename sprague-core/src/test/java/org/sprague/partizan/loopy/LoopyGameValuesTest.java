package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * The values of {@link LoopyGameValues}: the simplest form found one strongly connected component at a time
 * against the game itself (equal by the comparison of stoppers, Siegel ch. VI, an order found by retrograde
 * analysis of G - H) and against the simplest form of the whole graph at once (the same printed form, as equal
 * stoppers in simplest form are one graph); the moves that keep a result against the outcomes' definition.
 */
class LoopyGameValuesTest {
    private static final int MAX = 100_000;
    private final CanonicalGames games = new CanonicalGames();
    private final LoopyPrinter printer = new LoopyPrinter(games, MAX);

    @Test
    void componentByComponentFormsEqualTheGameAndTheWholeGraphsSimplestForm() {
        Random r = new Random(39);
        int checked = 0;
        int loopy = 0;
        while (checked < 200) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(12), 0.6);
            if (!Stoppers.isStopper(x)) {
                continue;
            }
            checked++;
            loopy += x.isLoopfree() ? 0 : 1;
            LoopyGameValues values = new LoopyGameValues(x, games, MAX);
            LoopyGraph form = values.simplest(Budget.Deadline.none());
            assertThat(Stoppers.compare(form, x, MAX)).as("trial %d", checked).isZero();
            assertThat(values.value(Budget.Deadline.none())).as("trial %d", checked)
                    .isEqualTo(printer.print(SimplestStoppers.simplest(x, MAX)));
            assertThat(form.size()).isLessThanOrEqualTo(x.size());
        }
        assertThat(loopy).as("stoppers with a cycle among those tried").isGreaterThan(20);
    }

    @Test
    void aGameThatIsNotAStopperHasNoValueHere() {
        LoopyGraph dud = new LoopyNotation(games, MAX).parse("dud");
        LoopyGameValues values = new LoopyGameValues(dud, games, MAX);
        assertThat(values.isStopper()).isFalse();
        assertThat(values.value(Budget.Deadline.none())).isNull();
        assertThat(values.stops(Budget.Deadline.none())).isNull();
        assertThat(values.leftFirst(0)).isEqualTo(Winner.DRAW);
        assertThat(values.keeps(0, true, 0)).as("dud's pass keeps the draw").isTrue();
    }

    @Test
    void keptMovesAreThoseToAStateTheOpponentLosesOrDrawsAsTheMoverDoes() {
        Random r = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            LoopyGraph g = LoopyOutcomesTest.random(r, 1 + r.nextInt(10), 0.6);
            LoopyGameValues values = new LoopyGameValues(g, games, MAX);
            for (int v = 0; v < g.size(); v++) {
                for (boolean left : new boolean[] {true, false}) {
                    Winner now = left ? values.leftFirst(v) : values.rightFirst(v);
                    Winner mover = left ? Winner.LEFT : Winner.RIGHT;
                    boolean anyKept = false;
                    for (int w : left ? g.left(v) : g.right(v)) {
                        anyKept |= values.keeps(v, left, w);
                    }
                    // a win or a draw is kept by some move; a loss by none
                    assertThat(anyKept).as("trial %d node %d", trial, v).isEqualTo(now == mover
                            || now == Winner.DRAW && (left ? g.left(v) : g.right(v)).length > 0);
                }
            }
        }
    }
}
