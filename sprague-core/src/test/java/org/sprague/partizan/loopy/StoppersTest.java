package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/**
 * Stoppers: CGSuite's {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala} (values,
 * stops, IsStopper), the facts of Winning Ways ch. 11 and Siegel, <i>Combinatorial Game Theory</i>, ch. VI (on
 * above every number, over between 0 and every positive number, dud absorbing every sum), and the comparison of
 * short games against the short engine's {@link CanonicalGames#compare}.
 */
class StoppersTest {
    private final CanonicalGames games = new CanonicalGames();
    private final LoopyNotation reader = new LoopyNotation(games, 100_000);

    private LoopyGraph g(String text) {
        return reader.parse(text);
    }

    private Integer compare(String a, String b) {
        return Stoppers.compare(g(a), g(b), 100_000);
    }

    private String stops(String text) {
        Stop[] s = Stoppers.stops(g(text), games);
        return s[0] + " " + s[1];
    }

    @Test
    void cgsuiteCanonicalStopperCases() {
        // x, xOut, leftStop rightStop of CanonicalStopperTestCase
        assertThat(compare("{pass|}", "on")).isZero();
        assertThat(stops("{pass|}")).isEqualTo("on on");
        assertThat(compare("{|pass}", "off")).isZero();
        assertThat(stops("{|pass}")).isEqualTo("off off");
        assertThat(compare("{0|pass}", "over")).isZero();
        assertThat(stops("{0|pass}")).isEqualTo("0 0");
        assertThat(compare("{pass|3/2}", "3/2under")).isZero();
        assertThat(stops("{pass|3/2}")).isEqualTo("3/2 3/2");
        assertThat(stops("{-1/4+*|pass}")).isEqualTo("-1/4 -1/4");
        assertThat(compare("{0|||0||0|{|pass}}", "{0|{0||0|off}}")).isZero(); // {0|Tiny(on)}
        assertThat(stops("{0|||0||0|{|pass}}")).isEqualTo("0 0");
        assertThat(compare("{{pass|}|0||0}", "{on|0||0}")).isZero(); // Miny(on)
        assertThat(stops("{{pass|}|0||0}")).isEqualTo("0 0");
        assertThat(compare("{0|||0||pass|0}", "{0||0|under}")).isZero(); // Tiny(over)
        assertThat(stops("{0|||0||pass|0}")).isEqualTo("0 0");
        assertThat(Stoppers.isStopper(g("a{0||||0|||a|*||*}"))).isTrue();
        assertThat(stops("a{0||||0|||a|*||*}")).isEqualTo("0 0");
        String big = "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}";
        assertThat(Stoppers.isStopper(g(big))).isTrue();
        assertThat(stops(big)).isEqualTo("0 0");
    }

