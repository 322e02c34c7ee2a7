package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CgsuiteNotation;

/**
 * Simplest forms of stoppers: CGSuite's {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala}
 * (the printed canonical form, left and right options, stops); the uniqueness of simplest forms (Siegel,
 * <i>Combinatorial Game Theory</i>, ch. VI: equal stoppers in simplest form are the same graph) on random stoppers
 * against the same stopper plus a short zero; and, on loop-free games, the short engine's canonical form.
 */
class SimplestStoppersTest {
    private static final int MAX = 100_000;
    private final CanonicalGames games = new CanonicalGames();
    private final LoopyNotation reader = new LoopyNotation(games, MAX);
    private final LoopyPrinter printer = new LoopyPrinter(games, MAX);

    private String print(String text) {
        return printer.print(reader.parse(text));
    }

    /** CGSuite's LeftOptions or RightOptions of the canonical form: each option printed, in braces. */
    private String options(String text, boolean left) {
        LoopyGraph s = SimplestStoppers.simplest(reader.parse(text), MAX);
        List<String> out = new ArrayList<>();
        for (int w : s.options(0, left)) {
            out.add(printer.print(s.from(w)));
        }
        return "{" + String.join(",", out) + "}";
    }

    private String stops(String text) {
        Stop[] s = Stoppers.stops(reader.parse(text), games);
        return s[0] + " " + s[1];
    }

    @Test
    void cgsuiteCanonicalStopperCasesPrintAsCgsuitePrintsThem() {
        // x, xOut, leftOptions, rightOptions, leftStop, rightStop of CanonicalStopperTestCase
        String[][] cases = {
            {"{pass|}", "on", "{on}", "{}", "on", "on"},
            {"{|pass}", "off", "{}", "{off}", "off", "off"},
            {"{0|pass}", "over", "{0}", "{over}", "0", "0"},
            {"{pass|3/2}", "3/2under", "{3/2under}", "{3/2}", "3/2", "3/2"},
            {"{0|||0||0|{|pass}}", "{0|Tiny(on)}", "{0}", "{Tiny(on)}", "0", "0"},
            {"{{pass|}|0||0}", "Miny(on)", "{{on|0}}", "{0}", "0", "0"},
            {"{0|||0||pass|0}", "Tiny(over)", "{0}", "{{0|under}}", "0", "0"},
            {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0}", "{a{0||||0|a||*|||*}}", "0", "0"},
            {"{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
                "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", "{0}",
                "{{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", "0", "0"},
        };
        for (String[] c : cases) {
            assertThat(print(c[0])).as(c[0]).isEqualTo(c[1]);
            assertThat(options(c[0], true)).as("left options of " + c[0]).isEqualTo(c[2]);
            assertThat(options(c[0], false)).as("right options of " + c[0]).isEqualTo(c[3]);
            assertThat(stops(c[0])).as(c[0]).isEqualTo(c[4] + " " + c[5]);
            assertThat(Stoppers.compare(reader.parse(c[1]), reader.parse(c[0]), MAX)).as(c[0]).isZero();
        }
    }

    /**
     * The two cases of CanonicalStopperTestCase that CGSuite prints in its upon-th notation ({@link UponForms}):
     * canonical string, left and right options, stops as CGSuite gives them; the outcome class worked by hand.
     * {@code {-1/4*|pass}}: Left first moves to -1/4*, which Right wins moving first (it is negative); Right first
     * passes back to the same game with Left to move, so Right wins both ways: R. {@code {0|^<on>||v<on>}} with
     * {@code ^<on> = {0||0|0,pass}}: Left first moves to {0|^<on>}, Right's only move is to ^<on>, Left moves to 0
     * and Right is stuck; Right first moves to {@code v<on> = {0,pass|0||0} = {{0,pass|0}|0}}, Left's only move is
     * to {@code {0,pass|0}}, Right moves to 0 and Left is stuck: N. The case's graph is built here from its
     * options, not read in the notation under test.
     */
    @Test
    void cgsuiteCasesInUponthNotationPrintAsCgsuitePrintsThem() {
        String[][] cases = {
            {"{-1/4+*|pass}", "-1/4v[on]", "{-1/4*}", "{-1/4v[on]}", "-1/4", "-1/4", "RIGHT", "RIGHT"},
            {"{0|{0||0|0,pass}||{0,pass|0||0}}", "{0|^<on>||v<on>}", "{{0|^<on>}}", "{v<on>}", "0", "0",
                "LEFT", "RIGHT"},
        };
        for (String[] c : cases) {
            assertThat(print(c[0])).as(c[0]).isEqualTo(c[1]);
            assertThat(options(c[0], true)).as("left options of " + c[0]).isEqualTo(c[2]);
            assertThat(options(c[0], false)).as("right options of " + c[0]).isEqualTo(c[3]);
            assertThat(stops(c[0])).as(c[0]).isEqualTo(c[4] + " " + c[5]);
            LoopyOutcomes outcomes = new LoopyOutcomes(reader.parse(c[0]));
            assertThat(outcomes.leftFirst(0) + " " + outcomes.rightFirst(0)).as(c[0]).isEqualTo(c[6] + " " + c[7]);
            assertThat(Stoppers.compare(reader.parse(c[1]), reader.parse(c[0]), MAX)).as(c[1]).isZero();
        }
    }

