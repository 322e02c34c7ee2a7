package org.sprague.heap.sequence;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The plain mex algorithm: every option of every heap, one heap size after another, marks its value in a stamped
 * array, and G(n) is the least unmarked value; O(n) a heap for rules that split, O(n^2) in all. The loops run on
 * the byte array itself while every value fits a byte (the common case), where an XOR of two values indexes a
 * 256-entry mark array directly.
 *
 * <p>Once a value passes 255 the store holds two bytes a value, and while every heap lies in its first chunk the
 * loops run on that {@code char[]} directly, with a 65,536-entry mark array (an XOR of two such values stays below
 * 65,536). Other stores (values past 65,535, heaps past the first chunk) go through the store's accessor.
 *
 * <p>"Remove any number of tokens" (Lasker's Nim) marks the set of values seen so far, which is exactly the set of
 * the options' values G(0..n-1).
 */
public final class NaiveMexEngine implements SequenceEngine {
    private static final VarHandle LITTLE_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private final SplitRules rules;
    private int[] seen = new int[512];
    private int stamp;
    private final ValueSet earlier = new ValueSet();
    private long known = -1;
    /** The options' values read so far (every option of every heap, and the values a take of any size reaches). */
    private long reads;
    private int largest;
    /** Marks of the byte path: 256 entries, so that an index masked by the length needs no bounds check. */
    private final int[] byteMarks = new int[256];
    /** Marks of the two-byte path, made when it is first taken. */
    private int[] shortMarks;

    /**
     * The plain mex over every option.
     *
     * @param rules the rules in normal form
     */
    public NaiveMexEngine(SplitRules rules) {
        this.rules = rules;
    }

    @Override
    public String name() {
        return "naive";
    }

    /** The options' values this engine has read so far: the steps that {@link SplitRules#reads} estimates. */
    long reads() {
        return reads;
    }

    @Override
    public void extend(ValueStore g, long from, long to) {
        if (known != from) {
            earlier.clear();
            largest = 0;
            for (long m = 0; m < from; m++) {
                int v = g.get(m);
                largest = Math.max(largest, v);
                if (rules.anyTake()) {
                    earlier.add(v);
                }
            }
        }
        long n = from;
        byte[] b = g.bytesBelow(to + 1);
        if (b != null) {
            n = extendBytes(g, b, (int) from, to);
        }
        char[] w = g.charChunk(0);
        if (n <= to && w != null && g.chunkStart(to) == 0) {
            n = extendShorts(g, w, (int) n, to);
        }
        for (; n <= to; n++) {
            int v = next(g, n);
            largest = Math.max(largest, v);
            g.set(n, v);
        }
        known = to + 1;
    }

    /** The fast path; returns the first heap it did not compute (a value of 256 or more ends it). */
    private long extendBytes(ValueStore store, byte[] g, int from, long to) {
        for (int n = from; n <= to; n++) {
            int m = mexStamped(g, n);
            largest = Math.max(largest, m);
            if (rules.anyTake()) {
                earlier.add(m);
            }
            if (m > 255) {
                store.set(n, m);
                return n + 1L;
            }
            g[n] = (byte) m;
        }
        return to + 1;
    }

    /** The two-byte path; returns the first heap it did not compute (a value of 65,536 or more ends it). */
    private long extendShorts(ValueStore store, char[] g, int from, long to) {
        if (shortMarks == null) {
            shortMarks = new int[1 << 16];
        }
        for (int n = from; n <= to; n++) {
            int m = mexShorts(g, n);
            largest = Math.max(largest, m);
            if (rules.anyTake()) {
                earlier.add(m);
            }
            if (m > 0xFFFF) {
                store.set(n, m);
                return n + 1L;
            }
            g[n] = (char) m;
        }
        return to + 1;
    }

    /** G(n) on two-byte values, with a stamped mark array of 65,536 entries. */
    private int mexShorts(char[] g, int n) {
        int[] marks = shortMarks;
        int s = newStamp();
        if (rules.anyTake()) {
            earlier.markAll(marks, s);
            reads += earlier.size();
        }
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top; k++) {
            int r = n - k;
            if (rules.whole()[k] && r == 0) {
                marks[0] = s;
                reads++;
            }
            if (rules.one()[k] && r > 0) {
                marks[g[r]] = s;
                reads++;
            }
            if (two[k]) {
                int half = rules.distinct() ? (r - 1) / 2 : r / 2;
                markSplits(g, r, half, marks, s);
                reads += half;
            }
        }
        return firstUnmarked(marks, s);
    }

    /** Marks G(a) XOR G(r - a) for 1 <= a <= half on two-byte values: small, so that it compiles on its own. */
    private static void markSplits(char[] g, int r, int half, int[] marks, int s) {
        for (int a = 1; a <= half; a++) {
            marks[g[a] ^ g[r - a]] = s;
        }
    }

    /** G(n) with a stamped mark array, for values up to 255. */
    private int mexStamped(byte[] g, int n) {
        int[] marks = byteMarks;
        int s = newStamp();
        if (rules.anyTake()) {
            earlier.markAll(marks, s);
            reads += earlier.size();
        }
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top; k++) {
            int r = n - k;
            if (rules.whole()[k] && r == 0) {
                marks[0] = s;
                reads++;
            }
            if (rules.one()[k] && r > 0) {
                marks[g[r] & 0xFF] = s;
                reads++;
            }
            if (two[k]) {
                int half = rules.distinct() ? (r - 1) / 2 : r / 2;
                markSplits(g, r, half, marks, s);
                reads += half;
            }
        }
        return firstUnmarked(marks, s);
    }

    /**
     * Marks G(a) XOR G(r - a) for 1 <= a <= half: the hot loop, small so that it compiles on its own. Eight
     * options at a time: G(a..a+7) and G(r-a-7..r-a) are read as two longs, the second byte-reversed, and one XOR
     * gives eight values (r - a - 7 >= r - half >= 0, so both reads stay in the array).
     */
    private static void markSplits(byte[] g, int r, int half, int[] marks, int s) {
        int a = 1;
        for (; a + 7 <= half; a += 8) {
            long x = (long) LITTLE_ENDIAN.get(g, a) ^ Long.reverseBytes((long) LITTLE_ENDIAN.get(g, r - a - 7));
            marks[(int) x & 0xFF] = s;
            marks[(int) (x >>> 8) & 0xFF] = s;
            marks[(int) (x >>> 16) & 0xFF] = s;
            marks[(int) (x >>> 24) & 0xFF] = s;
            marks[(int) (x >>> 32) & 0xFF] = s;
            marks[(int) (x >>> 40) & 0xFF] = s;
            marks[(int) (x >>> 48) & 0xFF] = s;
            marks[(int) (x >>> 56) & 0xFF] = s;
        }
        for (; a <= half; a++) {
            marks[(g[a] ^ g[r - a]) & 0xFF] = s;
        }
    }

    /** G(n) from the store's values, any width and any size. */
    private int next(ValueStore g, long n) {
        int s = newStamp();
        for (int i = 0; rules.anyTake() && i < earlier.size(); i++) {
            mark(earlier.get(i), s);
            reads++;
        }
        for (int k = 0, top = (int) Math.min(rules.maxRemoved(), n); k <= top; k++) {
            long r = n - k;
            if (rules.whole()[k] && r == 0) {
                mark(0, s);
                reads++;
            }
            if (rules.one()[k] && r > 0) {
                mark(g.get(r), s);
                reads++;
            }
            if (rules.two()[k]) {
                long half = rules.distinct() ? (r - 1) / 2 : r / 2;
                reads += half;
                for (long a = 1; a <= half; a++) {
                    mark(g.get(a) ^ g.get(r - a), s);
                }
            }
        }
        int m = firstUnmarked(seen, s);
        if (rules.anyTake()) {
            earlier.add(m);
        }
        return m;
    }

    /** The least value whose mark is not {@code s}: the mex, marks.length when every one is marked. */
    private static int firstUnmarked(int[] marks, int s) {
        int m = 0;
        while (m < marks.length && marks[m] == s) {
            m++;
        }
        return m;
    }

    private void mark(int v, int s) {
        if (v >= seen.length - 1) {
            seen = java.util.Arrays.copyOf(seen, Math.max(v + 2, seen.length * 2));
        }
        seen[v] = s;
    }

    private int newStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(seen, 0);
            java.util.Arrays.fill(byteMarks, 0);
            if (shortMarks != null) {
                java.util.Arrays.fill(shortMarks, 0);
            }
            stamp = 1;
        }
        return stamp;
    }
}
