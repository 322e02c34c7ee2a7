package org.sprague.search;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The progress line of a long search: its words, its rewriting in place and its end. */
class SearchProgressLineTest {
    @Test
    void theLineSaysPositionsRateAndTime() {
        // 3,000,000 positions in 2 s: 1,500,000 a second
        assertThat(SearchProgressLine.text("domineering 8x8", 3_000_000, 2_000_000_000L))
                .isEqualTo("domineering 8x8: 3,000,000 positions, 1,500,000 a second, 2 s");
        assertThat(SearchProgressLine.text("x", 0, 0)).isEqualTo("x: 0 positions, 0 a second, 0 s");
    }

    @Test
    void eachUpdateRewritesTheLineAndCloseEndsIt() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (SearchProgressLine line = new SearchProgressLine(out, "t")) {
            line.update(123_456, 1_000_000_000L);
            line.update(7, 1_000_000_000L);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        String first = "t: 123,456 positions, 123,456 a second, 1 s";
        String second = "t: 7 positions, 7 a second, 1 s";
        // the shorter second line blanks what is left of the first
        assertThat(text).isEqualTo("\r" + first + "\r" + second + " ".repeat(first.length() - second.length())
                + System.lineSeparator());
    }

    @Test
    void anEstimateAddsTheShareAndTheTimeLeft() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (SearchProgressLine line = new SearchProgressLine(out, "t")) {
            // a quarter done in 10 s: 30 s left at the same pace
            line.update(100, 10_000_000_000L, 0.25);
            // none yet: no estimate
            line.update(100, 10_000_000_000L, 0);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("\rt: 100 positions, 10 a second, 10 s, about 25 % by the first moves, 30 s left"
                + " (rough)\rt: 100 positions, 10 a second, 10 s ");
    }

    @Test
    void aLineNeverWrittenIsNotEnded() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new SearchProgressLine(new PrintStream(bytes, true, StandardCharsets.UTF_8), "t").close();
        assertThat(bytes.size()).isZero();
    }
}
