package org.sprague.heap.sequence;

/**
 * The plain mex algorithm: every option of every heap, one heap size after another, marks its value in a stamped
 * array, and G(n) is the least unmarked value; O(n) a heap for rules that split, O(n^2) in all. The loops run on
 * the byte array itself while every value fits a byte (the common case), where an XOR of two values indexes a
 * 256-entry mark array directly.
 *
 * <p>"Remove any number of tokens" (Lasker's Nim) marks the set of values seen so far, which is exactly the set of
 * the options' values G(0..n-1).
 */
public final class NaiveMexEngine implements SequenceEngine {
    private final SplitRules rules;
    private int[] seen = new int[512];
    private int stamp;
    private final ValueSet earlier = new ValueSet();
    private long known = -1;

    public NaiveMexEngine(SplitRules rules) {
        this.rules = rules;
    }

    @Override
    public String name() {
        return "naive";
    }

    @Override
    public void extend(ValueStore g, long from, long to) {
        if (rules.anyTake() && known != from) {
            earlier.clear();
            for (long m = 0; m < from; m++) {
                earlier.add(g.get(m));
            }
        }
        long n = from;
        byte[] b = g.singleByteArray();
        if (b != null) {
            n = extendBytes(g, b, (int) from, to);
        }
        for (; n <= to; n++) {
            g.set(n, next(g, n));
        }
        known = to + 1;
    }

    /** The fast path; returns the first heap it did not compute (a value of 256 or more ends it). */
    private long extendBytes(ValueStore store, byte[] g, int from, long to) {
        int t = rules.maxRemoved();
        boolean[] whole = rules.whole();
        boolean[] one = rules.one();
        boolean[] two = rules.two();
        int[] marks = seen;
        for (int n = from; n <= to; n++) {
            int s = newStamp();
            if (rules.anyTake()) {
                earlier.markAll(marks, s);
            }
            for (int k = 0, top = Math.min(t, n); k <= top; k++) {
                int r = n - k;
                if (whole[k] && r == 0) {
                    marks[0] = s;
                }
                if (one[k] && r > 0) {
                    marks[g[r] & 0xFF] = s;
                }
                if (two[k]) {
                    int half = rules.distinct() ? (r - 1) / 2 : r / 2;
                    for (int a = 1, c = r - 1; a <= half; a++, c--) {
                        marks[(g[a] ^ g[c]) & 0xFF] = s;
                    }
                }
            }
            int m = 0;
            while (marks[m] == s) {
                m++;
            }
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

    /** G(n) from the store's values, any width and any size. */
    private int next(ValueStore g, long n) {
        int s = newStamp();
        for (int i = 0; rules.anyTake() && i < earlier.size(); i++) {
            mark(earlier.get(i), s);
        }
        for (int k = 0, top = (int) Math.min(rules.maxRemoved(), n); k <= top; k++) {
            long r = n - k;
            if (rules.whole()[k] && r == 0) {
                mark(0, s);
            }
            if (rules.one()[k] && r > 0) {
                mark(g.get(r), s);
            }
            if (rules.two()[k]) {
                long half = rules.distinct() ? (r - 1) / 2 : r / 2;
                for (long a = 1; a <= half; a++) {
                    mark(g.get(a) ^ g.get(r - a), s);
                }
            }
        }
        int m = 0;
        while (m < seen.length && seen[m] == s) {
            m++;
        }
        if (rules.anyTake()) {
            earlier.add(m);
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
            stamp = 1;
        }
        return stamp;
    }
}
