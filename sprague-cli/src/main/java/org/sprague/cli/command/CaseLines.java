package org.sprague.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * The lines of a {@code --cases} input, read the same way from a file and from standard input: lines end at
 * {@code \n}, {@code \r\n} or a lone {@code \r} (as {@link java.io.BufferedReader#readLine()} ends them), each is
 * decoded as UTF-8 on its own, and a line that is not valid UTF-8 is told as such (its bytes are never replaced),
 * so that one bad line is one bad case and the lines after it are still read. A byte-order mark at the start of
 * the input is not part of the first line.
 */
final class CaseLines {
    /** One line: its text, or (when it is not valid UTF-8) {@code text} is null and {@code error} says why. */
    record Line(String text, String error) {
    }

    /**
     * The longest line read: far more than any case needs, and below the array size whose doubling overflowed
     * (an input without line ends, such as {@code /dev/zero} on standard input).
     */
    static final int MAX_LINE_BYTES = 1 << 27;

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean eof;
    private boolean skipLf;
    private boolean first = true;
    private byte[] line = new byte[256];
    private int length;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    private final int maxLineBytes;

    CaseLines(InputStream in) {
        this(in, MAX_LINE_BYTES);
    }

    /** Lines of at most {@code maxLineBytes} bytes; a longer one is bad input. */
    CaseLines(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /**
     * The next line, or {@code null} at the end of the input.
     *
     * @throws IOException when the input cannot be read
     */
    Line next() throws IOException {
        length = 0;
        boolean any = false;
        while (true) {
            if (pos == limit) {
                if (eof || !fill()) {
                    return any ? decode() : null;
                }
            }
            byte b = buf[pos++];
            if (skipLf) {
                skipLf = false;
                if (b == '\n') {
                    continue;
                }
            }
            if (b == '\n' || b == '\r') {
                skipLf = b == '\r';
                return decode();
            }
            any = true;
            if (length == maxLineBytes) {
                throw new org.sprague.BadInputException("a --cases line is longer than " + maxLineBytes
                        + " bytes; give one case a line");
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, Math.min(length * 2, maxLineBytes));
            }
            line[length++] = b;
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buf);
        if (n <= 0) {
            eof = true;
            return false;
        }
        pos = 0;
        limit = n;
        return true;
    }

    private Line decode() {
        int start = 0;
        if (first) {
            first = false;
            if (length >= 3 && line[0] == (byte) 0xEF && line[1] == (byte) 0xBB && line[2] == (byte) 0xBF) {
                start = 3;
            }
        }
        ByteBuffer bytes = ByteBuffer.wrap(line, start, length - start);
        CharBuffer chars = CharBuffer.allocate(length - start);
        decoder.reset();
        CoderResult r = decoder.decode(bytes, chars, true);
        if (!r.isError()) {
            r = decoder.flush(chars);
        }
        if (r.isError()) {
            int at = bytes.position();
            return new Line(null, String.format(Locale.ROOT, "the line is not valid UTF-8 (byte 0x%02X at byte %d of"
                    + " the line); save it as UTF-8", line[at] & 0xff, at + 1));
        }
        chars.flip();
        return new Line(chars.toString(), null);
    }
}
