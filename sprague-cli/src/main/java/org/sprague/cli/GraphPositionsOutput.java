package org.sprague.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GraphPositions;
import org.sprague.graph.NodeNames;

/**
 * Streams every node of a solved graph as text or JSON, byte by byte into one buffer: no object and no
 * {@code String} per node. The text is what {@link TextOutput#table} prints for a table, the JSON what
 * {@link JsonOutput#table} writes (the same escapes as Jackson's generator), so both paths read alike.
 */
final class GraphPositionsOutput {
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NEWLINE = System.lineSeparator().getBytes(StandardCharsets.US_ASCII);
    /** The text table pads names to this many characters, as {@link TextOutput} does. */
    private static final int NAME_WIDTH = 10;
    private final OutputStream out;
    private byte[] buf = new byte[1 << 16];
    private int n;
    private byte[] name = new byte[64];

    private GraphPositionsOutput(OutputStream out) {
        this.out = out;
    }

    static void write(GraphPositions p, boolean json, OutputStream out) throws IOException {
        GraphPositionsOutput w = new GraphPositionsOutput(out);
        if (json) {
            w.json(p);
        } else {
            w.text(p);
        }
        w.flush();
    }

    /** {@code graph: N positions}, then {@code  name  outcome  remoteness R} a line. */
    private void text(GraphPositions p) throws IOException {
        int size = p.size();
        ascii(p.game() + ": " + size + " position" + (size == 1 ? "" : "s"));
        bytes(NEWLINE);
        NodeNames names = p.names();
        for (int u = 0; u < size; u++) {
            int len = name(names, u);
            ensure(len + NAME_WIDTH + 64);
            buf[n++] = ' ';
            buf[n++] = ' ';
            System.arraycopy(name, 0, buf, n, len);
            n += len;
            for (int pad = NAME_WIDTH - chars(name, len); pad > 0; pad--) {
                buf[n++] = ' ';
            }
            buf[n++] = ' ';
            String outcome = p.outcome(u).label();
            ascii(outcome);
            for (int pad = 7 - outcome.length(); pad > 0; pad--) {
                buf[n++] = ' ';
            }
            ascii("  remoteness ");
            long r = p.remoteness(u);
            if (r < 0) {
                buf[n++] = '-';
            } else {
                number(r);
            }
            for (GraphPositions.Column c : p.columns()) {
                ensure(c.name().length() + 32);
                ascii("  ");
                ascii(c.name());
                buf[n++] = '=';
                numberOrNull(c.values().applyAsLong(u));
            }
            bytes(NEWLINE);
        }
        for (Detail d : p.details()) {
            byte[] b = ("  " + d.name() + ": " + d.plain()).getBytes(StandardCharsets.UTF_8);
            ensure(b.length);
            bytes(b);
            bytes(NEWLINE);
        }
        for (String note : p.notes()) {
            byte[] b = ("  note: " + note).getBytes(StandardCharsets.UTF_8);
            ensure(b.length);
            bytes(b);
            bytes(NEWLINE);
        }
    }

    /** {@code {"game":...,"positions":[{"node":...,"outcome":...,"remoteness":...},...],...,"notes":[...]}}. */
    private void json(GraphPositions p) throws IOException {
        ascii("{\"game\":");
        string(p.game());
        ascii(",\"positions\":[");
        NodeNames names = p.names();
        for (int u = 0; u < p.size(); u++) {
            int len = name(names, u);
            ensure(6 * len + 80);
            ascii(u == 0 ? "{\"node\":\"" : ",{\"node\":\"");
            escaped(name, len);
            ascii("\",\"outcome\":\"");
            ascii(p.outcome(u).label());
            ascii("\",\"remoteness\":");
            numberOrNull(p.remoteness(u));
            for (GraphPositions.Column c : p.columns()) {
                ensure(c.name().length() + 32);
                ascii(",\"");
                ascii(c.name());
                ascii("\":");
                numberOrNull(c.values().applyAsLong(u));
            }
            buf[n++] = '}';
        }
        ascii("]");
        for (Detail d : p.details()) {
            ascii(",");
            string(d.name());
            ascii(":");
            Object v = d.plain();
            if (v == null) {
                ascii("null");
            } else if (v instanceof Long || v instanceof Integer || v instanceof Boolean) {
                ascii(v.toString());
            } else {
                string(v.toString());
            }
        }
        ascii(",\"notes\":[");
        boolean first = true;
        for (String note : p.notes()) {
            if (!first) {
                ascii(",");
            }
            string(note);
            first = false;
        }
        ascii("]}");
    }

