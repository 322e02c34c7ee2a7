package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The invariants of CGSuite's own test values, as CGSuite states them: cgsuite/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang2/CanonicalShortGameTestCase.scala (the oracle: CGSuite's answers,
 * typed in the slash-bar notation of that file and compared as canonical forms, not as text). Fields whose
 * expected value needs notation the parser does not read yet (Tiny, ^[n], ^&lt;n&gt;) are left out or written
 * as the sum they stand for. Atomic weights of infinitesimals that are not all-small are CGSuite's too: the
 * tinies weigh 0, {@code {1|^^||^}} weighs 2, and {@code {1|^^^||^}} is not atomic ("none").
 */
class CgsuiteInvariantCasesTest {
    private static final String SELF = "=";

    private final CanonicalGames games = new CanonicalGames();
    private final PartizanInvariants inv = new PartizanInvariants(games);
    private final NotationParser parser = new NotationParser(games);

    private static final class Case {
        final String value;
        final Map<String, String> fields = new LinkedHashMap<>();

        Case(String value) {
            this.value = value;
        }

        Case f(String field, String expected) {
            fields.put(field, expected);
            return this;
        }

        /** The fields every row states: birthday, stops, mean, temperature. */
        Case basic(String birthday, String left, String right, String mean, String temperature) {
            return f("birthday", birthday).f("leftStop", left).f("rightStop", right).f("mean", mean)
                    .f("temperature", temperature);
        }

        Case preds(boolean allSmall, boolean infinitesimal, boolean numberish, boolean even, boolean odd) {
            return f("isAllSmall", "" + allSmall).f("isInfinitesimal", "" + infinitesimal)
                    .f("isNumberish", "" + numberish).f("isEvenTempered", "" + even).f("isOddTempered", "" + odd);
        }
    }

