package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/**
 * Runs the command in-process with captured standard output and error, and given standard input.
 *
 * @param exitCode what the process would exit with
 */
public record CliRun(int exitCode, String out, String err) {
    public static CliRun of(String... args) {
        return withInput("", args);
    }

    /**
     * Runs a command that must succeed and reads its standard output as JSON.
     *
     * @param args the command's arguments ({@code --json} among them)
     * @return the parsed output; a nonzero exit fails the test with the error output
     */
    public static JsonNode json(String... args) throws IOException {
        CliRun r = of(args);
        assertThat(r.exitCode()).as(r.err()).isZero();
        return new ObjectMapper().readTree(r.out());
    }

    public static CliRun withInput(String stdin, String... args) {
        return withBytes(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    /** Runs with {@code stdin} as the bytes of standard input (which need not be valid UTF-8). */
    public static synchronized CliRun withBytes(byte[] stdin, String... args) {
        PrintStream oldOut = System.out;
        InputStream oldIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream(stdin));
            int code = Main.run(args, new PrintWriter(err, true));
            System.out.flush();
            return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(oldOut);
            System.setIn(oldIn);
        }
    }
}
