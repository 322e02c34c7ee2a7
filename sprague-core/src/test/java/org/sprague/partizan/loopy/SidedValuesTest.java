package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * Sided values (onside &amp; offside) against CGSuite's {@code SidedValueTestCase}
 * ({@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}) and against brute force written
 * here: the outcome of a game with infinite play given to Left (the onside's meaning) or to Right (the
 * offside's), from labels iterated to a fixed point over all states ({@link LoopyOutcomesTest#fixedPoint}), alone
 * and in sums with random stoppers, the sums' states enumerated as pairs without building their graphs.
 */
class SidedValuesTest {
    private static final int MAX = LoopyGraph.DEFAULT_MAX_POSITIONS;
    /** The random cases run by default; ten times as many with SPRAGUE_LARGE_TESTS (minutes). */
    private static final int SCALE = System.getenv("SPRAGUE_LARGE_TESTS") != null ? 10 : 1;

    private final CanonicalGames games = new CanonicalGames();

    private SidedValue parse(String text) {
        return SidedValues.parse(text, games, MAX);
    }

    private String text(SidedValue v) {
        return SidedValues.text(v, games, MAX);
    }

    private String print(LoopyGraph g) {
        return new LoopyPrinter(games, MAX).print(g);
    }

    /**
     * CGSuite's four cases: value printed, onside, offside, stopper-sidedness, outcome class. CGSuite's outcome
     * classes with draws: D (a draw whoever starts), PHat (Left first draws, Right first loses: {@code a{{|a}|}}),
     * NHat (Left first wins, Right first draws: Right's move to {dud|} lets Left reach dud), N.
     */
    @Test
    void cgsuiteSidedValueTestCases() {
        SidedValue dud = parse("dud");
        assertThat(dud.stopperSided()).isTrue();
        assertThat(print(dud.onside())).isEqualTo("on");
        assertThat(print(dud.offside())).isEqualTo("off");
        assertThat(List.of(dud.leftFirst(), dud.rightFirst())).containsExactly(Winner.DRAW, Winner.DRAW);

        SidedValue tis = parse("a{{|a}|}");
        assertThat(text(tis)).isEqualTo("1 & 0");
        assertThat(List.of(tis.leftFirst(), tis.rightFirst())).containsExactly(Winner.DRAW, Winner.LEFT);

        SidedValue upish = parse("{0|{dud|},*}");
        assertThat(text(upish)).isEqualTo("^ & v*");
        assertThat(List.of(upish.leftFirst(), upish.rightFirst())).containsExactly(Winner.LEFT, Winner.DRAW);

        SidedValue carousel = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}");
        assertThat(carousel.stopperSided()).isFalse();
        assertThat(carousel.note()).contains("did not settle");
        assertThat(text(carousel)).isNull();
        assertThat(List.of(carousel.leftFirst(), carousel.rightFirst())).containsExactly(Winner.LEFT, Winner.RIGHT);
    }

    @Test
    void sidedValuesReadBackAndCompareAsCgsuiteDefinesThem() {
        assertThat(SidedValues.compare(parse("1 & 0"), parse("a{{|a}|}"), MAX)).isZero();
        assertThat(SidedValues.compare(parse("on & off"), parse("dud"), MAX)).isZero();
        assertThat(SidedValues.compare(parse("on + off"), parse("dud"), MAX)).isZero();
        // 1 & 0 against 1/2: the onside 1 is above, the offside 0 below: confused
        assertThat(SidedValues.compare(parse("1 & 0"), parse("1/2"), MAX)).isNull();
        assertThat(SidedValues.compare(parse("1 & 0"), parse("-1"), MAX)).isEqualTo(1);
        assertThat(SidedValues.compare(parse("1 & 1/2"), parse("1 & 0"), MAX)).isEqualTo(1);
        assertThat(text(SidedValues.negate(parse("1 & 0")))).isEqualTo("0 & -1");
        assertThat(text(SidedValues.sum(parse("1 & 0"), parse("1 & 0"), MAX))).isEqualTo("2 & 0");
        assertThatThrownBy(() -> parse("0 & 1")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at most the onside");
        assertThatThrownBy(() -> parse("dud & 0")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("must be stoppers");
        assertThatThrownBy(() -> parse("1 & 0 & -1")).isInstanceOf(BadInputException.class);
        // sums in notation, worked by hand: sides add side by side, and S & T - (S & T) is not 0
        assertThat(text(parse("(1 & 0) + (1 & 0)"))).isEqualTo("2 & 0");
        assertThat(text(parse("a{{|a}|} - (1 & 0)"))).isEqualTo("1 & -1");
        assertThat(text(parse("-1/4over + (1 & 0)"))).isEqualTo("3/4over & -1/4over");
        // a sum with a term whose sides are not stoppers keeps the outcomes of the whole game (tis + Bach's Carousel)
        String carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
        SidedValue mixed = parse("(1 & 0) + " + carousel);
        LoopyOutcomes whole = new LoopyOutcomes(new LoopyNotation(games, MAX).parse("a{{|a}|} + " + carousel));
        assertThat(mixed.stopperSided()).isFalse();
        assertThat(List.of(mixed.leftFirst(), mixed.rightFirst()))
                .containsExactly(whole.leftFirst(0), whole.rightFirst(0));
        SidedValue negated = SidedValues.negate(mixed);
        assertThat(List.of(negated.leftFirst(), negated.rightFirst())).containsExactly(
                new LoopyOutcomes(new LoopyNotation(games, MAX).parse("-(a{{|a}|} + " + carousel + ")")).leftFirst(0),
                new LoopyOutcomes(new LoopyNotation(games, MAX).parse("-(a{{|a}|} + " + carousel + ")")).rightFirst(0));
        assertThatThrownBy(() -> parse("(1 & 0) + ")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("term of the sum is missing");
    }

    /** Brute force: who wins node pairs of g + h with {@code leftFirst}, infinite play going to Left or not. */
    static Winner biased(LoopyGraph g, LoopyGraph h, boolean leftFirst, boolean infiniteToLeft) {
        int[][] label = LoopyOutcomesTest.fixedPoint(g.size() * h.size(), LoopyOutcomesTest.pairMoves(g, h));
        Winner w = LoopyOutcomesTest.winner(label[leftFirst ? 0 : 1][0], leftFirst);
        return w != Winner.DRAW ? w : infiniteToLeft ? Winner.LEFT : Winner.RIGHT;
    }

    static final LoopyGraph ZERO = new LoopyGraph(new int[][] {{}}, new int[][] {{}});

    static List<LoopyGraph> randomStoppers(Random r, int count) {
        List<LoopyGraph> out = new ArrayList<>();
        while (out.size() < count) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(4), 0.6);
            if (Stoppers.isStopper(x)) {
                out.add(x);
            }
        }
        return out;
    }

    /**
     * The onside S has the outcomes of G with infinite play Left's, alone and plus any stopper X; the offside T
     * those with infinite play Right's (Siegel ch. VI: G<sup>+</sup> = S<sup>+</sup>, G<sup>-</sup> =
     * T<sup>-</sup>). Brute force on both sides of each equation.
     */
    @Test
    void sidesPlayAsTheGameWithInfinitePlayGivenAwayOnRandomGraphs() {
        Random r = new Random(39);
        int sided = 0;
        int notSided = 0;
        for (int trial = 0; trial < 300 * SCALE; trial++) {
            // random graphs of up to 12 positions, and sums of two random stoppers (more often stopper-sided)
            LoopyGraph g = trial % 2 == 0
                    ? LoopyOutcomesTest.random(r, 1 + r.nextInt(12), 0.3 + 0.5 * r.nextDouble())
                    : LoopyGraph.sum(randomStoppers(r, 1).get(0), randomStoppers(r, 1).get(0), MAX);
            if (Stoppers.isStopper(g)) {
                continue;
            }
            SidedValue v = SidedValues.ofGame(g, MAX);
            LoopyOutcomes plain = new LoopyOutcomes(g);
            assertThat(List.of(v.leftFirst(), v.rightFirst())).as("trial %d", trial)
                    .containsExactly(plain.leftFirst(0), plain.rightFirst(0));
            if (!v.stopperSided()) {
                notSided++;
                continue;
            }
            sided++;
            assertThat(Stoppers.isStopper(v.onside()) && Stoppers.isStopper(v.offside())).isTrue();
            List<LoopyGraph> contexts = new ArrayList<>(randomStoppers(r, 3));
            contexts.add(ZERO);
            for (LoopyGraph x : contexts) {
                for (boolean leftFirst : new boolean[] {true, false}) {
                    assertThat(biased(v.onside(), x, leftFirst, true)).as("trial %d onside", trial)
                            .isEqualTo(biased(g, x, leftFirst, true));
                    assertThat(biased(v.offside(), x, leftFirst, false)).as("trial %d offside", trial)
                            .isEqualTo(biased(g, x, leftFirst, false));
                }
            }
        }
        // Bach's Carousel (above) is the case whose sides are not stoppers; random graphs rarely are one
        assertThat(sided).as("stopper-sided random graphs (%d not)", notSided).isGreaterThan(60 * SCALE);
    }

    /**
     * The order of sides against brute force: G<sup>+</sup> &ge; X for a stopper X exactly when Left, Right first
     * in G - X, wins with infinite play Left's; and, by negation (-(G<sup>-</sup>) = (-G)<sup>+</sup>),
     * X &ge; G<sup>-</sup> exactly when Left, Right first in X - G, wins with infinite play Left's.
     */
    @Test
    void sideOrderAgainstStoppersMatchesBiasedPlayOnRandomGraphs() {
        Random r = new Random(4);
        int states = 4 * MAX;
        for (int trial = 0; trial < 400; trial++) {
            LoopyGraph g = LoopyOutcomesTest.random(r, 1 + r.nextInt(10), 0.3 + 0.7 * r.nextDouble());
            LoopyGraph x = randomStoppers(r, 1).get(0);
            assertThat(SidedComparison.onsideGeq(g, x, states)).as("trial %d", trial)
                    .isEqualTo(biased(g, x.negate(), false, true) == Winner.LEFT);
            assertThat(SidedComparison.offsideGeq(x, g, states)).as("trial %d", trial)
                    .isEqualTo(biased(x, g.negate(), false, true) == Winner.LEFT);
        }
    }

    @Test
    void onStoppersBothSideOrdersAreTheStopperOrder() {
        Random r = new Random(5);
        int states = 4 * MAX;
        for (int trial = 0; trial < 300; trial++) {
            List<LoopyGraph> xs = randomStoppers(r, 2);
            boolean ge = Stoppers.geq(xs.get(0), xs.get(1), MAX);
            assertThat(SidedComparison.onsideGeq(xs.get(0), xs.get(1), states)).as("trial %d", trial).isEqualTo(ge);
            assertThat(SidedComparison.offsideGeq(xs.get(0), xs.get(1), states)).as("trial %d", trial).isEqualTo(ge);
        }
    }

    @Test
    void aStopperIsItsOwnOnsideAndOffside() {
        Random r = new Random(6);
        for (LoopyGraph x : randomStoppers(r, 100)) {
            SidedValue v = SidedValues.ofGame(x, MAX);
            assertThat(v.stopperSided()).isTrue();
            assertThat(Stoppers.compare(v.onside(), x, MAX)).isZero();
            assertThat(Stoppers.compare(v.offside(), x, MAX)).isZero();
        }
    }

    /** The sum of sided values against the sides of the sum's graph (equal as sided values). */
    @Test
    void sumsOfSidedValuesAgreeWithTheSumsGraph() {
        Random r = new Random(8);
        int checked = 0;
        for (int trial = 0; trial < 60 * SCALE && checked < 8 * SCALE; trial++) {
            LoopyGraph g = LoopyOutcomesTest.random(r, 1 + r.nextInt(5), 0.6);
            LoopyGraph h = LoopyOutcomesTest.random(r, 1 + r.nextInt(5), 0.6);
            SidedValue a = SidedValues.ofGame(g, MAX);
            SidedValue b = SidedValues.ofGame(h, MAX);
            SidedValue whole = SidedValues.ofGame(LoopyGraph.sum(g, h, MAX), MAX);
            if (!a.stopperSided() || !b.stopperSided() || !whole.stopperSided()) {
                continue;
            }
            SidedValue sum = SidedValues.sum(a, b, MAX);
            assertThat(sum.stopperSided()).as("trial %d", trial).isTrue();
            assertThat(SidedValues.compare(sum, whole, MAX)).as("trial %d", trial).isZero();
            assertThat(List.of(sum.leftFirst(), sum.rightFirst())).as("trial %d", trial)
                    .containsExactly(whole.leftFirst(), whole.rightFirst());
            checked++;
        }
        assertThat(checked).isGreaterThan(4 * SCALE);
    }

    @Test
    void aGameTooLargeForItsSidesSaysSoWithItsOutcomes() {
        // a chain of Left moves one longer than the bound, ending in dud: not a stopper
        int n = SidedValues.MAX_SIDED_POSITIONS + 1;
        int[][] left = new int[n][];
        int[][] right = new int[n][];
        for (int v = 0; v < n; v++) {
            left[v] = new int[] {Math.min(v + 1, n - 1)};
            right[v] = v == n - 1 ? new int[] {v} : new int[0];
        }
        SidedValue v = SidedValues.of(new LoopyGraph(left, right), 0);
        assertThat(v.stopperSided()).isFalse();
        assertThat(v.note()).contains("not sought").contains(n + " positions");
        assertThat(v.leftFirst()).isEqualTo(Winner.LEFT); // Right, at node 1, has no move
        assertThat(v.rightFirst()).isEqualTo(Winner.LEFT);
    }

    @Test
    void theEntryPointTakesAnyNodeOfAGraph() {
        // node 1 of {a|}, a = {|b}, b = {a|}: a{{|a}|} seen from its Right-moving node: {|a} = 0 & -1
        LoopyGraph g = new LoopyGraph(new int[][] {{1}, {}}, new int[][] {{}, {0}});
        assertThat(text(SidedValues.of(g, 0))).isEqualTo("1 & 0");
        assertThat(text(SidedValues.of(g, 1))).isEqualTo("0 & -1");
    }

    /** dud + n, as the sum's graph: n + 1 positions, each a dud with n, ..., 0 beside it. */
    private static LoopyGraph dudPlus(int n) {
        LoopyGraph dud = new LoopyGraph(new int[][] {{0}}, new int[][] {{0}});
        int[][] left = new int[n + 1][];
        int[][] right = new int[n + 1][];
        for (int k = 0; k <= n; k++) {
            left[k] = k == n ? new int[0] : new int[] {k + 1}; // node k is the integer n - k
            right[k] = new int[0];
        }
        return LoopyGraph.sum(dud, new LoopyGraph(left, right), MAX);
    }

    /**
     * dud = on &amp; off, and on + n = on, off + n = off for a number n (Winning Ways ch. 11; Siegel ch. VI), so
     * dud + 300 is on &amp; off; its 301 positions are found in well under the time of a test.
     */
    @Test
    void dudPlusThreeHundredIsOnAndOff() {
        LoopyGraph g = dudPlus(300);
        assertThat(g.size()).isEqualTo(301);
        SidedValue v = SidedValues.ofGame(g, MAX, Budget.standard().start());
        assertThat(text(v)).isEqualTo("on & off");
    }

    /** Past the deadline the search stops and says so, with the outcomes (dud + 5: a draw whoever starts). */
    @Test
    void aSearchPastItsDeadlineSaysSoWithItsOutcomes() throws InterruptedException {
        Budget.Deadline passed = Budget.standard().withTime(java.time.Duration.ofMillis(1)).start();
        Thread.sleep(5);
        SidedValue v = SidedValues.ofGame(dudPlus(5), MAX, passed);
        assertThat(v.stopperSided()).isFalse();
        assertThat(v.note()).contains("not found in time");
        assertThat(v.leftFirst()).isEqualTo(Winner.DRAW);
        assertThat(v.rightFirst()).isEqualTo(Winner.DRAW);
    }
}
