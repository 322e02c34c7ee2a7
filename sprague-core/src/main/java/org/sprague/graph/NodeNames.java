package org.sprague.graph;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.sprague.ResourceLimitException;

/**
 * The names of a graph's nodes, numbered {@code 0 .. size()-1} in order of addition, held without a
 * {@code String} per node. A name that is a decimal number in canonical form ({@code 0} or digits without a
 * leading zero) below 2^31 is kept as its value in an {@code int}; it is found through a direct table indexed by
 * the value while the values are dense (at most 8 table slots a node, or values below 2^22), and through the hash
 * table otherwise. Every other name, larger numbers included, is kept as its UTF-8 bytes in one byte pool (a
 * varint length before the bytes) and found through an open-addressing hash table with linear probing over those
 * bytes. A canonical number has one spelling, so comparing its bytes is comparing its value; and {@code 7} and
 * {@code 007} are different names, as they are as strings.
 *
 * <p>Memory: 4 bytes a node for its code, the pool, a hash table of 4 bytes a slot at most half full (for names
 * in it), and 4 bytes a slot of the direct table. Names are compared as bytes; callers that read text must give
 * valid UTF-8 for {@link #name(int)} to give back the same text.
 */
public final class NodeNames {
    /** The largest number kept as a value; larger ones are kept as their digits. */
    private static final long MAX_VALUE = Integer.MAX_VALUE;
    /** Values below this get a direct table slot even when the table would be sparse (16 MiB at most). */
    private static final int DIRECT_FLOOR = 1 << 22;
    /** Per node: the value of a small number (>= 0), or -1 - (its entry's offset in the pool). */
    private int[] codes = new int[16];
    private int size;
    private byte[] pool = new byte[64];
    private int poolSize;
    /** {@code direct[v]} is 1 + the node numbered v, or 0; every number below its length lives here. */
    private int[] direct = new int[0];
    /** Open addressing, linear probing: 1 + node, or 0 for an empty slot; at most half full. */
    private int[] slots = new int[16];
    private int hashed;

    /**
     * Nodes {@code 0 .. n-1} named by their numbers.
     *
     * @param n the number of nodes
     * @return a table where node u is called u
     */
    public static NodeNames numbered(int n) {
        NodeNames names = new NodeNames();
        for (int u = 0; u < n; u++) {
            names.number(u);
        }
        return names;
    }