    @Test
    void equalStoppersHaveTheSameSimplestForm() {
        // G and G + * + * are equal (* is its own negative) but different graphs
        Random r = new Random(29);
        int checked = 0;
        while (checked < 100) {
            LoopyGraph x = LoopyOutcomesTest.random(r, 1 + r.nextInt(6), 0.5);
            if (!Stoppers.isStopper(x)) {
                continue;
            }
            checked++;
            LoopyGraph zero = reader.parse("* + *");
            LoopyGraph padded = LoopyGraph.sum(x, zero, MAX);
            LoopyGraph a = SimplestStoppers.simplest(x, MAX);
            LoopyGraph b = SimplestStoppers.simplest(padded, MAX);
            assertThat(printer.print(b)).isEqualTo(printer.print(a));
            assertThat(a.size()).isEqualTo(b.size()).isLessThanOrEqualTo(x.size());
            assertThat(Stoppers.compare(a, x, MAX)).isZero();
            assertThat(SimplestStoppers.simplest(a, MAX).size()).isEqualTo(a.size());
            // the printed form (named constants, upon-th notation, slash bars) reads back as the same value
            assertThat(Stoppers.compare(reader.parse(printer.print(a)), x, MAX)).as(printer.print(a)).isZero();
        }
    }

    @Test
    void onLoopfreeGamesTheSimplestFormIsTheShortCanonicalForm() {
        CgsuiteNotation notation = new CgsuiteNotation(games);
        for (String text : List.of("{1,0|-1,{2|1}}", "{0,*|0,*}", "{1|{0|-5}}", "{{2|0},1|0}", "{*,^|v,*}")) {
            LoopyGraph s = SimplestStoppers.simplest(reader.parse("a{" + text.substring(1, text.length() - 1)
                    + "}"), MAX);
            assertThat(ShortForms.of(s, games)[0]).isGreaterThanOrEqualTo(0);
            assertThat(notation.print(ShortForms.of(s, games)[0]))
                    .isEqualTo(notation.print(reader.parseShort(text)));
        }
    }

    @Test
    void stopsOfTheSimplestFormSeeALoopyPositionEqualToANumber() {
        // a{0|{1|a}} = 1 (worked by hand in LoopyNotationTest): its stops are 1 and 1
        Stop[] s = SimplestStoppers.stops(reader.parse("a{0|{1|a}}"), games, MAX);
        assertThat(s[0] + " " + s[1]).isEqualTo("1 1");
    }

    @Test
    void pastThePositionLimitTheSimplestFormIsExitThreeWithTheFigureAndPrintingFallsBackToTheGraph() {
        LoopyGraph x = reader.parse("a{0||||0|||a|*||*}"); // 6 positions: 36 pairs
        assertThatThrownBy(() -> SimplestStoppers.simplest(x, 20))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("36 positions, more than 20");
        assertThat(new LoopyPrinter(games, 20).print(x)).isEqualTo("a{0|{0|{{a|*}|*}}}");
    }

    @Test
    void onlyStoppersHaveASimplestForm() {
        assertThatThrownBy(() -> SimplestStoppers.simplest(reader.parse("dud"), MAX))
                .isInstanceOf(BadInputException.class).hasMessageContaining("not a stopper");
    }
}
