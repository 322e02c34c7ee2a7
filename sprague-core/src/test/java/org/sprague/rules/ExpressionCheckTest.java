package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ParameterNames;

/** Checks of a guess against hand-made tables. */
class ExpressionCheckTest {
    // Bash with at most 3: G(n) = n mod 4
    private static final int[] BASH = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3};

    @Test
    void rightClaimHolds() {
        assertThat(ExpressionCheck.compile("n % 4 == 0", false, false).first(BASH).holds()).isTrue();
        assertThat(ExpressionCheck.compile("n % 4", true, false).first(BASH).holds()).isTrue();
    }

    @Test
    void wrongClaimGivesTheLeastCounterexample() {
        ExpressionCheck.Result r = ExpressionCheck.compile("n % 8 == 0", false, false).first(BASH);
        assertThat(r.holds()).isFalse();
        assertThat(r.counterexample()).containsExactly(4);
        assertThat(ExpressionCheck.compile("n % 3", true, false).first(BASH).counterexample()).containsExactly(3);
    }

    @Test
    void gridsAreCheckedRowByRow() {
        int[][] grid = {{0, 1}, {1, 2}, {2, 0}};
        ExpressionCheck.Result r = ExpressionCheck.compile("p[0] == p[1]", false, true).first(grid);
        assertThat(r.counterexample()).containsExactly(1, 1);
        assertThat(ExpressionCheck.compile("p[0] ^ p[1] ^ (p[0] == 1 && p[1] == 1 ? 2 : 0)", true, true)
                .first(grid).counterexample()).containsExactly(2, 1);
    }

    /** A front end that names each parameter by its constant, to see that messages take the front end's names. */
    private static final ParameterNames NAMES = new ParameterNames() {
        @Override
        public String name(Parameter parameter) {
            return "<" + parameter.name() + ">";
        }

        @Override
        public String usage(Parameter parameter) {
            return "<" + parameter.name() + "> X";
        }
    };

    @Test
    void badExpressionsAreBadInput() {
        assertThatThrownBy(() -> ExpressionCheck.compile("n +", false, false)).isInstanceOfSatisfying(
                BadInputException.class, e -> {
                    assertThat(e.getMessage()).startsWith("the claim checked 'n +':2: ");
                    assertThat(e.message(NAMES)).startsWith("<CHECK> 'n +':2: ");
                });
        assertThatThrownBy(() -> ExpressionCheck.compile(" ", true, false)).isInstanceOfSatisfying(
                BadInputException.class, e -> assertThat(e.message(NAMES))
                        .isEqualTo("<CHECK_VALUE> needs an expression, such as n % 4 == 0"));
        assertThatThrownBy(() -> ExpressionCheck.compile("n", false, false)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("incompatible types");
        assertThatThrownBy(() -> ExpressionCheck.compile("10 / n", true, false).first(BASH))
                .isInstanceOf(BadInputException.class).hasMessageContaining("ArithmeticException at n = 0");
    }
}
