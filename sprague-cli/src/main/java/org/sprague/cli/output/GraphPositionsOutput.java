package org.sprague.cli.output;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GraphPositions;
import org.sprague.graph.NodeNames;
import org.sprague.value.Outcome;

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
    private static final byte[] NODE = "{\"node\":\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NEXT_NODE = ",{\"node\":\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NULL = "null".getBytes(StandardCharsets.US_ASCII);
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
        // the bytes after the padded name, by outcome: " first    remoteness "
        byte[][] middle = new byte[Outcome.values().length][];
        for (Outcome o : Outcome.values()) {
            middle[o.ordinal()] = (" " + o.label() + " ".repeat(Math.max(0, 7 - o.label().length())) + "  remoteness ")
                    .getBytes(StandardCharsets.US_ASCII);
        }
        GraphPositions.Column[] columns = p.columns().toArray(new GraphPositions.Column[0]);
        byte[][] labels = new byte[columns.length][];
        int room = NAME_WIDTH + 64;
        for (int c = 0; c < columns.length; c++) {
            labels[c] = ("  " + columns[c].name() + "=").getBytes(StandardCharsets.UTF_8);
            room += labels[c].length + 20;
        }
        for (int u = 0; u < size; u++) {
            ensure(names.utf8Length(u) + room);
            byte[] b = buf;
            b[n++] = ' ';
            b[n++] = ' ';
            int from = n;
            n = names.copyUtf8(u, b, n);
            for (int pad = NAME_WIDTH - chars(b, from, n); pad > 0; pad--) {
                b[n++] = ' ';
            }
            raw(middle[p.outcome(u).ordinal()]);
            long r = p.remoteness(u);
            if (r < 0) {
                b[n++] = '-';
            } else {
                number(r);
            }
            for (int c = 0; c < columns.length; c++) {
                raw(labels[c]);
                numberOrNull(columns[c].values().applyAsLong(u));
            }
            raw(NEWLINE);
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
        byte[][] outcomes = new byte[Outcome.values().length][];
        for (Outcome o : Outcome.values()) {
            outcomes[o.ordinal()] = ("\",\"outcome\":\"" + o.label() + "\",\"remoteness\":")
                    .getBytes(StandardCharsets.US_ASCII);
        }
        GraphPositions.Column[] columns = p.columns().toArray(new GraphPositions.Column[0]);
        byte[][] labels = new byte[columns.length][];
        int room = 80;
        for (int c = 0; c < columns.length; c++) {
            labels[c] = (",\"" + columns[c].name() + "\":").getBytes(StandardCharsets.UTF_8);
            room += labels[c].length + 20;
        }
        int size = p.size();
        for (int u = 0; u < size; u++) {
            int len = name(names, u);
            ensure(6 * len + room);
            raw(u == 0 ? NODE : NEXT_NODE);
            escaped(name, len);
            raw(outcomes[p.outcome(u).ordinal()]);
            numberOrNull(p.remoteness(u));
            for (int c = 0; c < columns.length; c++) {
                raw(labels[c]);
                numberOrNull(columns[c].values().applyAsLong(u));
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

    /** The length in UTF-16 units (as {@link String#length()} counts) of valid UTF-8 bytes {@code b[from..to)}. */
    private static int chars(byte[] b, int from, int to) {
        int c = 0;
        for (int i = from; i < to; i++) {
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
    private void numberOrNull(long v) {
        if (v < 0) {
            raw(NULL);
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

    /** Bytes for which the caller has ensured room. */
    private void raw(byte[] b) {
        System.arraycopy(b, 0, buf, n, b.length);
        n += b.length;
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
