package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Stops, means and temperatures: worked by hand, and the mean value theorem on random sums. */
class ThermographsTest {
    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);
    private final Thermographs thermographs = new Thermographs(games);

    /**
     * Hand-worked from the definitions (Winning Ways ch. 6, Siegel II.5): {1|-1} cools to 0 at t = 1;
     * {3|1} has mean 2 and temperature 1; {2|{1|0}}: the left scaffold 2 - t meets the right scaffold
     * (1 up to t = 1/2, then 1/2 + t) at t = 3/4, mean 5/4, right stop 1; numbers: -1 for integers,
     * -1/2^k for m/2^k; infinitesimals (*, ^, ^^*) are at temperature 0; in {1|0} + {1|0} either
     * player's first move is answered in the other component: the sum is the number 1 (+-1/2 + +-1/2 = 0).
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "+-1; 1; -1; 0; 1", "{3|1}; 3; 1; 2; 1", "{2|{1|0}}; 2; 1; 5/4; 3/4", "3; 3; 3; 3; -1",
        "1/2; 1/2; 1/2; 1/2; -1/2", "-3/8; -3/8; -3/8; -3/8; -1/8", "*; 0; 0; 0; 0", "^; 0; 0; 0; 0",
        "^^* + 1; 1; 1; 1; 0", "{4|{2|0}}; 4; 2; 5/2; 3/2", "{1|0} + {1|0}; 1; 1; 1; -1"
    })
    void handWorked(String value, String leftStop, String rightStop, String mean, String temperature) {
        Thermograph t = thermographs.of(parser.parse(value));
        assertThat(t.leftStop()).hasToString(leftStop);
        assertThat(t.rightStop()).hasToString(rightStop);
        assertThat(t.mean()).hasToString(mean);
        assertThat(t.temperature()).hasToString(temperature);
    }

    @Test
    void wallsOfAHotGame() {
        // {2|{1|0}}: left wall from (t=0, x=2) to (3/4, 5/4); right wall 1 until t = 1/2, then up to 5/4
        Thermograph t = thermographs.of(parser.parse("{2|{1|0}}"));
        assertThat(t.leftWall().temperatures()).hasToString("[0, 3/4]");
        assertThat(t.leftWall().values()).hasToString("[2, 5/4]");
        assertThat(t.rightWall().temperatures()).hasToString("[0, 1/2, 3/4]");
        assertThat(t.rightWall().values()).hasToString("[1, 1, 5/4]");
    }

    @Test
    void meansAddAndSumsAreNoHotter() {
        // the mean value theorem (Winning Ways ch. 6): mean(G + H) = mean(G) + mean(H); and
        // t(G + H) <= max(t(G), t(H)) (Siegel II.5.22)
        Random random = new Random(11);
        for (int i = 0; i < 200; i++) {
            int g = GameTree.random(random, 4, 2).toId(games);
            int h = GameTree.random(random, 4, 2).toId(games);
            Thermograph tg = thermographs.of(g);
            Thermograph th = thermographs.of(h);
            Thermograph sum = thermographs.of(games.sum(g, h));
            assertThat(sum.mean()).isEqualTo(tg.mean().add(th.mean()));
            Dyadic hottest = tg.temperature().compareTo(th.temperature()) >= 0 ? tg.temperature() : th.temperature();
            assertThat(sum.temperature().compareTo(hottest.signum() < 0 ? Dyadic.ZERO : hottest)).isLessThanOrEqualTo(0);
            assertThat(tg.leftStop().compareTo(tg.rightStop())).isGreaterThanOrEqualTo(0);
        }
    }
}
