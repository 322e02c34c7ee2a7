package org.sprague.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits standard input into whitespace-separated tokens quickly enough for millions of heap sizes: one pass over
 * a byte buffer, no regular expressions, no line objects.
 */
public final class StdinTokens {
    private StdinTokens() {
    }

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
                        tokens.add(new String(token, 0, len, StandardCharsets.UTF_8));
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
            tokens.add(new String(token, 0, len, StandardCharsets.UTF_8));
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
}
