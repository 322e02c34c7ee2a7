package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * CGSuite's input forms, each compared with the same value written with nested braces only (hand-expanded
 * from the definitions cited) or with a value from the literature.
 */
class NotationSyntaxTest {
    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);

    private void same(String a, String b) {
        assertThat(parser.parse(a)).as(a + " = " + b).isEqualTo(parser.parse(b));
    }

    /** Bars of higher count bind looser (CGSuite's {@code {3||2|1}}, {@code {5||3|1|||0||||0}}). */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "{3||2|1}; {3|{2|1}}", "{3|2||1}; {{3|2}|1}", "{a||b|c}; {a|{b|c}}", "{5||3|1|||0||||0}; {{{5|{3|1}}|0}|0}",
        "{0|||0||-1|-3}; {0|{0|{-1|-3}}}", "{0,*||*,v|vv*}; {0,*|{*,v|vv*}}", "{1|2,3||4}; {{1|2,3}|4}",
        "{||0|1}; {|{0|1}}"
    })
    void slashBars(String slashed, String nested) {
        parser.define("a", parser.parse("3"));
        parser.define("b", parser.parse("2"));
        parser.define("c", parser.parse("1"));
        same(slashed, nested);
    }

    /** Tiny and Miny (Winning Ways ch. 5; CGSuite: Tiny(x) = {0||0|-x}, Miny(x) = {x|0||0}). */
    @Test
    void tinyAndMiny() {
        same("Tiny(2)", "{0|{0|-2}}");
        same("Miny(2)", "{{2|0}|0}");
        same("Tiny({3|1})", "{0||0|{-1|-3}}");
        same("Tiny(2) + Miny(2)", "0");
        // tiny-two is positive yet smaller than up (Winning Ways ch. 5)
        int tiny = parser.parse("Tiny(2)");
        assertThat(games.compare(tiny, 0)).isEqualTo(1);
        assertThat(games.compare(tiny, parser.parse("^"))).isEqualTo(-1);
    }

    /** A number written before a value is a sum: 2Tiny(2), 6^*, -1Tiny(2). */
    @Test
    void numberBeforeAValueIsASum() {
        same("2Tiny(2)", "2 + Tiny(2)");
        same("6^*", "6 + ^ + *");
        same("-1Tiny(2)", "-1 + Tiny(2)");
        same("3/4v[3]*", "3/4 + v[3] + *");
        same("1{1|0}", "1 + {1|0}");
    }

    /** Up-nth and up-to-the-nth from their definitions in {@link Uptimals}, and CGSuite's ^[4] case. */
    @Test
    void uptimalMultiples() {
        same("^[1]", "^");
        same("^<1>", "^");
        same("^[2]", "{^|*}");
        same("^[4]", "{0|*||*|||*||||*}");
        same("^<2>", "{0|v*}");
        same("^<3>", "{0|{0|0,v*}}");
        same("v[3]", "-^[3]");
        same("v<3>*", "-^<3> + *");
        for (int n = 2; n <= 6; n++) {
            same("^[" + n + "]", "^[" + (n - 1) + "] + ^<" + n + ">");
        }
        same("^3", "^^^");
        same("v3", "vvv");
        same("^*6", "^ + *6");
    }

    /** {@code +-G = {G|-G}}, {@code +-{a,b} = {a,b|-a,-b}} (CGSuite's multi-switch), {@code m+-s = {m+s|m-s}}. */
    @Test
    void switches() {
        same("+-{1,{2|0}}", "{1,{2|0}|-1,{0|-2}}");
        same("+-(1,{2|0})", "{1,{2|0}|-1,{0|-2}}");
        same("+-{3|1}", "{{3|1}|{-1|-3}}");
        same("+-1", "{1|-1}");
        same("2+-1", "{3|1}");
        same("+-(1*)", "{1*|-1*}");
    }

    /**
     * Ordinal sums: blue-red Hackenbush strings (Winning Ways ch. 2: a blue edge on a blue edge is 2, a red edge
     * on a blue edge is 1/2), {@code *:1 = {0,*|0} = ^*} by hand, and 0 on either side changes nothing.
     */
    @Test
    void ordinalSum() {
        same("1:1", "2");
        same("1:-1", "1/2");
        same("1:-1:-1", "1/4");
        same("*:1", "^*");
        same("0:{3|1}", "{3|1}");
        same("{3|1}:0", "{3|1}");
    }

    /**
     * Norton's product: integers are copies (3.^ = ^^^), and {@code G.U} is additive in {@code G} for
     * {@code U > 0} (Winning Ways ch. 8, Norton multiplication), so halves of a product add up to the whole.
     */
    @Test
    void nortonProduct() {
        same("3.^", "^3");
        same("-2.^", "vv");
        same("0.{1|*}", "0");
        same("1/2.^ + 1/2.^", "^");
        same("3/4.^ + 1/4.^", "^");
        same("1/2.{2|*} + 1/2.{2|*}", "{2|*}");
        same("1/4.^^ + 3/4.^^", "^^");
        assertThatThrownBy(() -> parser.parse("1.5")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("3/2");
        assertThatThrownBy(() -> parser.parse("1.v")).isInstanceOf(BadInputException.class);
    }

    /** The nim product against the mex definition (ONAG ch. 6), computed here by brute force for a, b < 32. */
    @Test
    void conwayProductOfNimbers() {
        int n = 32;
        int[][] product = new int[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean[] seen = new boolean[1024];
                for (int x = 0; x < a; x++) {
                    for (int y = 0; y < b; y++) {
                        seen[product[x][b] ^ product[a][y] ^ product[x][y]] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                product[a][b] = mex;
                assertThat(org.sprague.value.Nimbers.nimProduct(a, b)).as(a + " x " + b).isEqualTo(mex);
            }
        }
        same("ConwayProduct(*2, *3)", "*" + product[2][3]);
        same("ConwayProduct(*16, *16)", "*24");
        // in GF(2^64) the square of the largest Fermat 2-power 2^32 is 3/2 of it
        assertThat(org.sprague.value.Nimbers.nimProduct(1L << 32, 1L << 32)).isEqualTo(3L << 31);
        assertThatThrownBy(() -> parser.parse("ConwayProduct(^, *)")).isInstanceOf(BadInputException.class);
    }

    @Test
    void variables() {
        parser.define("g", parser.parse("{1|*}"));
        same("g + g", "{1|*} + {1|*}");
        same("Tiny(g)", "Tiny({1|*})");
        assertThatThrownBy(() -> parser.define("Tiny", 0)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> parser.define("v3", 0)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> parser.parse("h + 1")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown name 'h'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{1|2|3}", "{1,2}", "Tiny(1,2)", "Tiny", "^[0]", "^^[2]", "{1,|2}", "+-", "1:", "2.",
        "Foo(1)"})
    void malformedIsBadInput(String expression) {
        assertThatThrownBy(() -> parser.parse(expression)).isInstanceOf(BadInputException.class);
    }

    /** Random strings of the notation's characters: a value, or bad input, or a resource limit; nothing else. */
    @Test
    void randomTextIsAValueOrBadInput() {
        java.util.Random random = new java.util.Random(5);
        // numbers stay small (a digit, then a space): ^99999 is a resource question, not a syntax one
        String[] tokens = {"{", "}", "|", "||", ",", "(", ")", "+", "-", "+-", ":", ".", "*", "^", "v", "<", ">", "[",
            "]", "/", "0 ", "1 ", "2 ", "3", "4 ", "Tiny", "Miny", "ConwayProduct", "x", "g"};
        int values = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(12); n >= 0; n--) {
                text.append(tokens[random.nextInt(tokens.length)]);
            }
            try {
                parser.parse(text.toString());
                values++;
            } catch (BadInputException | ResourceLimitException e) {
                assertThat(e.getMessage()).as(text.toString()).doesNotContain("\n");
            }
        }
        assertThat(values).as("some random texts are values").isGreaterThan(100);
    }

    @Test
    void hugeNimbersAndCopiesAreResourceLimits() {
        assertThatThrownBy(() -> parser.parse("*100000")).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("*4096");
        assertThatThrownBy(() -> parser.parse("10000000.^")).isInstanceOf(ResourceLimitException.class);
        assertThatThrownBy(() -> parser.parse("1:10000000")).isInstanceOf(ResourceLimitException.class);
    }
}
