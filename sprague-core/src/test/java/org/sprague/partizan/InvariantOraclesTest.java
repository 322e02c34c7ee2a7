package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The invariants on random small games against independent oracles: the definitions evaluated by plain minimax on
 * explicit game trees ({@link GameTree}), recursion on the expanded canonical tree, comparisons with numbers, and
 * theorems that tie an invariant to others (the cooled thermograph is the thermograph moved down, Siegel,
 * Combinatorial Game Theory, II.5; atomic weights add, and the two-ahead rule, Siegel II.7; a reduced form is
 * infinitesimally close to the game and born no later than anything else that is, Siegel II.6).
 */
class InvariantOraclesTest {
    private final CanonicalGames games = new CanonicalGames();
    private final PartizanInvariants inv = new PartizanInvariants(games);
    private final NotationParser parser = new NotationParser(games);
    private final GameTree.Minimax minimax = new GameTree.Minimax();

    private List<Integer> randomGames(long seed, int count, int depth, int width) {
        Random random = new Random(seed);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(GameTree.random(random, depth, width).toId(games));
        }
        return out;
    }

    @Test
    void incentivesAreTheOptionsMinusTheGameByMinimax() {
        for (int g : randomGames(1, 150, 3, 2)) {
            GameTree tree = GameTree.of(games, g);
            int[] l = games.leftOptions(g);
            int[] li = inv.incentives().left(g);
            for (int i = 0; i < l.length; i++) {
                // G^L - G - incentive is a second-player win
                assertThat(minimax.outcomeClass(List.of(GameTree.of(games, l[i]), tree.negate(),
                        GameTree.of(games, li[i]).negate()))).as("left incentive").isEqualTo("P");
            }
            int[] r = games.rightOptions(g);
            int[] ri = inv.incentives().right(g);
            for (int i = 0; i < r.length; i++) {
                assertThat(minimax.outcomeClass(List.of(tree, GameTree.of(games, r[i]).negate(),
                        GameTree.of(games, ri[i]).negate()))).as("right incentive").isEqualTo("P");
            }
            for (int m : inv.incentives().maximal(g)) {
                for (int other : concat(li, ri)) {
                    assertThat(other != m && minimax.leq(GameTree.of(games, m), GameTree.of(games, other)))
                            .as("a maximal incentive below another").isFalse();
                }
            }
        }
    }

    @Test
    void birthdayIsTheHeightOfTheExpandedCanonicalTree() {
        for (int g : randomGames(2, 200, 4, 2)) {
            assertThat(inv.birthdays().of(g)).isEqualTo(BigInteger.valueOf(height(GameTree.of(games, g))));
        }
    }

    private static int height(GameTree t) {
        int h = 0;
        for (GameTree o : t.left()) {
            h = Math.max(h, height(o) + 1);
        }
        for (GameTree o : t.right()) {
            h = Math.max(h, height(o) + 1);
        }
        return h;
    }

    @Test
    void predicatesMatchTheirDefinitions() {
        int tiny = parser.parse("1/1024");
        for (int g : randomGames(3, 200, 4, 2)) {
            GameTree tree = GameTree.of(games, g);
            boolean infinitesimal = games.compare(g, tiny) != null && games.compare(g, tiny) < 0
                    && games.compare(g, games.negate(tiny)) != null && games.compare(g, games.negate(tiny)) > 0;
            assertThat(inv.predicates().infinitesimal(g)).isEqualTo(infinitesimal);
            assertThat(inv.predicates().allSmall(g)).isEqualTo(dicotic(tree));
            if (inv.predicates().allSmall(g)) {
                assertThat(inv.predicates().infinitesimal(g)).as("all-small games are infinitesimal").isTrue();
            }
        }
    }

    private static boolean dicotic(GameTree t) {
        if (t.left().isEmpty() != t.right().isEmpty()) {
            return false;
        }
        return t.left().stream().allMatch(InvariantOraclesTest::dicotic)
                && t.right().stream().allMatch(InvariantOraclesTest::dicotic);
    }

    @Test
    void coolingMovesTheThermographDown() {
        Dyadic[] ts = {Dyadic.ZERO, Dyadic.parse("1/4"), Dyadic.parse("1/2"), Dyadic.ONE, Dyadic.parse("3/2")};
        for (int g : randomGames(4, 120, 4, 2)) {
            Thermograph th = inv.thermographs().of(g);
            for (Dyadic t : ts) {
                int cooled = inv.cooling().cool(g, t);
                Thermograph c = inv.thermographs().of(cooled);
                assertThat(c.mean()).as("cooling keeps the mean").isEqualTo(th.mean());
                if (games.isNumber(g)) {
                    assertThat(cooled).isEqualTo(g);
                    continue;
                }
                // the walls of G_t at u are those of G at u + t, for u >= 0 (Siegel II.5)
                for (Dyadic u : new Dyadic[] {Dyadic.ZERO, Dyadic.parse("1/8"), Dyadic.parse("3/4")}) {
                    assertThat(c.leftWall().valueAt(u)).isEqualTo(th.leftWall().valueAt(u.add(t)));
                    assertThat(c.rightWall().valueAt(u)).isEqualTo(th.rightWall().valueAt(u.add(t)));
                }
            }
            int frozen = inv.cooling().freeze(g);
            assertThat(inv.stops().numberish(frozen)).as("a frozen game is infinitesimally close to its mean").isTrue();
        }
    }

    @Test
    void coolingMatchesItsDefinitionWithTheTaxStopRule() {
        // G_t = {G^L_t - t | G^R_t + t}, unless some t' < t makes G_t' infinitesimally close to a number x (equal
        // stops), in which case G_t = x for the least such t'; t' scanned on a grid of 1/64, finer than the
        // temperatures of these games, with the stops computed here by their recursion
        Map<String, Integer> memo = new HashMap<>();
        Dyadic step = Dyadic.ONE.shiftDown(6);
        int hot = 0;
        for (int g : randomGames(10, 150, 4, 2)) {
            hot += inv.thermographs().of(g).temperature().signum() > 0 ? 1 : 0;
            for (String t : new String[] {"0", "1/4", "1/2", "3/4", "1", "3/2", "2"}) {
                Dyadic cool = Dyadic.parse(t);
                assertThat(inv.cooling().cool(g, cool)).as(t).isEqualTo(coolByDefinition(g, cool, step, memo));
            }
        }
        assertThat(hot).as("hot games among the random ones").isGreaterThan(20);
    }

    private int coolByDefinition(int g, Dyadic t, Dyadic step, Map<String, Integer> memo) {
        if (games.isNumber(g)) {
            return g;
        }
        String key = g + ":" + t;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int result = -1;
        for (Dyadic u = Dyadic.ZERO; u.compareTo(t) < 0 && result < 0; u = u.add(step)) {
            int at = taxed(g, u, step, memo);
            Dyadic l = leftStop(at);
            if (l.equals(rightStop(at))) {
                result = games.number(l);
            }
        }
        if (result < 0) {
            result = taxed(g, t, step, memo);
        }
        memo.put(key, result);
        return result;
    }

    /** {@code {G^L_t - t | G^R_t + t}}. */
    private int taxed(int g, Dyadic t, Dyadic step, Map<String, Integer> memo) {
        int tax = games.number(t);
        int[] l = games.leftOptions(g).clone();
        int[] r = games.rightOptions(g).clone();
        for (int i = 0; i < l.length; i++) {
            l[i] = games.difference(coolByDefinition(l[i], t, step, memo), tax);
        }
        for (int i = 0; i < r.length; i++) {
            r[i] = games.sum(coolByDefinition(r[i], t, step, memo), tax);
        }
        return games.game(l, r);
    }

    private Dyadic leftStop(int g) {
        if (games.isNumber(g)) {
            return games.numberValue(g);
        }
        Dyadic best = null;
        for (int o : games.leftOptions(g)) {
            Dyadic s = rightStop(o);
            best = best == null || s.compareTo(best) > 0 ? s : best;
        }
        return best;
    }

    private Dyadic rightStop(int g) {
        if (games.isNumber(g)) {
            return games.numberValue(g);
        }
        Dyadic best = null;
        for (int o : games.rightOptions(g)) {
            Dyadic s = leftStop(o);
            best = best == null || s.compareTo(best) < 0 ? s : best;
        }
        return best;
    }

    @Test
    void coolingAndHeatingHandWorkedCases() {
        // {2|-1}: mean 1/2, temperature 3/2; cooled by 1 it is {1|0}, by 3/2 the star 1/2*, above that 1/2
        int g = parser.parse("{2|-1}");
        assertThat(inv.cooling().cool(g, Dyadic.ONE)).isEqualTo(parser.parse("{1|0}"));
        assertThat(inv.cooling().cool(g, Dyadic.parse("3/2"))).isEqualTo(parser.parse("1/2*"));
        assertThat(inv.cooling().freeze(g)).isEqualTo(parser.parse("1/2*"));
        assertThat(inv.cooling().cool(g, Dyadic.of(2))).isEqualTo(parser.parse("1/2"));
        // Winning Ways ch. 6: heating * by 1 gives +-1; heating a number leaves it
        int one = parser.parse("1");
        assertThat(inv.cooling().heat(parser.parse("*"), one)).isEqualTo(parser.parse("+-1"));
        assertThat(inv.cooling().heat(parser.parse("3/4"), one)).isEqualTo(parser.parse("3/4"));
        // ^ = {0|*}: {0 + 1 | +-1 - 1} = {1 | {0|-2}}
        assertThat(inv.cooling().heat(parser.parse("^"), one)).isEqualTo(parser.parse("{1|{0|-2}}"));
        // overheating 1/2 = {0|1} from 1 to 1: {0 + 1 | 1 - 1} = {1|0}; the integer 3 from s = * is *+*+* = *
        assertThat(inv.cooling().overheat(parser.parse("1/2"), one, one)).isEqualTo(parser.parse("{1|0}"));
        assertThat(inv.cooling().overheat(parser.parse("3"), parser.parse("*"), one)).isEqualTo(parser.parse("*"));
    }

    @Test
    void heatingByTThenCoolingByTGivesBackSwitchesAndNimbers() {
        // cooling by t undoes heating by t on these (worked by hand: heat(*, 1/2) = +-1/2, cooled by 1/2 is {0|0})
        int t = parser.parse("1/2");
        for (String s : new String[] {"*", "*2", "+-1", "{3|1}", "{1|*}"}) {
            int g = parser.parse(s);
            assertThat(inv.cooling().cool(inv.cooling().heat(g, t), Dyadic.parse("1/2"))).as(s).isEqualTo(g);
        }
    }

    @Test
    void reducedFormIsInfinitesimallyCloseAndNoLaterBorn() {
        List<Integer> candidates = randomGames(5, 400, 3, 2);
        int close = 0;
        for (int g : randomGames(6, 150, 4, 2)) {
            int rcf = inv.reduced().of(g);
            int diff = games.difference(rcf, g);
            assertThat(inv.predicates().infinitesimal(diff)).as("rcf(G) - G infinitesimal").isTrue();
            assertThat(inv.reduced().of(rcf)).as("rcf is idempotent").isEqualTo(rcf);
            BigInteger born = inv.birthdays().of(rcf);
            for (int h : candidates) {
                if (inv.predicates().infinitesimal(games.difference(h, g))) {
                    close++;
                    assertThat(inv.birthdays().of(h)).as("nothing inf-close is born earlier").isGreaterThanOrEqualTo(born);
                    assertThat(inv.reduced().of(h)).as("inf-close games share their reduced form").isEqualTo(rcf);
                }
            }
        }
        assertThat(close).as("pairs of infinitesimally close games met").isGreaterThan(100);
    }

    @Test
    void atomicWeightsAddAndObeyTheTwoAheadRule() {
        Random random = new Random(7);
        List<Integer> small = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            small.add(dicoticTree(random, 3).toId(games));
        }
        int two = games.integer(2);
        java.util.Set<Integer> weights = new java.util.HashSet<>();
        for (int g : small) {
            int aw = inv.atomicWeights().of(g).getAsInt();
            weights.add(aw);
            if (games.leq(two, aw)) {
                assertThat(games.compare(g, 0)).as("aw >= 2 implies G > 0").isEqualTo(1);
            }
            if (games.leq(aw, games.negate(two))) {
                assertThat(games.compare(g, 0)).as("aw <= -2 implies G < 0").isEqualTo(-1);
            }
        }
        for (int i = 0; i + 1 < small.size(); i += 2) {
            int g = small.get(i);
            int h = small.get(i + 1);
            OptionalInt sum = inv.atomicWeights().of(games.sum(g, h));
            assertThat(sum.getAsInt()).as("aw(G + H) = aw(G) + aw(H)")
                    .isEqualTo(games.sum(inv.atomicWeights().of(g).getAsInt(), inv.atomicWeights().of(h).getAsInt()));
        }
        assertThat(weights).as("the random games reach several weights").hasSizeGreaterThan(4);
        // up multiples and nimbers (Siegel II.7)
        assertThat(inv.atomicWeights().of(games.upMultiple(5))).hasValue(games.integer(5));
        assertThat(inv.atomicWeights().of(games.sum(games.upMultiple(-3), games.nimber(3)))).hasValue(games.integer(-3));
        assertThat(inv.atomicWeights().of(games.integer(1))).isEmpty();
    }

    @Test
    void theRemoteStarIsFarEnoughAtBirthdayPlusOne() {
        // the eccentric case compares G with *m for m = birthday + 1; larger m must not change the comparison
        Random random = new Random(9);
        for (int i = 0; i < 80; i++) {
            int g = dicoticTree(random, 4).toId(games);
            int m = inv.birthdays().of(g).intValueExact() + 1;
            Integer first = games.compare(g, games.nimber(m));
            for (int more = m + 1; more <= m + 6; more++) {
                assertThat(games.compare(g, games.nimber(more))).as("*" + more).isEqualTo(first);
            }
        }
    }

    /** A random all-small tree: every node has options for both players or for neither. */
    private static GameTree dicoticTree(Random random, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return GameTree.ZERO;
        }
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        int nl = 1 + random.nextInt(2);
        int nr = 1 + random.nextInt(2);
        for (int i = 0; i < nl; i++) {
            l.add(dicoticTree(random, depth - 1));
        }
        for (int i = 0; i < nr; i++) {
            r.add(dicoticTree(random, depth - 1));
        }
        return new GameTree(l, r);
    }

    @Test
    void confusionIntervalHoldsExactlyTheConfusedNumbers() {
        for (int g : randomGames(8, 150, 4, 2)) {
            ConfusionInterval ci = inv.confusionInterval(g);
            for (int k = -40; k <= 40; k++) {
                Dyadic x = Dyadic.of(k).shiftDown(3);
                boolean confused = games.compare(g, games.number(x)) == null;
                boolean inside = !ci.empty() && (x.compareTo(ci.low()) > 0 || (ci.lowClosed() && x.equals(ci.low())))
                        && (x.compareTo(ci.high()) < 0 || (ci.highClosed() && x.equals(ci.high())));
                assertThat(inside).as(ci + " at " + x).isEqualTo(confused);
            }
        }
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