    /** Copies node {@code u}'s name into {@link #name}; returns its length in bytes. */
    private int name(NodeNames names, int u) {
        int len = names.utf8Length(u);
        if (len > name.length) {
            name = new byte[Math.max(len, 2 * name.length)];
        }
        names.copyUtf8(u, name, 0);
        return len;
    }

    /** The length in UTF-16 units (as {@link String#length()} counts) of valid UTF-8 bytes. */
    private static int chars(byte[] b, int len) {
        int c = 0;
        for (int i = 0; i < len; i++) {
            int x = b[i] & 0xff;
            if ((x & 0xC0) != 0x80) {
                c += x >= 0xF0 ? 2 : 1;
            }
        }
        return c;
    }

    private void string(String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        ensure(6 * b.length + 2);
        buf[n++] = '"';
        escaped(b, b.length);
        buf[n++] = '"';
    }

    /**
     * JSON string content, escaped as Jackson's generator does: quote, backslash and control characters, and
     * characters beyond the Basic Multilingual Plane as a surrogate pair of {@code \\u} escapes.
     */
    private void escaped(byte[] b, int len) {
        for (int i = 0; i < len; i++) {
            byte c = b[i];
            if ((c & 0xF8) == 0xF0 && i + 3 < len) {
                int cp = (c & 7) << 18 | (b[i + 1] & 0x3f) << 12 | (b[i + 2] & 0x3f) << 6 | b[i + 3] & 0x3f;
                unicode(Character.highSurrogate(cp));
                unicode(Character.lowSurrogate(cp));
                i += 3;
                continue;
            }
            if (c >= 0x20 && c != '"' && c != '\\' || c < 0) {
                buf[n++] = c;
                continue;
            }
            buf[n++] = '\\';
            switch (c) {
                case '"', '\\' -> buf[n++] = c;
                case '\b' -> buf[n++] = 'b';
                case '\t' -> buf[n++] = 't';
                case '\n' -> buf[n++] = 'n';
                case '\f' -> buf[n++] = 'f';
                case '\r' -> buf[n++] = 'r';
                default -> {
                    n--;
                    unicode((char) c);
                }
            }
        }
    }

    /** {@code \\uXXXX}, upper-case hexadecimal digits. */
    private void unicode(char c) {
        buf[n++] = '\\';
        buf[n++] = 'u';
        for (int shift = 12; shift >= 0; shift -= 4) {
            buf[n++] = HEX[c >> shift & 15];
        }
    }

    /** A whole number, or {@code null} when negative. */
    private void numberOrNull(long v) throws IOException {
        if (v < 0) {
            ascii("null");
        } else {
            number(v);
        }
    }

    private void number(long v) {
        int digits = 1;
        for (long x = v; x >= 10; x /= 10) {
            digits++;
        }
        for (int i = n + digits - 1; i >= n; i--) {
            buf[i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        n += digits;
    }

    /** Short ASCII text; callers have ensured room for it. */
    private void ascii(String s) throws IOException {
        ensure(s.length());
        for (int i = 0; i < s.length(); i++) {
            buf[n++] = (byte) s.charAt(i);
        }
    }

    private void bytes(byte[] b) throws IOException {
        ensure(b.length);
        System.arraycopy(b, 0, buf, n, b.length);
        n += b.length;
    }

    /** Makes room for {@code k} more bytes: writes the buffer out, and grows it for a very long name. */
    private void ensure(int k) throws IOException {
        if (n + k > buf.length) {
            flush();
            if (k > buf.length) {
                buf = new byte[k];
            }
        }
    }

    private void flush() throws IOException {
        out.write(buf, 0, n);
        n = 0;
    }
}
