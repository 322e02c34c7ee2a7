package org.sprague.graph;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import org.sprague.BadInputException;
import org.sprague.game.TerminalLabel;

/**
 * Reads the graph file format of the command-line contract: one statement per line, {@code #} starts a comment;
 * {@code u v} is a move from node {@code u} to node {@code v}; {@code u : win}, {@code u : loss} or
 * {@code u : draw} labels node {@code u}. Nodes are numbered in order of first mention.
 *
 * <p>The parser works on bytes, one buffer at a time, with no {@code String} per line or per name: names go
 * into a {@link NodeNames} table (numbers as numbers, other names as UTF-8 bytes) and moves into {@code int}
 * blocks, turned into compressed rows at the end. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}
 * (as {@link java.io.BufferedReader#readLine()} reads them); tokens are separated by spaces, tabs, vertical tabs
 * and form feeds; a {@code #} ends the line's content, even inside a token. Names are compared byte for byte and
 * must be valid UTF-8.
 *
 * <p>Errors are {@link BadInputException}s naming the line: a line of another shape (such as three tokens
 * without {@code :}), an unknown label, a node given two different labels, a name that is not UTF-8, or
 * {@code u: win} written without the space before the colon (which would otherwise silently read as a move to a
 * node named {@code win}). Long names and lines are cut in messages.
 */
public final class GraphFileParser {
    private static final int BUFFER = 1 << 16;
    /** Byte classes: a name byte, a separator inside a line, a line end, a comment start. */
    private static final byte NAME = 0;
    private static final byte SPACE = 1;
    private static final byte END = 2;
    private static final byte HASH = 3;
    private static final byte[] KIND = new byte[256];
    /** Messages show at most this many bytes of a name or line. */
    private static final int SHOWN = 60;

    static {
        for (char c : new char[] {' ', '\t', 0x0B, '\f'}) {
            KIND[c] = SPACE;
        }
        KIND['\n'] = END;
        KIND['\r'] = END;
        KIND['#'] = HASH;
    }

    private final String source;
    private final NodeNames names = new NodeNames();
    private final EdgeList edges = new EdgeList();
    private byte[] labels = new byte[16];
    private boolean anyLabel;
    private long line;
    private byte[] buf;
    /** The current line's tokens: count, and bounds of the first three. */
    private int tokens;
    private final int[] start = new int[3];
    private final int[] end = new int[3];
    private int lastEnd;
    /** Moves between two numbers, as (from, to) values, wait here to be looked up as a batch. */
    private final long[] pending = new long[2048];
    private final int[] pendingIds = new int[2048];
    private int waiting;

    private GraphFileParser(String source) {
        this.source = source;
    }

    /**
     * Parses a whole graph file from its bytes (UTF-8).
     *
     * @param in the file's bytes, read to the end (not closed)
     * @param source the file's name, for messages
     * @return the graph, nodes numbered in order of first mention
     * @throws IOException when reading fails
     * @throws BadInputException for a malformed line or a file without moves or labels
     */
    public static GameGraph parse(InputStream in, String source) throws IOException {
        GraphFileParser p = new GraphFileParser(source);
        p.read(in);
        p.flushNumbers();
        if (p.names.size() == 0) {
            throw new BadInputException("the graph file " + source + " has no moves or labels; write one 'u v' or"
                    + " 'u : win' per line");
        }
        byte[] labels = p.anyLabel ? Arrays.copyOf(p.labels, p.names.size()) : null;
        // (copyOf pads the nodes after the last labelled one with 0, no label)
        p.labels = null;
        return p.edges.toGraph(p.names.size(), labels, p.names);
    }