    /**
     * CGSuite's {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}: none of its values is a
     * stopper, and its outcome classes (D, PHat, NHat, N) agree with play worked by hand: in a{{|a}|} Left first
     * must go round for ever while Right first is stuck; in {0|{dud|},*} Left wins by moving to 0 and Right first
     * escapes to dud; Bach's Carousel is won by whoever starts.
     */
    @Test
    void cgsuiteSidedValueCasesAreNoStoppersAndHaveTheirOutcomes() {
        String[][] cases = {
            {"dud", "DRAW", "DRAW"},
            {"a{{|a}|}", "DRAW", "LEFT"},
            {"{0|{dud|},*}", "LEFT", "DRAW"},
            {"a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "LEFT", "RIGHT"},
        };
        for (String[] c : cases) {
            LoopyGraph x = g(c[0]);
            assertThat(Stoppers.isStopper(x)).as(c[0]).isFalse();
            LoopyOutcomes o = new LoopyOutcomes(x);
            assertThat(List.of(o.leftFirst(0).name(), o.rightFirst(0).name())).as(c[0]).containsExactly(c[1], c[2]);
        }
    }

    @Test
    void onIsAboveEveryNumberAndOffBelow() {
        for (String x : List.of("0", "1", "-3", "1/2", "100", "-7/8", "1000")) {
            assertThat(compare("on", x)).as(x).isEqualTo(1);
            assertThat(compare("off", x)).as(x).isEqualTo(-1);
        }
        assertThat(compare("on", "off")).isEqualTo(1);
    }

    @Test
    void overIsPositiveAndBelowEveryPositiveNumber() {
        assertThat(compare("over", "0")).isEqualTo(1);
        assertThat(compare("under", "0")).isEqualTo(-1);
        assertThat(compare("over", "-under")).isZero();
        for (int k = 0; k <= 12; k++) {
            String x = "1/" + (1 << k);
            assertThat(compare("over", x)).as(x).isEqualTo(-1);
            assertThat(compare("under", "-" + x)).as(x).isEqualTo(1);
        }
    }

    @Test
    void uponIsPositiveWorkedByHand() {
        // Right first in upon: Right to *, Left to 0, Right is stuck. Left first: Left passes to upon, the same.
        assertThat(compare("upon", "0")).isEqualTo(1);
        assertThat(Stoppers.isStopper(g("upon"))).isTrue();
        assertThat(stops("upon")).isEqualTo("0 0");
    }

    @Test
    void onAndOffBoundEveryRandomStopper() {
        Random r = new Random(5);
        int checked = 0;
        while (checked < 300) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(8), 0.5);
            if (!Stoppers.isStopper(x)) {
                continue;
            }
            checked++;
            assertThat(Stoppers.geq(g("on"), x, 10_000)).isTrue();
            assertThat(Stoppers.geq(x, g("off"), 10_000)).isTrue();
            assertThat(Stoppers.compare(x, x, 10_000)).isZero();
        }
    }

    @Test
    void dudAbsorbsEverySumAndOnPlusOffIsADraw() {
        // Siegel ch. VI: dud + G = dud; in dud either player can always move, so nobody is ever stuck
        LoopyOutcomes onOff = new LoopyOutcomes(g("on + off"));
        assertThat(List.of(onOff.leftFirst(0), onOff.rightFirst(0))).containsOnly(Winner.DRAW);
        assertThat(Stoppers.isStopper(g("dud"))).isFalse();
        assertThat(Stoppers.isStopper(g("on + off"))).isFalse();
        Random r = new Random(9);
        for (int trial = 0; trial < 200; trial++) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(10), 0.6);
            LoopyOutcomes o = new LoopyOutcomes(LoopyGraph.sum(g("dud"), x, 10_000));
            assertThat(List.of(o.leftFirst(0), o.rightFirst(0))).containsOnly(Winner.DRAW);
        }
    }

    @Test
    void onWinsForLeftWhoeverStartsAndOffForRight() {
        LoopyOutcomes on = new LoopyOutcomes(g("on"));
        assertThat(List.of(on.leftFirst(0), on.rightFirst(0))).containsExactly(Winner.LEFT, Winner.LEFT);
        LoopyOutcomes off = new LoopyOutcomes(g("off"));
        assertThat(List.of(off.leftFirst(0), off.rightFirst(0))).containsExactly(Winner.RIGHT, Winner.RIGHT);
    }

    @Test
    void onShortGamesTheStopperOrderIsTheShortEnginesOrder() {
        List<String> values = List.of("0", "1", "-1", "1/2", "*", "*2", "^", "v", "^*", "{1|-1}", "{2|0}", "{0|-2}",
                "{1|*}", "{0||0|-1}", "3/4v[3]*", "-1/4", "{1/2|0}", "+-1");
        for (String a : values) {
            for (String b : values) {
                Integer expected = games.compare(reader.parseShort(a), reader.parseShort(b));
                assertThat(compare(a, b)).as("%s vs %s", a, b).isEqualTo(expected);
            }
        }
    }

    /**
     * Stops by plain recursion over alternating play (no memo, no order): at a loop-free node that the short engine
     * finds to be a number the play stops there; a player without a move gives off (Left) or on (Right).
     */
    private Stop bruteStop(LoopyGraph x, int[] ids, int v, boolean leftMoves) {
        if (ids[v] >= 0 && games.isNumber(ids[v])) {
            return Stop.of(games.numberValue(ids[v]));
        }
        Stop best = leftMoves ? Stop.OFF : Stop.ON;
        for (int w : leftMoves ? x.left(v) : x.right(v)) {
            Stop t = bruteStop(x, ids, w, !leftMoves);
            best = leftMoves ? (t.compareTo(best) > 0 ? t : best) : (t.compareTo(best) < 0 ? t : best);
        }
        return best;
    }

    /** The canonical ids of loop-free nodes, by recursion on the short engine (-1 where a cycle is reachable). */
    private int shortId(LoopyGraph x, int v, int depth) {
        if (depth > x.size()) {
            return -1;
        }
        int[] l = x.left(v);
        int[] r = x.right(v);
        int[] li = new int[l.length];
        int[] ri = new int[r.length];
        for (int i = 0; i < l.length; i++) {
            li[i] = shortId(x, l[i], depth + 1);
            if (li[i] < 0) {
                return -1;
            }
        }
        for (int i = 0; i < r.length; i++) {
            ri[i] = shortId(x, r[i], depth + 1);
            if (ri[i] < 0) {
                return -1;
            }
        }
        return games.game(li, ri);
    }

    @Test
    void stopsOfRandomStoppersMatchPlainRecursion() {
        Random r = new Random(17);
        int checked = 0;
        int infinite = 0;
        while (checked < 500) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(7), 0.5);
            if (!Stoppers.isStopper(x)) {
                continue;
            }
            checked++;
            int[] ids = new int[x.size()];
            for (int v = 0; v < x.size(); v++) {
                ids[v] = shortId(x, v, 0);
            }
            Stop[] stops = Stoppers.stops(x, games);
            assertThat(stops[0]).isEqualTo(bruteStop(x, ids, 0, true));
            assertThat(stops[1]).isEqualTo(bruteStop(x, ids, 0, false));
            infinite += stops[0].infinity() != 0 || stops[1].infinity() != 0 ? 1 : 0;
        }
        assertThat(infinite).as("stoppers with a stop on or off").isBetween(10, 490);
    }

    /** A consistency check, not an oracle: the stopper order is a preorder (Siegel ch. VI) on random stoppers. */
    @Test
    void theStopperOrderIsReflexiveAndTransitiveOnRandomStoppers() {
        Random r = new Random(23);
        List<LoopyGraph> xs = new java.util.ArrayList<>();
        while (xs.size() < 30) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(6), 0.5);
            if (Stoppers.isStopper(x)) {
                xs.add(x);
            }
        }
        boolean[][] ge = new boolean[xs.size()][xs.size()];
        for (int i = 0; i < xs.size(); i++) {
            for (int j = 0; j < xs.size(); j++) {
                ge[i][j] = Stoppers.geq(xs.get(i), xs.get(j), 100_000);
            }
        }
        int strict = 0;
        for (int i = 0; i < xs.size(); i++) {
            assertThat(ge[i][i]).isTrue();
            for (int j = 0; j < xs.size(); j++) {
                strict += ge[i][j] && !ge[j][i] ? 1 : 0;
                for (int k = 0; k < xs.size(); k++) {
                    assertThat(!ge[i][j] || !ge[j][k] || ge[i][k]).as("%d >= %d >= %d", i, j, k).isTrue();
                }
            }
        }
        assertThat(strict).as("strictly ordered pairs").isPositive();
    }

    @Test
    void onlyStoppersCompareAndHaveStops() {
        assertThatThrownBy(() -> compare("dud", "0")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("sides");
        assertThatThrownBy(() -> Stoppers.stops(g("dud"), games)).isInstanceOf(BadInputException.class);
    }
}