    private static List<Case> cases() {
        List<Case> c = new ArrayList<>();
        c.add(new Case("0").f("thermograph", "Thermograph(0,[],[0],0,[],[0])").basic("0", "0", "0", "0", "-1").preds(true, true, true, true, false)
                .f("atomicWeight", "0").f("companion", "*").f("freeze", "0").f("incentives", "{}")
                .f("leftIncentives", "{}").f("rightIncentives", "{}").f("reducedCanonicalForm", "0")
                .f("isNumber", "true").f("isNimber", "true"));
        c.add(new Case("5").f("thermograph", "Thermograph(5,[],[0],5,[],[0])").basic("5", "5", "5", "5", "-1").preds(false, false, true, true, false)
                .f("atomicWeight", "none").f("companion", "5").f("freeze", "5").f("incentives", "{-1}")
                .f("leftIncentives", "{-1}").f("rightIncentives", "{}").f("reducedCanonicalForm", "5")
                .f("isNumber", "true").f("isNimber", "false"));
        c.add(new Case("-1823437481924").basic("1823437481924", "-1823437481924", "-1823437481924",
                "-1823437481924", "-1").preds(false, false, true, true, false)
                .f("companion", SELF).f("freeze", SELF).f("incentives", "{-1}").f("leftIncentives", "{}")
                .f("rightIncentives", "{-1}").f("reducedCanonicalForm", SELF));
        c.add(new Case("-1/2").f("thermograph", "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])").basic("2", "-1/2", "-1/2", "-1/2", "-1/2").preds(false, false, true, true, false)
                .f("atomicWeight", "none").f("companion", SELF).f("freeze", SELF).f("incentives", "{-1/2}")
                .f("leftIncentives", "{-1/2}").f("rightIncentives", "{-1/2}").f("reducedCanonicalForm", SELF));
        c.add(new Case("25/16").f("thermograph", "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])").basic("6", "25/16", "25/16", "25/16", "-1/16").preds(false, false, true, true, false)
                .f("companion", SELF).f("freeze", SELF).f("incentives", "{-1/16}").f("leftIncentives", "{-1/16}")
                .f("rightIncentives", "{-1/16}").f("reducedCanonicalForm", SELF));
        String upper = "{*8,*9,*10,*11,*12,*13,*14,*15}";
        c.add(new Case("*8").f("thermograph", "Thermograph(0,[0],[0,-1],0,[0],[0,1])").basic("8", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "0").f("companion", "*8").f("freeze", "*8").f("incentives", upper)
                .f("leftIncentives", upper).f("rightIncentives", upper).f("reducedCanonicalForm", "0")
                .f("isNumber", "false").f("isNimber", "true"));
        c.add(new Case("9/8+*").f("thermograph", "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])").basic("6", "9/8", "9/8", "9/8", "0").preds(false, false, true, false, true)
                .f("atomicWeight", "none").f("companion", "9/8*").f("freeze", "9/8*").f("incentives", "{*}")
                .f("leftIncentives", "{*}").f("rightIncentives", "{*}").f("reducedCanonicalForm", "9/8"));
        c.add(new Case("^").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("2", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "1").f("companion", "^*").f("freeze", "^").f("incentives", "{^*}")
                .f("leftIncentives", "{v}").f("rightIncentives", "{^*}").f("reducedCanonicalForm", "0"));
        c.add(new Case("v*").f("thermograph", "Thermograph(0,[0],[0,-1],0,[0],[0,1])").basic("2", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "-1").f("companion", "v").f("freeze", "v*").f("incentives", "{^*}")
                .f("leftIncentives", "{^*}").f("rightIncentives", "{v,v*}").f("reducedCanonicalForm", "0"));
        c.add(new Case("6+^*").f("thermograph", "Thermograph(6,[0],[0,-1],6,[0],[0,1])").basic("8", "6", "6", "6", "0").preds(false, false, true, false, false)
                .f("atomicWeight", "none").f("companion", "6^*").f("freeze", "6^*").f("incentives", "{^*}")
                .f("leftIncentives", "{v,v*}").f("rightIncentives", "{^*}").f("reducedCanonicalForm", "6"));
        c.add(new Case("^*6").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("8", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "1").f("companion", "^*6").f("freeze", "^*6").f("incentives", "{^*}")
                .f("leftIncentives", "{v*6}").f("rightIncentives", "{^*}").f("reducedCanonicalForm", "0"));
        c.add(new Case("73/16+v9*8").f("thermograph", "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])").basic("27", "73/16", "73/16", "73/16", "0").preds(false, false, true, false, false)
                .f("atomicWeight", "none").f("companion", SELF).f("freeze", SELF).f("incentives", "{^*}")
                .f("leftIncentives", "{^*}").f("rightIncentives", "{v9*8}").f("reducedCanonicalForm", "73/16"));
        // ^[4] = {0|*||*|||*||||*}, ^[2] = {0|*||*}, ^<2> = {0|v*}, v<2> = -^<2>
        String up4 = "{0|*||*|||*||||*}";
        c.add(new Case(up4).f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("5", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "1").f("companion", up4 + "+*").f("freeze", SELF)
                .f("incentives", "{" + up4 + "+*}").f("rightIncentives", "{" + up4 + "+*}")
                .f("reducedCanonicalForm", "0"));
        c.add(new Case("{0||0|v*}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("4", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "1").f("companion", "{0|{0|v*}+*}").f("freeze", SELF)
                .f("incentives", "{{0|*||*}+*}").f("rightIncentives", "{{0|*||*}+*}")
                .f("leftIncentives", "{{-{0|v*}|0}}").f("reducedCanonicalForm", "0"));
        String long1 = "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}";
        c.add(new Case(long1).f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("9", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "0")
                .f("companion", "{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}"
                        + "|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}")
                .f("freeze", SELF).f("incentives", "{" + up4 + "+*}").f("rightIncentives", "{" + up4 + "+*}")
                .f("leftIncentives", "{{0|{0|*||*|||*}+*||0,{0|*||*|||*}+*|||0}}").f("reducedCanonicalForm", "0"));
        String long2 = "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
                + "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}";
        c.add(new Case(long2).f("thermograph", "Thermograph(0,[0],[0,-1],0,[0],[0,1])").basic("12", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "0").f("companion", SELF).f("freeze", SELF)
                .f("incentives", "{" + up4 + "+*}").f("rightIncentives", "{" + up4 + "+*}")
                .f("reducedCanonicalForm", "0"));
        c.add(new Case("{0||0|vvv}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("6", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "0").f("companion", "{0,*||*|v3*}").f("freeze", SELF)
                .f("incentives", "{{^3,{^3|0}|0}}").f("leftIncentives", "{{^3|0||0}}")
                .f("rightIncentives", "{{^3,{^3|0}|0}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{^^^|vv}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[0],[0,1])").basic("5", "0", "0", "0", "0").preds(true, true, true, false, false)
                .f("atomicWeight", "{1|0}").f("companion", "{^3*|vv*}").f("freeze", SELF)
                .f("incentives", "{{^5|0}}").f("leftIncentives", "{{^5|0}}").f("rightIncentives", "{{^5|0}}")
                .f("reducedCanonicalForm", "0"));
        c.add(new Case("{0||0|-3/2}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("5", "0", "0", "0", "0").preds(false, true, true, false, false)
                .f("atomicWeight", "0").f("companion", "{0,*||*|-3/2}").f("freeze", SELF)
                .f("incentives", "{{3/2,{3/2|0}|0}}").f("leftIncentives", "{-{0||0|-3/2}}")
                .f("rightIncentives", "{{3/2,{3/2|0}|0}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{0|||0||-1|-3}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("6", "0", "0", "0", "0").preds(false, true, true, false, false)
                .f("atomicWeight", "0").f("companion", "{0,*|||*||-1|-3}").f("freeze", SELF)
                .f("leftIncentives", "{-{0|||0||-1|-3}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{5||3|1|||0||||0}").f("thermograph", "Thermograph(0,[],[0],0,[0],[0,1])").basic("8", "0", "0", "0", "0").preds(false, true, true, false, false)
                .f("atomicWeight", "0").f("companion", "{5||3|1|||*||||0,*}").f("freeze", SELF)
                .f("rightIncentives", "{{5||3|1|||0||||0}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{1|^^||^}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("5", "0", "0", "0", "0").preds(false, true, true, false, false)
                .f("atomicWeight", "2").f("companion", "{1|^^*||^*}").f("freeze", SELF)
                .f("incentives", "{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}")
                .f("leftIncentives", "{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}")
                .f("rightIncentives", "{{1v|^||0}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{1|^^^||^}").f("thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])").basic("6", "0", "0", "0", "0").preds(false, true, true, false, false)
                .f("atomicWeight", "none").f("companion", "{1|^3*||^*}").f("freeze", SELF)
                .f("incentives", "{{1v|^^||0},{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}")
                .f("leftIncentives", "{{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}")
                .f("rightIncentives", "{{1v|^^||0}}").f("reducedCanonicalForm", "0"));
        c.add(new Case("{3||2+*|1+*}").f("thermograph", "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])").basic("5", "3", "2", "9/4", "3/4").preds(false, false, false, false, true)
                .f("atomicWeight", "none").f("companion", SELF).f("freeze", "9/4*")
                .f("incentives", "{{2*|1*||0}}").f("leftIncentives", "{{2*|1*||0}}")
                .f("rightIncentives", "{{2*|1*||0}}").f("reducedCanonicalForm", "{3||2|1}"));
        c.add(new Case("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}").f("thermograph", "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])").basic("6", "1/2", "-1", "-5/16", "21/16")
                .preds(false, false, false, false, false).f("atomicWeight", "none")
                .f("companion", "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}").f("freeze", "-5/16*")
                .f("incentives", "{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0},"
                        + "{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,"
                        + "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}")
                .f("leftIncentives", "{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}}")
                .f("rightIncentives", "{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,"
                        + "{-2*|-5/2}}},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,"
                        + "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}")
                .f("reducedCanonicalForm", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"));
        return c;
    }

    @Test
    void everyStatedInvariantMatchesCgsuite() {
        int checked = 0;
        for (Case c : cases()) {
            int g = value(c.value);
            for (Map.Entry<String, String> e : c.fields.entrySet()) {
                String what = c.value + " ." + e.getKey();
                String expected = e.getValue();
                switch (e.getKey()) {
                    case "birthday" -> assertThat(inv.birthdays().of(g).toString()).as(what).isEqualTo(expected);
                    case "leftStop" -> assertThat(inv.stops().left(g).toString()).as(what).isEqualTo(expected);
                    case "rightStop" -> assertThat(inv.stops().right(g).toString()).as(what).isEqualTo(expected);
                    case "mean" -> assertThat(inv.thermographs().of(g).mean().toString()).as(what).isEqualTo(expected);
                    case "temperature" -> assertThat(inv.thermographs().of(g).temperature().toString()).as(what)
                            .isEqualTo(expected);
                    case "isAllSmall" -> assertThat("" + inv.predicates().allSmall(g)).as(what).isEqualTo(expected);
                    case "isInfinitesimal" -> assertThat("" + inv.predicates().infinitesimal(g)).as(what)
                            .isEqualTo(expected);
                    case "isNumberish" -> assertThat("" + inv.predicates().numberish(g)).as(what).isEqualTo(expected);
                    case "isEvenTempered" -> assertThat("" + inv.predicates().evenTempered(g)).as(what)
                            .isEqualTo(expected);
                    case "isOddTempered" -> assertThat("" + inv.predicates().oddTempered(g)).as(what)
                            .isEqualTo(expected);
                    case "isNumber" -> assertThat("" + inv.predicates().number(g)).as(what).isEqualTo(expected);
                    case "isNimber" -> assertThat("" + inv.predicates().nimber(g)).as(what).isEqualTo(expected);
                    case "atomicWeight" -> {
                        OptionalInt aw = inv.atomicWeights().of(g);
                        if (expected.equals("none")) {
                            assertThat(aw).as(what).isEmpty();
                        } else {
                            assertThat(aw).as(what).hasValue(value(expected));
                        }
                    }
                    case "companion" -> assertThat(inv.companions().of(g)).as(what).isEqualTo(expect(expected, g));
                    case "freeze" -> assertThat(inv.cooling().freeze(g)).as(what).isEqualTo(expect(expected, g));
                    case "reducedCanonicalForm" -> assertThat(inv.reduced().of(g)).as(what)
                            .isEqualTo(expect(expected, g));
                    case "incentives" -> assertThat(sorted(inv.incentives().maximal(g))).as(what)
                            .isEqualTo(set(expected));
                    case "leftIncentives" -> assertThat(sorted(inv.incentives().left(g))).as(what)
                            .isEqualTo(set(expected));
                    case "rightIncentives" -> assertThat(sorted(inv.incentives().right(g))).as(what)
                            .isEqualTo(set(expected));
                    case "thermograph" -> wallsMatch(inv.thermographs().of(g), expected, what);
                    default -> throw new AssertionError("unknown field " + e.getKey());
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(300);
    }

    /**
     * Both walls agree with CGSuite's {@code Thermograph(x, [t1, t2, ...], [s0, s1, ...], x', [...], [...])}: each
     * wall is {@code x} at its first critical temperature {@code t1} and above it, and below each critical
     * temperature {@code t_i} has the next slope {@code s_i} (value per unit of temperature), down to 0.
     */
    private static void wallsMatch(Thermograph t, String cgsuite, String what) {
        String[] parts = cgsuite.substring("Thermograph(".length(), cgsuite.length() - 1).split(",(?![^\\[]*\\])");
        Dyadic[] probes = {Dyadic.ZERO, Dyadic.parse("1/16"), Dyadic.parse("1/4"), Dyadic.parse("1/2"),
            Dyadic.parse("3/4"), Dyadic.parse("7/8"), Dyadic.ONE, Dyadic.parse("21/16"), Dyadic.of(2), Dyadic.of(5)};
        for (Dyadic at : probes) {
            assertThat(t.leftWall().valueAt(at)).as(what + " left wall at " + at)
                    .isEqualTo(cgsuiteWall(parts[0], parts[1], parts[2], at));
            assertThat(t.rightWall().valueAt(at)).as(what + " right wall at " + at)
                    .isEqualTo(cgsuiteWall(parts[3], parts[4], parts[5], at));
        }
    }

    private static Dyadic cgsuiteWall(String top, String criticals, String slopes, Dyadic at) {
        List<Dyadic> c = dyadics(criticals);
        List<Dyadic> s = dyadics(slopes);
        Dyadic x = Dyadic.parse(top);
        if (c.isEmpty() || at.compareTo(c.get(0)) >= 0) {
            return x;
        }
        for (int i = 1; i <= c.size(); i++) {
            Dyadic low = i < c.size() ? c.get(i) : null;
            Dyadic high = c.get(i - 1);
            if (low == null || at.compareTo(low) >= 0) {
                return x.add(s.get(i).multiply(at.subtract(high)));
            }
            x = x.add(s.get(i).multiply(low.subtract(high)));
        }
        throw new AssertionError("unreachable");
    }

    private static List<Dyadic> dyadics(String list) {
        String inner = list.trim().substring(1, list.trim().length() - 1);
        List<Dyadic> out = new ArrayList<>();
        for (String p : inner.split(",")) {
            if (!p.isBlank()) {
                out.add(Dyadic.parse(p.trim()));
            }
        }
        return out;
    }

    private int value(String cgsuite) {
        return parser.parse(SlashBars.nested(cgsuite));
    }

    private int expect(String expected, int self) {
        return expected.equals(SELF) ? self : value(expected);
    }

    /** A CGSuite list {@code {a,b}} of values, as sorted distinct ids. */
    private int[] set(String list) {
        String inner = list.substring(1, list.length() - 1).trim();
        List<Integer> ids = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i <= inner.length(); i++) {
            char ch = i < inner.length() ? inner.charAt(i) : ',';
            if (ch == '{' || ch == '(') {
                depth++;
            } else if (ch == '}' || ch == ')') {
                depth--;
            } else if (ch == ',' && depth == 0) {
                if (i > start) {
                    ids.add(value(inner.substring(start, i)));
                }
                start = i + 1;
            }
        }
        return ids.stream().mapToInt(Integer::intValue).distinct().sorted().toArray();
    }

    private static int[] sorted(int[] ids) {
        return Arrays.stream(ids).distinct().sorted().toArray();
    }
}
