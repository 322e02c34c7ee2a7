package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

/** Function calls in value expressions, against hand-worked values (Winning Ways ch. 6 and 8). */
class ValueFunctionsTest {
    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);

    private void same(String call, String value) {
        assertThat(parser.parse(call)).as(call).isEqualTo(parser.parse(value));
    }

    @Test
    void callsGiveTheHandWorkedValues() {
        same("cool({2|-1}, 1)", "{1|0}");
        same("cool({3|-3}, 1) + heat(*, 1)", "{2|-2} + {1|-1}");
        same("freeze({2|-1})", "1/2*");
        same("heat(*, 1)", "+-1");
        same("overheat(1/2, 1, 1)", "{1|0}");
        same("rcf({3|{2+*|1+*}})", "{3|{2|1}}");
        same("companion(^)", "^*");
        same("aw(^^^ + *)", "3");
        same("-aw(v)", "1");
        same("cool(heat({3|1}, 1/2), 1/2)", "{3|1}");
    }

    @Test
    void misuseIsBadInputWithOneLine() {
        assertThatThrownBy(() -> parser.parse("aw(1)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("all-small");
        assertThatThrownBy(() -> parser.parse("cool(^, -1)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at least 0");
        assertThatThrownBy(() -> parser.parse("cool(^, ^)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("must be a number");
        assertThatThrownBy(() -> parser.parse("cool(^)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("takes 2 arguments");
        assertThatThrownBy(() -> parser.parse("cool(^, 1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> parser.parse("overheat(1000001, 1, 1)")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("1000000");
    }

    @Test
    void aLongGameInAnErrorIsNamedByItsLengthNotPrinted() {
        // {10|{9|...{1|0}}} plus a hot game is hot, so not infinitesimal and not atomic; its canonical form is long
        String hot = "{10|{9|{8|{7|{6|{5|{4|{3|{2|{1|0}}}}}}}}}} + {12|{10|{7|{3|-2}}}}";
        assertThatThrownBy(() -> parser.parse("aw(" + hot + ")")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("aw(a game of ").hasMessageContaining(" characters in brace form): that game is"
                        + " not atomic (not infinitesimal)")
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(200));
        assertThatThrownBy(() -> parser.parse("aw(1/2)")).hasMessageStartingWith("aw(1/2): that game is not atomic");
    }
}
