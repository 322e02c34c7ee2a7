package org.sprague.cli.output;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Detail;
import org.sprague.catalog.Figure;
import org.sprague.catalog.GraphPositions;
import org.sprague.catalog.PositionTable;
import org.sprague.cli.output.GraphPositionsOutput;
import org.sprague.cli.output.JsonOutput;
import org.sprague.cli.output.TextOutput;
import org.sprague.graph.GameGraph;
import org.sprague.graph.GraphFileParser;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The streamed rows against the general printers: the same graph printed through {@link GraphPositionsOutput}
 * and, as a {@link PositionTable}, through Jackson ({@link JsonOutput}) and {@link TextOutput} must give the same
 * bytes, names with quotes, backslashes, control characters and non-ASCII letters included.
 */
class GraphPositionsOutputTest {
    private static final String[] NAMES = {"a", "\"q\"", "back\\slash", "bell\u0007", "bs\b", "del\u007f", "Zürich",
        "東京", "😀", "0", "42", "007", "x".repeat(300), "\u0001\u001f", "/slash/", "<tag>"};

    private static String file(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            String u = NAMES[r.nextInt(NAMES.length)] + (r.nextBoolean() ? "" : Integer.toString(r.nextInt(20)));
            String v = NAMES[r.nextInt(NAMES.length)] + (r.nextBoolean() ? "" : Integer.toString(r.nextInt(20)));
            sb.append(u).append(' ').append(v).append('\n');
        }
        return sb.toString();
    }

    private static String streamed(GraphPositions p, boolean json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GraphPositionsOutput.write(p, json, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String general(GameGraph g, TurnGameSolution s, boolean json, boolean columns)
            throws IOException {
        PositionTable t = new PositionTable("graph", g.nodeCount(), u -> {
            long r = s.remoteness(u);
            List<Detail> details = new ArrayList<>();
            if (columns) {
                int moves = g.offsets()[u + 1] - g.offsets()[u];
                details.add(moves % 2 == 1 ? new Detail.Whole("oddMoves", moves) : new Detail.Absent("oddMoves"));
                details.add(new Detail.Whole("u", u));
            }
            return new PositionTable.Row(g.name(u), s.outcome(u),
                    r < 0 ? Figure.undefined("draw") : Figure.known(r), details);
        }, List.of(), columns ? List.of(new Detail.Whole("moves", g.moveCount())) : List.of());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (json) {
            try (JsonOutput w = new JsonOutput(out)) {
                w.table(t);
            }
        } else {
            PrintStream text = new PrintStream(out, true, StandardCharsets.UTF_8);
            TextOutput.table(t, text);
            text.flush();
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void sameBytesAsTheGeneralPrinters() throws IOException {
        for (long seed = 1; seed <= 20; seed++) {
            byte[] bytes = file(seed).getBytes(StandardCharsets.UTF_8);
            GameGraph g = GraphFileParser.parse(new ByteArrayInputStream(bytes), "g.txt");
            TurnGameSolution s = new CountingRetrogradeSolver().solve(g);
            GraphPositions p = new GraphPositions("graph", g.names(), s);
            assertThat(streamed(p, true)).as("seed %d", seed).isEqualTo(general(g, s, true, false));
            assertThat(streamed(p, false)).isEqualTo(general(g, s, false, false));
            GraphPositions q = new GraphPositions("graph", g.names(), s, List.of(
                    new GraphPositions.Column("oddMoves", u -> {
                        int moves = g.offsets()[u + 1] - g.offsets()[u];
                        return moves % 2 == 1 ? moves : -1;
                    }),
                    new GraphPositions.Column("u", u -> u)), List.of(new Detail.Whole("moves", g.moveCount())));
            assertThat(streamed(q, true)).as("seed %d", seed).isEqualTo(general(g, s, true, true));
            assertThat(streamed(q, false)).isEqualTo(general(g, s, false, true));
        }
    }

    @Test
    void oneNode() throws IOException {
        GameGraph g = GraphFileParser.parse(new ByteArrayInputStream("a : win\n".getBytes(StandardCharsets.UTF_8)),
                "g.txt");
        TurnGameSolution s = new CountingRetrogradeSolver().solve(g);
        GraphPositions p = new GraphPositions("graph", g.names(), s);
        assertThat(streamed(p, false)).startsWith("graph: 1 position" + System.lineSeparator())
                .isEqualTo(general(g, s, false, false));
        assertThat(streamed(p, true)).isEqualTo(
                "{\"game\":\"graph\",\"positions\":[{\"node\":\"a\",\"outcome\":\"first\",\"remoteness\":0}],\"notes\":[]}");
    }
}
