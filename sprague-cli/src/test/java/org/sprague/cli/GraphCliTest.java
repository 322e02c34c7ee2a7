package org.sprague.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code solve graph} and {@code solve cat-mouse} through the command line: output shapes and exit codes. */
class GraphCliTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
        JsonNode json() throws IOException {
            return new ObjectMapper().readTree(out);
        }
    }

    private static Run run(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        int code;
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            code = Main.run(args, new PrintWriter(err, true));
        } finally {
            System.setOut(saved);
        }
        return new Run(code, bytes.toString(StandardCharsets.UTF_8), err.toString());
    }

    private String file(String text) throws IOException {
        Path f = dir.resolve("g.txt");
        Files.writeString(f, text);
        return f.toString();
    }

    @Test
    void everyNodeInFileOrder() throws IOException {
        Run r = run("solve", "graph", "--file", file("a b\nb c\nc a\nb d\nd e\ne : win\nc f\nx y\ny x\n"), "--json");
        assertThat(r.code()).isZero();
        JsonNode positions = r.json().get("positions");
        assertThat(positions).hasSize(8);
        assertThat(positions.get(0).get("node").asText()).isEqualTo("a");
        assertThat(positions.get(0).get("outcome").asText()).isEqualTo("second");
        assertThat(positions.get(0).get("remoteness").asInt()).isEqualTo(3);
        assertThat(positions.get(6).get("node").asText()).isEqualTo("x");
        assertThat(positions.get(6).get("outcome").asText()).isEqualTo("draw");
        assertThat(positions.get(6).get("remoteness").isNull()).isTrue();
    }

    @Test
    void startNodeGivesTheSolveShape() throws IOException {
        Run r = run("solve", "graph", "--file", file("a b\nb c\n"), "--start", "a", "--json");
        assertThat(r.code()).isZero();
        JsonNode j = r.json();
        assertThat(j.get("game").asText()).isEqualTo("graph");
        assertThat(j.get("position").get(0).asText()).isEqualTo("a");
        assertThat(j.get("outcome").asText()).isEqualTo("second");
        assertThat(j.get("remoteness").asInt()).isEqualTo(2);
        assertThat(j.get("winningMoves")).isEmpty();
    }

    @Test
    void impartialAddsGeneralizedValues() throws IOException {
        Run r = run("solve", "graph", "--file", file("u u\nu t\n"), "--impartial", "--json");
        JsonNode u = r.json().get("positions").get(0);
        assertThat(u.get("sg").isNull()).isTrue();
        assertThat(u.get("sgReach").get(0).asInt()).isZero();
        assertThat(u.get("sgText").asText()).isEqualTo("∞(0)");
    }

    @Test
    void textTable() throws IOException {
        Run r = run("solve", "graph", "--file", file("a b\n"));
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("graph: 2 positions").containsPattern("a +first +remoteness 1");
    }

    @Test
    void malformedFilesExitTwoNamingTheLine() throws IOException {
        Run three = run("solve", "graph", "--file", file("a b\na b c\n"), "--json");
        assertThat(three.code()).isEqualTo(2);
        assertThat(three.out()).isEmpty();
        assertThat(three.err()).startsWith("error: ").contains("line 2").doesNotContain("\tat ");
        Run label = run("solve", "graph", "--file", file("a b\n\nb : lose\n"));
        assertThat(label.code()).isEqualTo(2);
        assertThat(label.err()).contains("line 3").contains("unknown label 'lose'");
        Run start = run("solve", "graph", "--file", file("a b\n"), "--start", "q");
        assertThat(start.code()).isEqualTo(2);
        assertThat(start.err()).contains("unknown start node 'q'");
    }

    @Test
    void graphFromStandardInput() throws IOException {
        String text = "a b\r\nb c\r\nc a # a cycle\r\nb d\r\nd e\r\ne : win\r\nc f\r\nx y\r\ny x\r\n";
        CliRun piped = CliRun.withInput(text, "solve", "graph", "--file", "-", "--json");
        assertThat(piped.exitCode()).isZero();
        assertThat(piped.out()).isEqualTo(run("solve", "graph", "--file", file(text), "--json").out());
        assertThat(piped.out()).contains("{\"node\":\"a\",\"outcome\":\"second\",\"remoteness\":3,\"longestChain\":5}");
        CliRun start = CliRun.withInput(text, "solve", "graph", "--file", "-", "--start", "b", "--json");
        assertThat(start.out()).contains("\"winningMoves\":[{\"move\":\"b -> d\",\"to\":[\"d\"]}]");
        CliRun bad = CliRun.withInput("a b\n\nb c d\n", "solve", "graph", "--file", "-");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: standard input line 3: ");
        CliRun empty = CliRun.withInput("", "solve", "graph", "--file", "-");
        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.err()).startsWith("error: the graph file standard input has no moves or labels");
        CliRun unknown = CliRun.withInput("a b\n", "solve", "graph", "--file", "-", "--start", "q");
        assertThat(unknown.err()).contains("unknown start node 'q'").contains("on standard input");
    }

    @Test
    void tooLargeIsExitThree() {
        // a ring of 20000 nodes: 8 * 10^8 positions, more than the solver's table holds
        int n = 20_000;
        StringBuilder g = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            g.append(i == 0 ? "" : ",").append('[').append((i + n - 1) % n).append(',').append((i + 1) % n).append(']');
        }
        Run r = run("solve", "cat-mouse", g.append(']').toString(), "--json");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: ").contains("800000000 positions");
    }

    @Test
    void catMouseSeedExamples() throws IOException {
        Run draw = run("solve", "cat-mouse", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", "--json");
        assertThat(draw.code()).isZero();
        assertThat(draw.json().get("leetcode").asInt()).isZero();
        assertThat(draw.json().get("outcome").asText()).isEqualTo("draw");
        Run mouse = run("solve", "cat-mouse", "[[1,3],[0],[3],[0,2]]", "--json");
        assertThat(mouse.json().get("leetcode").asInt()).isEqualTo(1);
        assertThat(mouse.json().get("outcome").asText()).isEqualTo("first");
        Run bad = run("solve", "cat-mouse", "[[1,3],[0]");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: ");
    }
}
