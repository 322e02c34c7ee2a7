package org.sprague.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import org.sprague.catalog.Answer;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.GraphPositions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.Solution;

/**
 * Prints answers to standard output, as JSON or as text for people.
 */
public final class Output {
    private Output() {
    }

    public static void print(Answer answer, GameOptions options, boolean json) throws IOException {
        OutputStream out = new BufferedOutputStream(new NonClosing(System.out), 1 << 16);
        if (answer instanceof GraphPositions p) {
            // millions of rows: streamed as bytes
            GraphPositionsOutput.write(p, json, out);
            if (json) {
                out.write('\n');
            }
        } else if (json) {
            try (JsonOutput w = new JsonOutput(out)) {
                w.answer(answer, options);
            }
            out.write('\n');
        } else {
            PrintStream text = new PrintStream(out, false, "UTF-8");
            text(answer, options, text);
            text.flush();
        }
        out.flush();
    }

    /** The text form of any answer. */
    public static void text(Answer answer, GameOptions options, PrintStream text) {
        if (answer instanceof Solution s) {
            TextOutput.solution(s, options, text);
        } else if (answer instanceof PositionTable t) {
            TextOutput.table(t, text);
        } else if (answer instanceof PartizanAnswer p) {
            TextOutput.partizan(p, options, text);
        } else if (answer instanceof PartizanOutcomeAnswer p) {
            text.println(TextOutput.header(p.game(), options, p.position()));
            PartizanOutcomeOutput.text(p, PartizanOutcomeOutput.statsAsked(options), text);
        } else {
            throw new IllegalStateException("no text form for " + answer.getClass().getSimpleName());
        }
    }

    /** Keeps System.out open when a writer over it is closed. */
    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
