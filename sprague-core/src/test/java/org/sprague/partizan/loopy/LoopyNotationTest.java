package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/** Reading and printing loopy values in CGSuite's notation. */
class LoopyNotationTest {
    private final CanonicalGames games = new CanonicalGames();
    private final LoopyNotation reader = new LoopyNotation(games, 100_000);
    private final LoopyPrinter printer = new LoopyPrinter(games, 100_000);

    @Test
    void graphsAreBuiltAsWritten() {
        LoopyGraph on = reader.parse("{pass|}");
        assertThat(on.size()).isEqualTo(1);
        assertThat(on.left(0)).containsExactly(0);
        assertThat(on.right(0)).isEmpty();
        // a{0|{1|a}}: a's Right option is {1|a}, whose Right option is a again
        LoopyGraph a = reader.parse("a{0|{1|a}}");
        int inner = a.right(0)[0];
        assertThat(a.right(inner)).containsExactly(0);
        // the innermost braces of a run of bars are pass's: {0||pass|0} = {0|{pass|0}} = {0|under}
        LoopyGraph slashed = reader.parse("{0||pass|0}");
        int under = slashed.right(0)[0];
        assertThat(slashed.left(under)).containsExactly(under);
        assertThat(reader.parse("{||}").size()).isEqualTo(1);
        // a number before over, under or upon is a sum, its sign its own: -1/4over = -1/4 + over
        LoopyGraph x = reader.parse("-1/4over");
        assertThat(Stoppers.compare(x, reader.parse("over + -1/4"), 1000)).isZero();
        assertThat(Stoppers.compare(x, reader.parse("-1/4"), 1000)).isEqualTo(1);
    }

