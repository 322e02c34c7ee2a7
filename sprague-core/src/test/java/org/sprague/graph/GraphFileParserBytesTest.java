package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.game.TerminalLabel;

/** The byte-level cases of the graph file format: line ends, separators, comments, UTF-8, buffer boundaries. */
class GraphFileParserBytesTest {
    private static GameGraph parse(byte[] bytes) throws IOException {
        return GraphFileParser.parse(new ByteArrayInputStream(bytes), "g.txt");
    }

    private static GameGraph parse(String text) throws IOException {
        return parse(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Node names in order, and each node's moves by name, as one string: "a>b,c; b>; c>". */
    private static String shape(GameGraph g) {
        StringBuilder sb = new StringBuilder();
        for (int u = 0; u < g.nodeCount(); u++) {
            sb.append(u == 0 ? "" : "; ").append(g.name(u)).append('>');
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                sb.append(i == g.offsets()[u] ? "" : ",").append(g.name(g.targets()[i]));
            }
            if (g.label(u) != TerminalLabel.NONE) {
                sb.append(':').append(g.label(u).name().toLowerCase());
            }
        }
        return sb.toString();
    }

    @Test
    void crlfAndLoneCrEndLinesAsReadLineDoes() throws IOException {
        assertThat(shape(parse("a b\r\nb c\r\nc : win\r\n"))).isEqualTo("a>b; b>c; c>:win");
        assertThat(shape(parse("a b\rb c\r\rc a"))).isEqualTo("a>b; b>c; c>a");
        // a CR LF pair counts as one line end: the bad line is line 3
        assertThatThrownBy(() -> parse("a b\r\n\r\nx\r\n")).hasMessageContaining("g.txt line 3:");
        assertThatThrownBy(() -> parse("a b\r\rx")).hasMessageContaining("g.txt line 3:");
    }

    @Test
    void tabsVerticalTabsAndFormFeedsSeparate() throws IOException {
        assertThat(shape(parse("\ta\t\tb \t\n a\u000Bc\f\nd\t:\twin\n"))).isEqualTo("a>b,c; b>; c>; d>:win");
    }

    @Test
    void commentsMidLineAndInsideTokens() throws IOException {
        assertThat(shape(parse("a b# no space before the comment\n# a b c d\n  # indented\nb c #x y z\nc d#e\n")))
                .isEqualTo("a>b; b>c; c>d; d>");
        // a '#' cuts a token: 'a#b c' is the single token 'a', one token is an error
        assertThatThrownBy(() -> parse("a#b c\n")).hasMessageContaining("line 1").hasMessageContaining("1 token 'a'");
        assertThat(shape(parse("a : win # the end\n"))).isEqualTo("a>:win");
    }

    @Test
    void nonAsciiNamesComeBackAsWritten() throws IOException {
        GameGraph g = parse("Zürich 東京\n東京 😀\n😀 : loss\n");
        assertThat(shape(g)).isEqualTo("Zürich>東京; 東京>😀; 😀>:loss");
        assertThat(g.find("東京")).isEqualTo(1);
        NodeNames names = g.names();
        byte[] out = new byte[names.utf8Length(2)];
        names.copyUtf8(2, out, 0);
        assertThat(new String(out, StandardCharsets.UTF_8)).isEqualTo("😀");
    }

    @Test
    void invalidUtf8IsAnErrorNamingTheLine() {
        byte[] bytes = {'a', ' ', 'b', '\n', 'c', ' ', (byte) 0xC3, '\n'};
        assertThatThrownBy(() -> parse(bytes)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("g.txt line 2").hasMessageContaining("not valid UTF-8");
        // bytes that are not UTF-8 in a comment are not names: accepted
        byte[] comment = {'a', ' ', 'b', ' ', '#', (byte) 0xFF, '\n'};
        assertThat(parseOrFail(comment).nodeCount()).isEqualTo(2);
    }

    private static GameGraph parseOrFail(byte[] bytes) {
        try {
            return parse(bytes);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void numbersAndOtherNamesAreDistinctAsStrings() throws IOException {
        GameGraph g = parse("7 07\n007 7\n-3 0\n0 00\n1234567890123456789 123456789012345678\n");
        assertThat(shape(g)).isEqualTo(
                "7>07; 07>; 007>7; -3>0; 0>00; 00>; 1234567890123456789>123456789012345678; 123456789012345678>");
        assertThat(g.find("07")).isEqualTo(1);
        assertThat(g.find("7")).isEqualTo(0);
        assertThat(g.find("123456789012345678")).isEqualTo(7);
    }

    @Test
    void veryLongNamesAreCutInErrors() {
        String longName = "n".repeat(100_000);
        String bad = "a b\n" + longName + " : lose\n";
        assertThatThrownBy(() -> parse(bad)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2").hasMessageContaining("unknown label 'lose'");
        String badLabel = "a b\na : " + longName + "\n";
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> parse(badLabel));
        assertThat(t).hasMessageContaining("line 2").hasMessageContaining("(100000 bytes)");
        assertThat(t.getMessage().length()).isLessThan(200);
        Throwable four = org.assertj.core.api.Assertions.catchThrowable(() -> parse(longName + " x y z\n"));
        assertThat(four).hasMessageContaining("line 1").hasMessageContaining("4 tokens").hasMessageContaining("bytes)");
        assertThat(four.getMessage().length()).isLessThan(250);
        // cut at a character boundary: 'é' is two bytes
        Throwable accents = org.assertj.core.api.Assertions.catchThrowable(() -> parse("é".repeat(100) + "\n"));
        assertThat(accents.getMessage()).contains("'" + "é".repeat(30) + "...' (200 bytes)");
    }

    @Test
    void longNamesAcrossBufferBoundariesAreKeptWhole() throws IOException {
        String huge = "x".repeat(200_000);
        GameGraph g = parse("a " + huge + "\n" + huge + " b\r\nb a");
        assertThat(g.nodeCount()).isEqualTo(3);
        assertThat(g.name(1)).isEqualTo(huge);
        assertThat(g.targets()).containsExactly(1, 2, 0);
    }

    @Test
    void everyLineEndPositionAgainstTheBuffer() throws IOException {
        // CR LF pairs and lone CRs falling on every offset around the 64 KiB buffer's end
        for (int pad = 65_520; pad < 65_545; pad++) {
            String filler = "#" + "-".repeat(pad) + "\r";
            GameGraph g = parse(filler + "\na b\r\nb : win\rc a\n");
            assertThat(shape(g)).as("pad %d", pad).isEqualTo("a>b; b>:win; c>a");
            int padded = pad;
            assertThatThrownBy(() -> parse(filler + "\na b\r\n\rx\n")).as("pad %d", padded)
                    .hasMessageContaining("g.txt line 4:");
        }
    }

    @Test
    void numericMoveLinesOfEveryShapeAgreeWithTheReference() throws IOException {
        // the quick path for 'number number' lines stops at anything else: each line here must read as the
        // line-by-line reference reads it, wherever it falls against the 64 KiB buffer
        String[] lines = {"1 2", "3\t4", "5 \t 6", "7 8 ", "9 10\t", "11 12#c", "13 14 # c", "0 0", "00 1", "1 01",
            "2147483647 2147483648", "2147483648 2147483647", "999999999999999999 1", "1000000000000000000 1",
            " 15 16", "17 18\u000B", "\f19 20", "21 : win", "22 23 24", "25", "", "# 26 27", "28 -29", "30 3a"};
        String[] ends = {"\n", "\r\n", "\r"};
        java.util.SplittableRandom r = new java.util.SplittableRandom(31);
        for (int t = 0; t < 200; t++) {
            StringBuilder sb = new StringBuilder();
            if (t % 2 == 1) {
                sb.append('#').append("-".repeat(65_500 + r.nextInt(40))).append('\n');
            }
            for (int k = 0; k < 1 + r.nextInt(12); k++) {
                sb.append(lines[r.nextInt(lines.length)]).append(ends[r.nextInt(ends.length)]);
            }
            String text = sb.toString();
            assertThat(described(() -> parse(text))).as(text.substring(Math.max(0, text.length() - 300)))
                    .isEqualTo(described(() -> LineGraphFileParser.parse(new java.io.StringReader(text), "g.txt")));
        }
    }

    @Test
    void numbersBeyondAnIntAreNamesLikeAnyOther() throws IOException {
        GameGraph g = parse("2147483647 2147483648\n2147483648 123456789012345678\n0 2147483647\n");
        assertThat(shape(g)).isEqualTo("2147483647>2147483648; 2147483648>123456789012345678; 123456789012345678>;"
                + " 0>2147483647");
        assertThat(g.find("2147483648")).isEqualTo(1);
        assertThat(g.find("123456789012345678")).isEqualTo(2);
        assertThat(g.find("2147483649")).isEqualTo(-1);
    }

    @Test
    void malformedNumericLinesNameTheirLine() {
        assertThatThrownBy(() -> parse("1 2\n3 4\n5 6 7\n")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("g.txt line 3: expected 'u v'");
        assertThatThrownBy(() -> parse("1 2\r\n\n# c\n3\n")).hasMessageStartingWith("g.txt line 4: expected");
        assertThatThrownBy(() -> parse("1 2\n3 4:\n")).hasMessageStartingWith("g.txt line 2: a label needs spaces");
    }

    private interface Parse {
        GameGraph run() throws IOException;
    }

    /** The graph's shape, or the error's message. */
    private static String described(Parse p) throws IOException {
        try {
            return shape(p.run());
        } catch (BadInputException e) {
            return "error: " + e.getMessage();
        }
    }

    @Test
    void emptyInputs() {
        for (String text : new String[] {"", "\n", "\r\n", "# only a comment", "   \t\n\n# x\n"}) {
            assertThatThrownBy(() -> parse(text)).as("'%s'", text).isInstanceOf(BadInputException.class)
                    .hasMessageContaining("g.txt has no moves or labels");
        }
    }

    @Test
    void lastLineWithoutLineEnd() throws IOException {
        assertThat(shape(parse("a b\nb c"))).isEqualTo("a>b; b>c; c>");
        assertThat(shape(parse("a : draw"))).isEqualTo("a>:draw");
    }

    @Test
    void readsFromAStreamThatGivesFewBytesAtATime() throws IOException {
        byte[] text = "a b\r\nb c # c\nc : win\n".getBytes(StandardCharsets.UTF_8);
        InputStream trickle = new ByteArrayInputStream(text) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 3));
            }
        };
        assertThat(shape(GraphFileParser.parse(trickle, "g.txt"))).isEqualTo("a>b; b>c; c>:win");
    }
}
