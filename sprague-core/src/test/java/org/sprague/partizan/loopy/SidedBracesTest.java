package org.sprague.partizan.loopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/**
 * Sided values as options of braces, read as CGSuite's {@code GameSpecNode.scala} reads them: the onside is the
 * game of the options' onsides, the offside that of their offsides (Siegel, <i>Combinatorial Game Theory</i>,
 * ch. VI). Checked on cases worked by hand, and against the sides of the same game written as one loopy graph
 * (CGSuite's sided values of {@code SidedValueTestCase} written as graphs inside the braces), which go through
 * cuts and sidling instead.
 */
class SidedBracesTest {
    private static final int MAX = LoopyGraph.DEFAULT_MAX_POSITIONS;
    private final CanonicalGames games = new CanonicalGames();

    private SidedValue parse(String text) {
        return SidedValues.parse(text, games, MAX);
    }

    private String text(String expression) {
        return SidedValues.text(parse(expression), games, MAX);
    }

    /**
     * By hand: {1 &amp; 0|} has onside {1|} = 2 and offside {0|} = 1; {1 &amp; 0|0} has onside {1|0} and offside
     * {0|0} = *; {1 &amp; 0|1 &amp; 0} has onside {1|1} = 1* and offside *; {1 &amp; 0, *|} has offside {0, *|} = 1
     * (the simplest number above 0 and *); a negative swaps the sides and negates them.
     */
    @Test
    void sidedOptionsGiveTheGamesOfTheirSides() {
        assertThat(text("{1&0|}")).isEqualTo("2 & 1");
        assertThat(text("{1 & 0|0}")).isEqualTo("{1|0} & *");
        assertThat(text("{1&0|1&0}")).isEqualTo("1* & *");
        assertThat(text("{1&0,*|}")).isEqualTo("2 & 1");
        assertThat(text("-{1&0|}")).isEqualTo("-1 & -2");
        assertThat(text("{1&0|} + 1")).isEqualTo("3 & 2");
        SidedValue v = parse("{1&0|}");
        assertThat(v.leftFirst()).isEqualTo(Winner.LEFT); // 2 & 1: Left wins either way
        assertThat(v.rightFirst()).isEqualTo(Winner.LEFT);
    }

    /** Runs of bars split at the longest: {1 &amp; 0||0|-1} is {1 &amp; 0|{0|-1}}. */
    @Test
    void barsReadAsForShortGames() {
        assertThat(SidedValues.compare(parse("{1&0||0|-1}"), parse("{1&0|{0|-1}}"), MAX)).isZero();
        assertThat(text("{1&0||0|-1}")).isEqualTo("{1||0|-1} & Tiny(1)");
    }

    /** The same games as single graphs: their sides, found by cuts or sidling, equal the braces' values. */
    @Test
    void agreesWithTheSidesOfTheSameGameAsOneGraph() {
        String[][] sided = {{"dud", "on & off"}, {"a{{|a}|}", "1 & 0"}, {"{0|{dud|},*}", "^ & v*"}};
        String[] shapes = {"{%s|}", "{%s|0}", "{0|%s}", "{%s|%s}", "{1,%s|*}", "{{%s|}|-1}"};
        for (String[] pair : sided) {
            for (String shape : shapes) {
                String graph = shape.replace("%s", pair[0]);
                String braces = shape.replace("%s", pair[1]);
                SidedValue g = parse(graph);
                SidedValue b = parse(braces);
                assertThat(g.stopperSided()).as(graph).isTrue();
                assertThat(SidedValues.compare(g, b, MAX)).as(graph + " against " + braces).isZero();
                assertThat(b.leftFirst()).as(braces).isEqualTo(g.leftFirst());
                assertThat(b.rightFirst()).as(braces).isEqualTo(g.rightFirst());
            }
        }
    }

    @Test
    void badBracesAreOneError() {
        assertThatThrownBy(() -> parse("{0&1|0}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("at most the onside");
        assertThatThrownBy(() -> parse("{pass,1&0|}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("no pass");
        assertThatThrownBy(() -> parse("a{1&0|a}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("no name");
        assertThatThrownBy(() -> parse("{1&0|0|1}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("ambiguous");
        assertThatThrownBy(() -> parse("{1&0,|}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("missing");
        assertThatThrownBy(() -> parse("{1|^[1&0]}")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("or as an option in braces), not inside brackets");
    }
}
