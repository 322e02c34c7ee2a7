package org.sprague.cli.spark;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Numbers and words written as ASCII into a buffer flushed in large blocks: the edge file of a graph of 10^6
 * moves without a {@code String} per line (the job's input is written by the command, so its cost is the
 * command's too).
 */
final class AsciiLines implements AutoCloseable {
    private final OutputStream out;
    private final byte[] buffer = new byte[1 << 16];
    private final byte[] digits = new byte[20];
    private int size;

    AsciiLines(OutputStream out) {
        this.out = out;
    }

    AsciiLines number(long n) throws IOException {
        if (n < 0) {
            return text(Long.toString(n));
        }
        int k = digits.length;
        do {
            digits[--k] = (byte) ('0' + n % 10);
            n /= 10;
        } while (n > 0);
        room(digits.length - k);
        System.arraycopy(digits, k, buffer, size, digits.length - k);
        size += digits.length - k;
        return this;
    }

    AsciiLines text(String s) throws IOException {
        room(s.length());
        for (int i = 0; i < s.length(); i++) {
            buffer[size++] = (byte) s.charAt(i);
        }
        return this;
    }

    AsciiLines letter(char c) throws IOException {
        room(1);
        buffer[size++] = (byte) c;
        return this;
    }

    private void room(int bytes) throws IOException {
        if (size + bytes > buffer.length) {
            out.write(buffer, 0, size);
            size = 0;
        }
    }

    @Override
    public void close() throws IOException {
        out.write(buffer, 0, size);
        size = 0;
        out.close();
    }
}