    /**
     * Parses a whole graph file given as characters (encoded as UTF-8 first; for small inputs).
     *
     * @param in the file's characters, read to the end (not closed)
     * @param source the file's name, for messages
     * @return the graph
     * @throws IOException when reading fails
     * @throws BadInputException for a malformed line or a file without moves or labels
     */
    public static GameGraph parse(Reader in, String source) throws IOException {
        StringWriter text = new StringWriter();
        in.transferTo(text);
        return parse(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)), source);
    }

    private void read(InputStream in) throws IOException {
        buf = new byte[BUFFER];
        int len = in.readNBytes(buf, 0, buf.length);
        boolean eof = len == 0;
        int pos = 0;
        while (pos < len || !eof) {
            pos = moves(pos, len);
            int next = pos < len ? scan(pos, len, eof) : -1;
            if (next < 0) {
                // the line runs past the buffer: keep its start, grow when it fills the buffer, read on
                int rest = len - pos;
                if (pos == 0) {
                    if (buf.length > Integer.MAX_VALUE / 2) {
                        throw new BadInputException(source + " line " + (line + 1) + ": the line is longer than 1 GiB");
                    }
                    buf = Arrays.copyOf(buf, buf.length * 2);
                } else {
                    System.arraycopy(buf, pos, buf, 0, rest);
                }
                int want = buf.length - rest;
                // a short read need not be the end (a stream may break its contract): only nothing read is
                int got = in.readNBytes(buf, rest, want);
                eof = got == 0;
                len = rest + got;
                pos = 0;
                continue;
            }
            line++;
            statement();
            pos = next;
        }
    }

    /**
     * The common line first: reads lines of the form {@code u v} between two numbers (digits, spaces or tabs
     * between, {@code \n} or {@code \r\n} after) from {@code p} on, straight into {@link #pending}, and returns
     * the start of the first line of any other form, or of the line the buffer cuts, for {@link #scan} to read.
     * A number here is what {@link NodeNames#decimal} accepts, so both paths agree on every line.
     */
    private int moves(int p, int limit) {
        byte[] b = buf;
        long[] pend = pending;
        int w = waiting;
        while (p < limit) {
            int q = p;
            // the first number
            int d = b[q] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            long x = d;
            while (++q < limit && (d = b[q] - '0') >= 0 && d <= 9) {
                x = x * 10 + d;
            }
            if (q - p > DecimalNames.MAX_DIGITS || q - p > 1 && b[p] == '0' || q == limit
                    || b[q] != ' ' && b[q] != '\t') {
                break;
            }
            while (++q < limit && (b[q] == ' ' || b[q] == '\t')) {
                // a separator
            }
            // the second number
            int s = q;
            if (q == limit || (d = b[q] - '0') < 0 || d > 9) {
                break;
            }
            long y = d;
            while (++q < limit && (d = b[q] - '0') >= 0 && d <= 9) {
                y = y * 10 + d;
            }
            if (q - s > DecimalNames.MAX_DIGITS || q - s > 1 && b[s] == '0') {
                break;
            }
            while (q < limit && (b[q] == ' ' || b[q] == '\t')) {
                q++;
            }
            // the line end
            if (q < limit && b[q] == '\n') {
                q++;
            } else if (q + 1 < limit && b[q] == '\r' && b[q + 1] == '\n') {
                q += 2;
            } else {
                break;
            }
            line++;
            pend[w] = x;
            pend[w + 1] = y;
            w += 2;
            if (w == pend.length) {
                waiting = w;
                flushNumbers();
                w = 0;
            }
            p = q;
        }
        waiting = w;
        return p;
    }

    /**
     * Finds the tokens of the line starting at {@code p}; returns the index after its line end, or -1 when the
     * buffer ends first and more input may follow.
     */
    private int scan(int p, int limit, boolean eof) {
        byte[] b = buf;
        tokens = 0;
        while (p < limit) {
            byte kind = KIND[b[p] & 0xff];
            if (kind == SPACE) {
                p++;
            } else if (kind == NAME) {
                int s = p;
                while (++p < limit && KIND[b[p] & 0xff] == NAME) {
                    // a name byte
                }
                if (tokens < 3) {
                    start[tokens] = s;
                    end[tokens] = p;
                }
                tokens++;
                lastEnd = p;
            } else {
                if (kind == HASH) {
                    while (p < limit && KIND[b[p] & 0xff] != END) {
                        p++;
                    }
                    if (p == limit) {
                        break;
                    }
                }
                // a line end: \n, \r\n or \r alone
                if (b[p] == '\r') {
                    if (p + 1 < limit) {
                        return b[p + 1] == '\n' ? p + 2 : p + 1;
                    }
                    return eof ? p + 1 : -1;
                }
                return p + 1;
            }
        }
        return eof ? limit : -1;
    }

    private void statement() {
        if (tokens == 0) {
            return;
        }
        byte[] b = buf;
        if (tokens == 2) {
            long x = DecimalNames.decimal(b, start[0], end[0]);
            long y = x < 0 ? -1 : DecimalNames.decimal(b, start[1], end[1]);
            if (y >= 0) {
                // a move between two numbers: looked up later with the rest of the batch
                pending[waiting++] = x;
                pending[waiting++] = y;
                if (waiting == pending.length) {
                    flushNumbers();
                }
                return;
            }
            flushNumbers();
            if (b[end[0] - 1] == ':' || b[start[1]] == ':' || b[end[1] - 1] == ':') {
                throw new BadInputException(where() + ": a label needs spaces around the colon, as in 'u : win'");
            }
            int u = node(0);
            edges.add(u, node(1));
            return;
        }
        flushNumbers();
        if (tokens == 3 && end[1] - start[1] == 1 && b[start[1]] == ':') {
            TerminalLabel label = label();
            int u = node(0);
            if (u >= labels.length) {
                // nodes come without growing the labels: most files have none
                labels = Arrays.copyOf(labels, Math.max(names.size(), (int) Math.min(Integer.MAX_VALUE - 8L,
                        2L * labels.length)));
            }
            if (labels[u] != 0 && labels[u] != label.code()) {
                throw new BadInputException(where() + ": node " + quote(start[0], end[0]) + " is already labelled "
                        + TerminalLabel.ofCode(labels[u]).name().toLowerCase(Locale.ROOT) + "; a node has one label");
            }
            labels[u] = label.code();
            anyLabel = true;
        } else {
            throw new BadInputException(where() + ": expected 'u v' (a move) or 'u : win|loss|draw' (a label), got "
                    + tokens + " token" + (tokens == 1 ? "" : "s") + " " + quote(start[0], lastEnd));
        }
    }

    /** Adds the moves between numbers that wait in {@link #pending}, in file order. */
    private void flushNumbers() {
        if (waiting > 0) {
            names.numbers(pending, waiting, pendingIds);
            edges.addAll(pendingIds, waiting);
            waiting = 0;
        }
    }

    private TerminalLabel label() {
        int s = start[2];
        int e = end[2];
        if (is("win", s, e)) {
            return TerminalLabel.WIN;
        } else if (is("loss", s, e)) {
            return TerminalLabel.LOSS;
        } else if (is("draw", s, e)) {
            return TerminalLabel.DRAW;
        }
        throw new BadInputException(where() + ": unknown label " + quote(s, e) + "; a label is win, loss or draw");
    }

    private boolean is(String word, int s, int e) {
        if (e - s != word.length()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (buf[s + i] != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The node of token {@code t}, added when new. */
    private int node(int t) {
        int s = start[t];
        int e = end[t];
        int before = names.size();
        int u = names.intern(buf, s, e);
        if (u == before) {
            checkUtf8(s, e);
        }
        return u;
    }

    private void checkUtf8(int s, int e) {
        for (int i = s; i < e; i++) {
            if (buf[i] < 0) {
                try {
                    StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(buf, s, e - s));
                } catch (CharacterCodingException x) {
                    throw new BadInputException(where() + ": the name " + quote(s, e) + " is not valid UTF-8; save"
                            + " the file as UTF-8");
                }
                return;
            }
        }
    }

    private String where() {
        return source + " line " + line;
    }

    /** {@code 'text'}, cut after {@value #SHOWN} bytes (at a character boundary) with the full length. */
    private String quote(int s, int e) {
        if (e - s <= SHOWN) {
            return "'" + new String(buf, s, e - s, StandardCharsets.UTF_8) + "'";
        }
        int cut = s + SHOWN;
        while (cut > s && (buf[cut] & 0xC0) == 0x80) {
            cut--;
        }
        return "'" + new String(buf, s, cut - s, StandardCharsets.UTF_8) + "...' (" + (e - s) + " bytes)";
    }
}
