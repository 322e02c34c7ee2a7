package org.sprague.cli.command;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.cli.Errors;
import org.sprague.cli.output.ValueReport;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;

/**
 * {@code sprague value -}: one expression a line from standard input, one JSON object a line on standard
 * output (the object {@code value --json} prints, with {@code "line": N}). Blank lines and lines starting with
 * {@code #} are skipped. A line that is not a value answers {@code {"line": N, "error": "..."}} and the rest go
 * on; the exit code is 2 when any line was bad (3 when one ran out of a resource), else 0. All lines share one
 * space of canonical games, so a value met again costs a lookup.
 */
final class ValueLines {
    static final String NESTED_TOO_DEEP = "out of stack space: the value is nested too deep; raise it, e.g."
            + " JAVA_OPTS=-Xss64m";
    private ValueLines() {
    }

    static int run(boolean leftFirst, boolean latex, boolean allInvariants, java.io.PrintWriter err)
            throws IOException {
        CanonicalGames games = new CanonicalGames();
        NotationParser parser = new NotationParser(games);
        ValueReport report = new ValueReport(games, allInvariants);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        JsonFactory json = new JsonFactory();
        // each line's object is written whole to a buffer first, so a value that fails half-way leaves no half object
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        int bad = 0;
        int firstBad = 0;
        boolean exhausted = false;
        int lineNumber = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNumber++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            buffer.reset();
            try {
                JsonGenerator w = json.createGenerator(buffer, JsonEncoding.UTF8);
                w.writeStartObject();
                w.writeNumberField("line", lineNumber);
                w.writeStringField("expression", text);
                if (LoopyValue.handles(text) && !LoopyValue.isShort(parser, text)) {
                    LoopyValue.fields(text, w);
                } else {
                    report.json(parser.parse(text), leftFirst, latex, w);
                }
                w.writeEndObject();
                w.close();
            } catch (BadInputException | ResourceLimitException | StackOverflowError e) {
                // a value nested too deep for the stack ends its own line, not the run
                exhausted |= !(e instanceof BadInputException);
                firstBad = bad++ == 0 ? lineNumber : firstBad;
                buffer.reset();
                JsonGenerator w = json.createGenerator(buffer, JsonEncoding.UTF8);
                w.writeStartObject();
                w.writeNumberField("line", lineNumber);
                w.writeStringField("error", e instanceof StackOverflowError ? NESTED_TOO_DEEP
                        : Errors.oneLine(Errors.message(e)));
                w.writeEndObject();
                w.close();
            }
            buffer.writeTo(out);
            out.write('\n');
        }
        out.flush();
        if (bad > 0) {
            err.println("error: " + bad + " line" + (bad == 1 ? " was" : "s were") + " not answered (line " + firstBad
                    + " first); each has an object with \"error\"");
        }
        return exhausted ? Errors.RESOURCE : bad > 0 ? Errors.BAD_INPUT : 0;
    }
}
