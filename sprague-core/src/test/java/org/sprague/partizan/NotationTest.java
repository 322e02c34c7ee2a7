package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.BadInputException;

/** Values written in the notation, evaluated and printed back. */
class NotationTest {
    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);
    private final Notation notation = new Notation(games);

    private String eval(String expression) {
        return notation.print(parser.parse(expression));
    }

    /**
     * Literature values. Winning Ways (2nd ed.) vol. 1 ch. 2-3 and Lessons in Play ch. 4-5: {0|*} = ^,
     * {0,*|0} = ^*, {0|^} = ^^* = ^ + ^ + *, {0|^*} = ^^, {*|0} = v, * + * = 0, *2 + *3 = *, {1|-1} = +-1,
     * {0|1} = 1/2, {3|1} = 2 +- 1 (a switch about its mean), 1/2 + 1/2 = 1, {1/2|1} = 3/4. Worked by hand:
     * {^|v} = * (in {^|v} + * each first move leaves ^* or v, a loss for the mover).
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "{0|*}; ^", "{0,*|0}; ^*", "{0|^}; ^^*", "^ + ^ + *; ^^*", "{0|^*}; ^^", "{*|0}; v", "* + *; 0",
        "*2 + *3; *", "{1|-1}; +-1", "{0|1}; 1/2", "{3|1}; 2+-1", "1/2 + 1/2; 1", "{1/2|1}; 3/4",
        "^ + v; 0", "-^; v", "-{1|*}; {*|-1}", "1 + ^; 1^", "-1 + ^; -1^", "1/2 + *; 1/2*", "^^^; ^3",
        "v + v + v + *; v3*", "+-1 + +-1; 0", "{2|1}; 3/2+-1/2", "{1|0}; 1/2+-1/2", "{1|1}; 1*", "{2|0}; 1+-1", "-1/2; -1/2",
        "3 - 5/4; 7/4", "(1 + 1) - ^; 2v", "{|}; 0", "{-1|}; 0", "+-1/2; +-1/2", "-2+-1; -2+-1",
        "{^|v}; *", "{1^|-1v}; +-1^", "+-1^; +-1^", "{{2|1}|{-1|-2}}; {3/2+-1/2|-3/2+-1/2}",
        "{{3|1}|{-1|-3}}; {2+-1|-2+-1}", "+-{3|1*}; +-{3|1*}"
    })
    void literatureValues(String expression, String expected) {
        assertThat(eval(expression)).isEqualTo(expected);
    }

    @Test
    void everyPrintedFormIsReadBack() {
        Random random = new Random(7);
        for (int i = 0; i < 400; i++) {
            int id = GameTree.random(random, 4, 3).toId(games);
            String printed = notation.print(id);
            assertThat(parser.parse(printed)).as(printed).isEqualTo(id);
            int negated = games.negate(id);
            assertThat(parser.parse(notation.print(negated))).isEqualTo(negated);
            assertThat(parser.parse("-" + "(" + printed + ")")).isEqualTo(negated);
        }
    }

    @Test
    void numbersOfAnySize() {
        String tiny = "1/" + java.math.BigInteger.ONE.shiftLeft(200);
        assertThat(eval(tiny + " + " + tiny)).isEqualTo("1/" + java.math.BigInteger.ONE.shiftLeft(199));
        assertThat(eval("123456789012345678901234567890 + 1")).isEqualTo("123456789012345678901234567891");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1/3", "{1|", "1 +", "{2|1|0}", "x", "^^3", "", " ", "*1234567", "{}", "1 2", "{1|2}}"})
    void badNotationIsBadInput(String expression) {
        assertThatThrownBy(() -> parser.parse(expression)).isInstanceOf(BadInputException.class);
    }
}
