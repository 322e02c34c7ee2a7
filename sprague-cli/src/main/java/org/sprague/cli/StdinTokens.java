package org.sprague.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;

/**
 * Splits standard input into whitespace-separated tokens quickly enough for millions of heap sizes: one pass over
 * a byte buffer, no regular expressions, no line objects.
 */
public final class StdinTokens {
    private StdinTokens() {
    }

    /**
     * The whitespace-separated words of {@code in}, each decoded as UTF-8.
     *
     * @throws BadInputException when a word is not valid UTF-8 (its bytes are never replaced, so no position is
     *     read other than as given)
     */
    public static List<String> read(InputStream in) throws IOException {
        List<String> tokens = new ArrayList<>();
        byte[] buf = new byte[1 << 16];
        byte[] token = new byte[64];
        int len = 0;
        int n;
        while ((n = in.read(buf)) > 0) {
            for (int i = 0; i < n; i++) {
                byte b = buf[i];
                if (b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\f' || b == 0x0B) {
                    if (len > 0) {
                        tokens.add(decode(token, len, tokens.size() + 1));
                        len = 0;
                    }
                } else {
                    if (len == token.length) {
                        token = java.util.Arrays.copyOf(token, len * 2);
                    }
                    token[len++] = b;
                }
            }
        }
        if (len > 0) {
            tokens.add(decode(token, len, tokens.size() + 1));
        }
        // a byte-order mark some editors write is not part of the first token
        if (!tokens.isEmpty() && tokens.get(0).startsWith("\uFEFF")) {
            String first = tokens.get(0).substring(1);
            if (first.isEmpty()) {
                tokens.remove(0);
            } else {
                tokens.set(0, first);
            }
        }
        return tokens;
    }

    private static String decode(byte[] token, int len, int number) {
        boolean ascii = true;
        for (int i = 0; i < len && ascii; i++) {
            ascii = token[i] >= 0;
        }
        if (ascii) {
            return new String(token, 0, len, StandardCharsets.US_ASCII);
        }
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(token, 0, len);
        java.nio.CharBuffer chars = java.nio.CharBuffer.allocate(len);
        java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        java.nio.charset.CoderResult r = decoder.decode(bytes, chars, true);
        if (!r.isError()) {
            r = decoder.flush(chars);
        }
        if (r.isError()) {
            throw new BadInputException(String.format(java.util.Locale.ROOT, "word %d of standard input is not valid"
                    + " UTF-8 (byte 0x%02X at byte %d of the word); save it as UTF-8", number,
                    token[bytes.position()] & 0xff, bytes.position() + 1));
        }
        return chars.flip().toString();
    }
}