    @Test
    void loopyTextIsRecognisedAndShortTextIsNot() {
        assertThat(LoopyNotation.looksLoopy("on")).isTrue();
        assertThat(LoopyNotation.looksLoopy("{pass|3/2}")).isTrue();
        assertThat(LoopyNotation.looksLoopy("a{0|a}")).isTrue();
        assertThat(LoopyNotation.looksLoopy("2 + over")).isTrue();
        assertThat(LoopyNotation.looksLoopy("{1|*} + Tiny(2)")).isFalse();
        assertThat(LoopyNotation.looksLoopy("^ + v")).isFalse();
        assertThat(LoopyNotation.looksLoopy("donkey")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"pass", "{pass", "a{0|a + 1}", "{1|2|3}", "{0|zzz}", "on{0|}", "{0,|1}", "{0|1} )",
        "-pass", "{1,2}"})
    void badTextIsOneBadInputLine(String text) {
        assertThatThrownBy(() -> reader.parse(text)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void stoppersEqualToTheNamedConstantsPrintByName() {
        assertThat(printer.print(reader.parse("{pass|}"))).isEqualTo("on");
        assertThat(printer.print(reader.parse("a{a|}"))).isEqualTo("on");
        assertThat(printer.print(reader.parse("{|pass}"))).isEqualTo("off");
        assertThat(printer.print(reader.parse("a{0|a}"))).isEqualTo("over");
        assertThat(printer.print(reader.parse("-over"))).isEqualTo("under");
        // CGSuite prints upon in its upon-th notation (CanonicalStopper.scala): {pass|*} is ^[on]
        assertThat(printer.print(reader.parse("{pass|*}"))).isEqualTo("^[on]");
        assertThat(printer.print(reader.parse("upon"))).isEqualTo("^[on]");
        assertThat(printer.print(reader.parse("on + 1"))).isEqualTo("on");
        assertThat(printer.print(reader.parse("{1|*}"))).isEqualTo("{1|*}");
        // CanonicalStopperTestCase: {pass|3/2} is 3/2under
        assertThat(printer.print(reader.parse("{pass|3/2}"))).isEqualTo("3/2under");
        assertThat(printer.print(reader.parse("{-1/4|pass}"))).isEqualTo("-1/4over");
        assertThat(printer.print(reader.parse("{pass|7}"))).isEqualTo("7under");
        // inside a stopper, a subposition equal to a constant prints by its name, as CGSuite prints {0|Tiny(on)}
        assertThat(printer.print(reader.parse("{{pass|*}|-2}"))).isEqualTo("{^[on]|-2}");
        // a{0|{1|a}} = 1 by hand: Right first loses in a - 1 and in 1 - a (Right's {1|a} reverses through 1)
        assertThat(printer.print(reader.parse("a{0|{1|a}}"))).isEqualTo("1");
        assertThat(printer.print(reader.parse("dud"))).isEqualTo("dud");
        // Siegel ch. VI: on + off = dud, and dud + G = dud
        assertThat(printer.print(reader.parse("on + off"))).isEqualTo("dud");
        assertThat(printer.print(reader.parse("dud + {1|*} + over"))).isEqualTo("dud");
        assertThat(printer.print(reader.parse("a{{|a}|}"))).isEqualTo("a{{|a}|}");
    }

    @Test
    void wiringPrintedStoppersReadBackEqualAndOtherGraphsWithTheirOutcomes() {
        Random r = new Random(13);
        for (int trial = 0; trial < 400; trial++) {
            LoopyGraph g = LoopyOutcomesTest.random(r, 1 + r.nextInt(8), 0.6);
            String text = printer.print(g);
            LoopyGraph back = reader.parse(text);
            if (Stoppers.isStopper(g)) {
                assertThat(Stoppers.compare(g, back, 100_000)).as(text).isZero();
            } else {
                LoopyOutcomes a = new LoopyOutcomes(g);
                LoopyOutcomes b = new LoopyOutcomes(back);
                assertThat(b.leftFirst(0)).as(text).isEqualTo(a.leftFirst(0));
                assertThat(b.rightFirst(0)).as(text).isEqualTo(a.rightFirst(0));
            }
        }
    }

    /**
     * CGSuite's upon-th notation ({@link UponForms}) reads as the graphs written out here with pass (each pair
     * compared by the stopper order, Siegel ch. VI), and prints back as written.
     */
    @Test
    void uponthNotationReadsAsItsGraphAndPrintsBack() {
        String[][] pairs = {
            {"^[on]", "{pass|*}"},
            {"^[on]*", "{pass,0|0}"},
            {"1/2^[on]*2", "{pass|1/2+*3}"},
            {"-1/4v[on]", "{-1/4+*|pass}"},
            {"3v[on]*", "{3|3,pass}"},
            {"^<on>", "{0||0|0,pass}"},
            {"^<on>*", "{0,*|{*|pass}}"},
            {"v<on>", "{0,pass|0||0}"},
            {"-2^<on>", "{-2||-2|-2,pass}"},
            {"2upon", "{pass|2+*}"},
        };
        for (String[] p : pairs) {
            assertThat(Stoppers.compare(reader.parse(p[0]), reader.parse(p[1]), 100_000)).as(p[0]).isZero();
            if (!p[0].contains("upon")) {
                assertThat(printer.print(reader.parse(p[1]))).as(p[1]).isEqualTo(p[0]);
                assertThat(printer.print(reader.parse(p[0]))).as(p[0]).isEqualTo(p[0]);
            }
        }
        assertThat(printer.print(reader.parse("2upon"))).isEqualTo("2^[on]");
        assertThat(printer.print(reader.parse("{0|^<on>||v<on>}"))).isEqualTo("{0|^<on>||v<on>}");
        assertThat(LoopyNotation.looksLoopy("-1/4v[on]")).isTrue();
    }

    /** A round trip (a wiring test: reader against printer) over numbers, nimbers and all four forms. */
    @Test
    void uponthFormsRoundTripOverNumbersAndNimbers() {
        for (String x : new String[] {"", "1/2", "-3"}) {
            for (String form : new String[] {"^[on]", "v[on]", "^<on>", "v<on>"}) {
                for (String star : new String[] {"", "*", "*2", "*3"}) {
                    String text = x + form + star;
                    assertThat(printer.print(reader.parse(text))).isEqualTo(text);
                }
            }
        }
    }
}