    /**
     * The names given, in order; a repeated name keeps its first node for {@link #find}.
     *
     * @param given a name per node
     * @return a table where node u is called {@code given[u]}
     */
    public static NodeNames of(String[] given) {
        NodeNames names = new NodeNames();
        for (String s : given) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            names.append(b, 0, b.length);
        }
        return names;
    }

    /**
     * The number of nodes named.
     *
     * @return the next node's number
     */
    public int size() {
        return size;
    }

    /**
     * The node with a given name.
     *
     * @param name a name; a canonical decimal number is looked up as that number
     * @return the node, or -1 when none is called so
     */
    public int find(String name) {
        byte[] b = name.getBytes(StandardCharsets.UTF_8);
        long v = DecimalNames.decimal(b, 0, b.length);
        return (small(v) ? lookupNumber((int) v) : lookupBytes(b, 0, b.length, DecimalNames.hash(b, 0, b.length))) - 1;
    }

    /**
     * The node called by some UTF-8 bytes, added at the end when new.
     *
     * @param b the bytes
     * @param from the first byte of the name
     * @param to the end of the name (exclusive)
     * @return the node's number
     */
    public int intern(byte[] b, int from, int to) {
        long v = DecimalNames.decimal(b, from, to);
        if (small(v)) {
            return number(v);
        }
        return internBytes(b, from, to);
    }

    private int internBytes(byte[] b, int from, int to) {
        int h = DecimalNames.hash(b, from, to);
        int found = lookupBytes(b, from, to, h);
        if (found != 0) {
            return found - 1;
        }
        int node = addBytes(b, from, to);
        insert(h, node);
        return node;
    }

    /**
     * The node named by a number, added at the end when new.
     *
     * @param v the number, {@code v >= 0}
     * @return the node's number
     */
    public int number(long v) {
        if (!small(v)) {
            byte[] digits = Long.toString(v).getBytes(StandardCharsets.US_ASCII);
            return internBytes(digits, 0, digits.length);
        }
        int x = (int) v;
        int found = lookupNumber(x);
        if (found != 0) {
            return found - 1;
        }
        int node = addCode(x);
        if (x < direct.length || growDirect(x)) {
            direct[x] = node + 1;
        } else {
            insert(DecimalNames.mix(x), node);
        }
        return node;
    }

    /**
     * The nodes named by the numbers {@code values[0 .. count)} (each {@code >= 0}) into {@code ids}, new numbers
     * added in order. The table is read for the whole batch in one tight loop first, so that its cache misses
     * overlap instead of waiting one after the other; only numbers not found there take the full path.
     *
     * @param values the numbers
     * @param count how many of {@code values} to read
     * @param ids receives the node of each, at the same index
     */
    public void numbers(long[] values, int count, int[] ids) {
        int[] d = direct;
        for (int i = 0; i < count; i++) {
            long v = values[i];
            ids[i] = v < d.length ? d[(int) v] - 1 : -1;
        }
        for (int i = 0; i < count; i++) {
            if (ids[i] < 0) {
                ids[i] = number(values[i]);
            }
        }
    }

    /**
     * The name of a node.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return its name as given (a number in canonical decimal)
     */
    public String name(int node) {
        int c = codes[node];
        if (c >= 0) {
            return Integer.toString(c);
        }
        int at = -1 - c;
        int len = varint(at);
        return new String(pool, at + DecimalNames.varintSize(len), len, StandardCharsets.UTF_8);
    }

    /**
     * The length of a name's UTF-8 bytes.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return the bytes {@link #copyUtf8} writes
     */
    public int utf8Length(int node) {
        int c = codes[node];
        return c >= 0 ? DecimalNames.digits(c) : varint(-1 - c);
    }

    /**
     * Writes a name's UTF-8 bytes.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @param dest the buffer, with room for {@link #utf8Length} bytes at {@code at}
     * @param at where to write
     * @return the index after the last byte written
     */
    public int copyUtf8(int node, byte[] dest, int at) {
        int c = codes[node];
        if (c >= 0) {
            int end = at + DecimalNames.digits(c);
            for (int i = end - 1; i >= at; i--) {
                // one division a digit (the quick compiler does not share c / 10 with c % 10)
                int q = c / 10;
                dest[i] = (byte) ('0' + c - 10 * q);
                c = q;
            }
            return end;
        }
        int entry = -1 - c;
        int len = varint(entry);
        System.arraycopy(pool, entry + DecimalNames.varintSize(len), dest, at, len);
        return at + len;
    }

    /** Appends a node without looking for an equal name (used for names given as a list). */
    private void append(byte[] b, int from, int to) {
        long v = DecimalNames.decimal(b, from, to);
        if (small(v)) {
            if (lookupNumber((int) v) == 0) {
                number(v);
            } else {
                addCode((int) v);
            }
        } else {
            int h = DecimalNames.hash(b, from, to);
            boolean known = lookupBytes(b, from, to, h) != 0;
            int node = addBytes(b, from, to);
            if (!known) {
                insert(h, node);
            }
        }
    }

    /** Whether a {@link DecimalNames#decimal} value is kept as a value rather than as digits. */
    private static boolean small(long v) {
        return v >= 0 && v <= MAX_VALUE;
    }

    private int addCode(int code) {
        if (size == codes.length) {
            if (size == Integer.MAX_VALUE - 8) {
                throw new ResourceLimitException("a graph holds at most " + size + " nodes");
            }
            codes = Arrays.copyOf(codes, (int) Math.min(Integer.MAX_VALUE - 8L, 2L * size));
        }
        codes[size] = code;
        return size++;
    }

    private int addBytes(byte[] b, int from, int to) {
        int len = to - from;
        long need = (long) poolSize + DecimalNames.varintSize(len) + len;
        if (need > pool.length) {
            if (need > Integer.MAX_VALUE - 8) {
                throw new ResourceLimitException("the node names take more than 2 GiB; use shorter names or numbers");
            }
            pool = Arrays.copyOf(pool, (int) Math.min(Integer.MAX_VALUE - 8L, Math.max(need, 2L * pool.length)));
        }
        int entry = poolSize;
        int at = entry;
        for (int x = len; ; x >>>= 7) {
            if (x < 0x80) {
                pool[at++] = (byte) x;
                break;
            }
            pool[at++] = (byte) (x & 0x7f | 0x80);
        }
        System.arraycopy(b, from, pool, at, len);
        poolSize = at + len;
        return addCode(-1 - entry);
    }

    private int lookupNumber(int v) {
        if (v < direct.length) {
            return direct[v];
        }
        if (hashed == 0) {
            return 0;
        }
        int mask = slots.length - 1;
        for (int i = DecimalNames.mix(v) & mask; ; i = i + 1 & mask) {
            int s = slots[i];
            if (s == 0 || codes[s - 1] == v) {
                return s;
            }
        }
    }

    private int lookupBytes(byte[] b, int from, int to, int h) {
        if (hashed == 0) {
            return 0;
        }
        int mask = slots.length - 1;
        for (int i = h & mask; ; i = i + 1 & mask) {
            int s = slots[i];
            if (s == 0 || codes[s - 1] < 0 && sameBytes(-1 - codes[s - 1], b, from, to)) {
                return s;
            }
        }
    }

    private boolean sameBytes(int entry, byte[] b, int from, int to) {
        int len = varint(entry);
        if (len != to - from) {
            return false;
        }
        int at = entry + DecimalNames.varintSize(len);
        return Arrays.equals(pool, at, at + len, b, from, to);
    }

    private void insert(int h, int node) {
        if (2 * (hashed + 1) > slots.length) {
            rehash(slots.length * 2);
        }
        place(h, node);
        hashed++;
    }

    private void place(int h, int node) {
        int mask = slots.length - 1;
        int i = h & mask;
        while (slots[i] != 0) {
            i = i + 1 & mask;
        }
        slots[i] = node + 1;
    }

    /** Rebuilds the hash table with {@code capacity} slots, moving numbers the direct table now covers there. */
    private void rehash(int capacity) {
        if (capacity < 0) {
            throw new ResourceLimitException("a graph holds at most 2^30 names that are not small numbers");
        }
        int[] old = slots;
        slots = new int[capacity];
        hashed = 0;
        for (int s : old) {
            if (s != 0) {
                int c = codes[s - 1];
                if (c >= 0 && c < direct.length) {
                    direct[c] = s;
                } else {
                    place(c >= 0 ? DecimalNames.mix(c) : hashBytes(c), s - 1);
                    hashed++;
                }
            }
        }
    }

    /** Grows the direct table to cover {@code v} when it stays dense enough; false when {@code v} goes to the hash. */
    private boolean growDirect(int v) {
        long limit = Math.max(DIRECT_FLOOR, 8L * size);
        if (v >= limit || v >= Integer.MAX_VALUE - 8) {
            return false;
        }
        direct = Arrays.copyOf(direct, (int) Math.min(Math.min(limit, Integer.MAX_VALUE - 8L),
                Math.max(v + 1, 2L * direct.length)));
        if (hashed > 0) {
            rehash(slots.length);
        }
        return true;
    }

    private int hashBytes(int code) {
        int entry = -1 - code;
        int len = varint(entry);
        int at = entry + DecimalNames.varintSize(len);
        return DecimalNames.hash(pool, at, at + len);
    }

    private int varint(int at) {
        int v = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = pool[at++];
            v |= (b & 0x7f) << shift;
            if (b >= 0) {
                return v;
            }
        }
    }

}
