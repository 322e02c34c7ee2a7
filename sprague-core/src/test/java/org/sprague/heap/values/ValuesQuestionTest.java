package org.sprague.heap.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ParameterNames;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.heap.SubtractionRuleset;
import org.sprague.solve.Budget;

/**
 * The {@code values} question every front end asks: the engine it is answered by, the values against a brute force
 * written here, and the budget policy of each engine.
 */
class ValuesQuestionTest {
    private static final HeapRuleset KAYLES = new OctalRuleset(OctalCode.parse("0.77"));

    /**
     * Kayles by the definition: a move takes one or two adjacent pins from a row, leaving up to two rows; G(n) is
     * the mex of the nim-sums of what is left.
     */
    private static int[] kaylesByHand(int upto) {
        int[] g = new int[upto + 1];
        for (int n = 1; n <= upto; n++) {
            boolean[] seen = new boolean[2 * n + 4];
            for (int take = 1; take <= 2 && take <= n; take++) {
                for (int left = 0; left <= n - take; left++) {
                    seen[g[left] ^ g[n - take - left]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }

    @Test
    void theSequenceEnginesTakeTheCodesTheyKnowAndTheMexTheRest() {
        assertThat(ValuesEngine.choose(KAYLES, false, false)).isEqualTo(ValuesEngine.SEQUENCE);
        // a check reads the values as an int table, which only the general mex keeps
        assertThat(ValuesEngine.choose(KAYLES, false, true)).isEqualTo(ValuesEngine.MEX);
        assertThat(ValuesEngine.choose(KAYLES, true, false)).isEqualTo(ValuesEngine.MISERE_MEX);
        assertThat(ValuesQuestion.builder(KAYLES).misere(true).engine()).isEqualTo(ValuesEngine.MISERE_MEX);
    }

    @Test
    void bothEnginesGiveKaylesAsTheDefinitionDoes() {
        int[] expected = kaylesByHand(300);
        for (boolean intTable : new boolean[] {false, true}) {
            ValuesQuestion q = ValuesQuestion.builder(KAYLES).upto(300).intTable(intTable).build();
            assertThat(q.engine()).isEqualTo(intTable ? ValuesEngine.MEX : ValuesEngine.SEQUENCE);
            GrundyValues v = q.answer();
            for (int n = 0; n <= 300; n++) {
                assertThat(v.values().get(n)).as("G(%d) by %s", n, q.engine()).isEqualTo(expected[n]);
            }
        }
    }

    @Test
    void kaylesUntilProvenHasGuyAndSmithsPeriod() {
        // Guy and Smith (1956): Kayles has period 12 from n = 71 (the last exceptional value is G(70))
        for (boolean intTable : new boolean[] {false, true}) {
            GrundyValues v = ValuesQuestion.builder(KAYLES).intTable(intTable).limits(ValuesLimits.unlimited())
                    .build().answer();
            assertThat(v.proven()).isTrue();
            assertThat(v.periodicity().period()).isEqualTo(12);
            assertThat(v.periodicity().preperiod()).isEqualTo(71);
        }
    }

    @Test
    void aCommandsLongRunsHaveMinutesAndNoStepLimitUnlessGiven() {
        ValuesLimits plain = ValuesLimits.command(Budget.standard(), false, false);
        assertThat(plain.mex().steps()).isEqualTo(Budget.STANDARD_STEPS);
        assertThat(plain.sequenceSteps()).isInfinite();
        assertThat(plain.sequenceTime()).isEqualTo(ValuesLimits.LONG_RUN).isEqualTo(Duration.ofMinutes(5));
        assertThat(plain.quotient().steps()).isInfinite();
        assertThat(plain.quotient().time()).isEqualTo(ValuesLimits.LONG_RUN);

        ValuesLimits none = ValuesLimits.command(Budget.unlimited(), true, false);
        assertThat(none.sequenceTime()).isNull();
        assertThat(none.quotient().time()).isNull();

        ValuesLimits steps = ValuesLimits.command(Budget.standard().withSteps(1e6), true, false);
        assertThat(steps.sequenceSteps()).isEqualTo(1e6);
        assertThat(steps.quotient().steps()).isEqualTo(1e6);
        assertThat(steps.sequenceTime()).isEqualTo(ValuesLimits.LONG_RUN);

        ValuesLimits timed = ValuesLimits.command(Budget.standard().withTime(Duration.ofSeconds(90)), false, true);
        assertThat(timed.sequenceTime()).isEqualTo(Duration.ofSeconds(90));
        assertThat(timed.mex().time()).isEqualTo(Duration.ofSeconds(90));
        ValuesLimits untimed = ValuesLimits.command(Budget.standard().withTime(null), false, true);
        assertThat(untimed.sequenceTime()).isNull();
    }

    @Test
    void aSharedServerRefusesAMexTableOverItsBudgetInItsOwnWords() {
        HeapRuleset s = new SubtractionRuleset(new int[] {1, 4, 9});
        ValuesLimits page = ValuesLimits.shared(1e3, 1e4, "the page's budget", "ask for less");
        assertThatThrownBy(() -> ValuesQuestion.builder(s).upto(100_000).limits(page).build().answer())
                .isInstanceOf(ResourceLimitException.class)
                .hasMessageStartingWith("G(0..100000) of ")
                .hasMessageContaining("more than the page's budget of 1e+03; ask for less");
        // a search stops where the budget reaches: a few hundred heaps, not the limit asked for
        GrundyValues v = ValuesQuestion.builder(s).searchTo(1_000_000L).limits(page).build().answer();
        assertThat(v.upto()).isLessThan(1000);
        assertThat(s.cost(v.upto())).isLessThanOrEqualTo(1e3);
    }

    @Test
    void aQuestionIsCheckedWhenBuilt() {
        assertThatThrownBy(() -> ValuesQuestion.builder(KAYLES).upto(10).searchTo(20L).build())
                .isInstanceOfSatisfying(BadInputException.class, e -> assertThat(e.message(ParameterNames.LIBRARY))
                        .startsWith("give either").endsWith(", not both"));
        assertThatThrownBy(() -> ValuesQuestion.builder(KAYLES).upto(-1).build())
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> ValuesQuestion.builder(KAYLES).searchTo(0L).build())
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> ValuesQuestion.builder(KAYLES).misere(true).build().answer())
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> ValuesLimits.shared(0, 1, "a", "b")).isInstanceOf(IllegalArgumentException.class);
    }
}
