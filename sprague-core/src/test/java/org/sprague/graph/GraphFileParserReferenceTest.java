package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

/**
 * The byte parser against {@link LineGraphFileParser}, the format read with strings and a regular expression: on
 * seeded random files of every kind of line, both must give the same nodes in the same order, the same labels
 * and moves, or the same error.
 */
class GraphFileParserReferenceTest {
    private static final String[] WORDS = {"a", "b", "node", "Zürich", "東京", "😀", "x_1", "\"q\"", "back\\slash",
        "-3", "07", "0", "7", "00", "9223372036854775807", "123456789012345678", "1234567890123456789", ":", "a:"};
    private static final String[] SEPARATORS = {" ", "\t", "  ", " \t ", "\u000B", "\f"};
    private static final String[] ENDS = {"\n", "\n", "\r\n", "\r"};

    /** A name; the last two words (colon typos) only when errors are wanted. */
    private static String name(SplittableRandom r, int nodes, boolean allowErrors) {
        int i = r.nextInt(nodes);
        int words = WORDS.length - (allowErrors ? 0 : 2);
        return switch (r.nextInt(4)) {
            case 0 -> Integer.toString(i);
            case 1 -> WORDS[i % words];
            case 2 -> WORDS[i % words] + i;
            default -> Integer.toString(i * 7919 + 4_000_000);
        };
    }

    private static String file(SplittableRandom r, int lines, int nodes, boolean allowErrors) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < lines; k++) {
            String u = name(r, nodes, allowErrors);
            String sep = SEPARATORS[r.nextInt(SEPARATORS.length)];
            int kind = r.nextInt(allowErrors ? 24 : 20);
            String line = switch (kind) {
                case 0 -> "";
                case 1 -> "# " + u + " " + u;
                // one label a name, so the files stay valid
                case 2 -> u + sep + ":" + sep + new String[] {"win", "loss", "draw"}[Math.floorMod(u.hashCode(), 3)];
                case 3 -> u + sep + name(r, nodes, allowErrors) + sep + "#" + name(r, nodes, allowErrors);
                case 20 -> u;
                case 21 -> u + sep + name(r, nodes, allowErrors) + sep + name(r, nodes, allowErrors);
                case 22 -> u + sep + ":" + sep + "won";
                case 23 -> u + ": win";
                default -> u + sep + name(r, nodes, allowErrors);
            };
            String indent = r.nextInt(4) == 0 ? SEPARATORS[r.nextInt(SEPARATORS.length)] : "";
            sb.append(indent).append(line).append(r.nextInt(4) == 0 ? sep : "").append(ENDS[r.nextInt(ENDS.length)]);
        }
        return sb.toString();
    }

    private static String outcome(String text) {
        try {
            return describe(GraphFileParser.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    "f"));
        } catch (BadInputException e) {
            return "error: " + e.getMessage();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String reference(String text) {
        try {
            return describe(LineGraphFileParser.parse(new StringReader(text), "f"));
        } catch (BadInputException e) {
            return "error: " + e.getMessage();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String describe(GameGraph g) {
        StringBuilder sb = new StringBuilder();
        for (int u = 0; u < g.nodeCount(); u++) {
            sb.append(g.name(u)).append(' ').append(g.label(u)).append(" ->");
            for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                sb.append(' ').append(g.targets()[i]);
            }
            sb.append('\n');
            assertThat(g.find(g.name(u))).isEqualTo(u);
        }
        return sb.toString();
    }

    @Test
    void validFilesGiveTheSameGraph() {
        SplittableRandom r = new SplittableRandom(2026);
        for (int t = 0; t < 300; t++) {
            String text = file(r, 1 + r.nextInt(40), 1 + r.nextInt(30), false);
            assertThat(outcome(text)).as(text).isEqualTo(reference(text)).doesNotStartWith("error");
        }
    }

    @Test
    void filesWithBadLinesGiveTheSameError() {
        SplittableRandom r = new SplittableRandom(913);
        int errors = 0;
        for (int t = 0; t < 500; t++) {
            String text = file(r, 1 + r.nextInt(20), 1 + r.nextInt(10), true);
            String expected = reference(text);
            errors += expected.startsWith("error") ? 1 : 0;
            assertThat(outcome(text)).as(text).isEqualTo(expected);
        }
        assertThat(errors).isGreaterThan(100);
    }

    @Test
    void aLargeFileAcrossManyBuffersAndEdgeBlocks() {
        // about 200,000 moves: many 64 KiB buffers and 32,768-move blocks, numbers in the direct table and the hash
        SplittableRandom r = new SplittableRandom(7);
        String text = file(r, 200_000, 50_000, false);
        assertThat(outcome(text)).isEqualTo(reference(text));
    }
}
