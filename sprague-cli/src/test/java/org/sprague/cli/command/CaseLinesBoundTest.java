package org.sprague.cli.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

/**
 * An input without line ends (such as {@code /dev/zero} on standard input) stops at the line bound with bad input,
 * where the doubling buffer used to overflow into a NegativeArraySizeException.
 */
class CaseLinesBoundTest {
    @Test
    void aLineAtTheBoundIsReadAndOnePastItIsBadInput() throws IOException {
        CaseLines atBound = new CaseLines(bytes("12345678\n1 2\n"), 8);
        assertThat(atBound.next().text()).isEqualTo("12345678");
        assertThat(atBound.next().text()).isEqualTo("1 2");
        assertThat(atBound.next()).isNull();
        CaseLines past = new CaseLines(bytes("123456789\n"), 8);
        assertThatThrownBy(past::next).isInstanceOf(BadInputException.class)
                .hasMessage("a --cases line is longer than 8 bytes; give one case a line");
    }

    @Test
    void endlessZerosStopAtTheBound() {
        InputStream zeros = new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
        assertThatThrownBy(() -> new CaseLines(zeros, 1 << 20).next()).isInstanceOf(BadInputException.class);
        assertThat(CaseLines.MAX_LINE_BYTES).isLessThan(Integer.MAX_VALUE / 2);
    }

    private static InputStream bytes(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
