package org.sprague.heap.sequence;

import java.util.Arrays;

/**
 * The sparse-space algorithm for take-and-break rules that leave at most two heaps (Winning Ways ch. 4, "Sparse
 * space spells speed"; Gangolli and Plambeck 1989; the rare/common split as Flammenkamp used it for octal games).
 *
 * <p>A mask splits the values into rare and common ({@link RareMask}); the mask is chosen from the histogram of the
 * values seen, again each time the range doubles and whenever the rare positions grow much faster than expected.
 * For heap n:
 * <ol>
 * <li>every option that leaves nothing or one heap, and every split whose part is a rare position (a few), is
 * marked: this marks <em>every</em> common value an option has, since a split's value is common only when
 * exactly one part is rare;</li>
 * <li>c, the least unmarked common value, is therefore excluded by no option; the unmarked rare values below c
 * are the only other candidates for the mex;</li>
 * <li>those few rare values are looked for among the splits into two common parts, stopping as soon as all are
 * found (usually after a few hundred splits); a rare value not found anywhere is G(n), else G(n) = c.</li>
 * </ol>
 * The result is the mex of all options for any mask, so the algorithm is exact however many rare values appear;
 * the mask only decides the speed. Before {@value #FIRST_SPARSE} values (and while every value is 0) the plain mex
 * is used.
 *
 * <p>Where values pass 255 and rare positions are dense (in .007, Treblecross, a sixth to a quarter of the heaps are rare), marking
 * the rare splits and searching the others reads more than the plain mex does. So the first part of each range
 * between two choices of the mask ({@value #SAMPLE_PART}th of it, at least {@value #SAMPLE_MIN} heaps) is a
 * sample: the splits the sparse steps read there (a rare split's mark counted as {@value #MARK_COST} reads: its
 * part is read out of order) are compared with the splits the plain mex would read, and the rest of the range goes
 * to the cheaper. Both give the same values. Only the steps that read the values without the byte array are
 * counted (two-byte values, and the rare stores past the first chunk or four bytes wide): on one-byte values the
 * search reads eight splits a step, every code measured is far faster sparse, and the sparse steps are kept.
 */
public final class SparseSpaceEngine implements SequenceEngine {
    /** The heaps below this are computed by the plain mex, and the first mask is chosen from them. */
    static final int FIRST_SPARSE = 1024;
    /** The sample of a range is this part of it ... */
    static final int SAMPLE_PART = 32;
    /** ... and at least this many heaps. */
    static final int SAMPLE_MIN = 256;
    /** What marking a rare split costs, in sequential split reads. */
    static final int MARK_COST = 2;

    private final SplitRules rules;
    private final NaiveMexEngine naive;
    private final PairScan scan;
    private final ValueSet earlier = new ValueSet();
    private long[] counts = new long[512];
    private int largest;
    private int cap;
    private int[] mark;
    private int[] need;
    private boolean[] rareTab;
    private boolean[] wanted;
    private boolean[] found;
    private int stamp;
    /** The byte path's marks and wanted flags: 256 entries, so that a byte index needs no bounds check. */
    private final int[] byteMark = new int[256];
    private final byte[] byteWant = new byte[256];
    private final boolean[] byteRare = new boolean[256];
    private int mask;
    private long[] rare = new long[64];
    private int[] rareValue = new int[64];
    /** The rare positions for {@link WordSteps}: position p with value v as {@code p << 8 | v}. */
    private long[] rareWord = new long[64];
    /** The rare values below 64 as a set (bit v for value v). */
    private long rareBits;
    private int rareCount;
    private long nextChoice;
    private long rareAtChoice;
    private long lastChoice;
    private long known = -1;
    /** The heaps below this go to the plain mex (the sample chose it for the range). */
    private long plainUntil;
    /** Where the sample of the current range ends, or -1 when it is over. */
    private long sampleEnd = -1;
    /** In the sample: the splits the plain mex would read, and the sparse steps' reads. */
    private long plainReads;
    private long sparseReads;
    /** How many heaps past the first choice of the mask went to the plain mex. */
    private long plainHeaps;
    private final int firstSparse;

    /**
     * The sparse-space engine with the standard start of the sparse phase.
     *
     * @param rules the rules in normal form; they must split ({@link SplitRules#splits()})
     * @param threads worker threads for long split scans (1: the calling thread only)
     */
    public SparseSpaceEngine(SplitRules rules, int threads) {
        this(rules, threads, FIRST_SPARSE);
    }

    /** With the plain mex below {@code firstSparse} (tests start the sparse loop early with a small one). */
    SparseSpaceEngine(SplitRules rules, int threads, int firstSparse) {
        this(rules, threads, firstSparse, (int) PairScan.PARALLEL_FROM);
    }

    /** ... and long split scans shared out to the threads from {@code parallelFrom} splits on. */
    SparseSpaceEngine(SplitRules rules, int threads, int firstSparse, int parallelFrom) {
        this.firstSparse = Math.max(2, firstSparse);
        this.rules = rules;
        this.naive = new NaiveMexEngine(rules);
        this.scan = new PairScan(threads, parallelFrom);
        resize(512);
    }

    @Override
    public String name() {
        return "sparse";
    }

    @Override
    public SparseState sparseState() {
        return mask == 0 ? null : new SparseState(mask, rareCount, rareCount == 0 ? -1 : rare[rareCount - 1]);
    }

    @Override
    public void extend(ValueStore g, long from, long to) {
        if (known != from) {
            rebuild(g, from);
        }
        long n = from;
        while (n <= to) {
            if (n < firstSparse || mask == 0) {
                long end = Math.max(n, Math.min(to, firstSparse - 1L));
                n = plain(g, n, end);
                if (n >= firstSparse) {
                    choose(g, n);
                }
                continue;
            }
            if (n >= nextChoice || rareCount > 2 * rareAtChoice + 256 && n >= lastChoice + lastChoice / 8) {
                choose(g, n);
                if (mask == 0) {
                    continue;
                }
            }
            if (n == sampleEnd) {
                sampleEnd = -1;
                if (sparseReads > plainReads && plainReads > 0) {
                    plainUntil = nextChoice;
                }
            }
            if (n < plainUntil) {
                long end = Math.min(to, plainUntil - 1);
                plainHeaps += end - n + 1;
                n = plain(g, n, end);
                continue;
            }
            byte[] b = largest < 128 ? g.bytesBelow(n + 1) : null;
            int v = b != null && largest < 64 && !rules.anyTake()
                    ? WordSteps.next(rules, b, (int) n, rareWord, rareCount, rareBits, scan, byteWant) : -1;
            if (v < 0) {
                v = b != null ? nextBytes(b, (int) n) : next(g, n);
            }
            g.set(n, v);
            record(g, n, v);
            n++;
        }
        known = to + 1;
    }

    /** G(n..end) by the plain mex, recorded as the sparse steps record theirs; returns end + 1. */
    private long plain(ValueStore g, long n, long end) {
        naive.extend(g, n, end);
        for (long m = n; m <= end; m++) {
            record(g, m, g.get(m));
        }
        return end + 1;
    }

    private int newStamp() {
        int s = ++stamp;
        if (s == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            Arrays.fill(need, 0);
            Arrays.fill(byteMark, 0);
            stamp = s = 1;
        }
        return s;
    }

    /**
     * G(n) while every value is below 128 and all of G(0..n-1) are in {@code b}: the steps of {@link #next} on the
     * byte array, with 256-entry marks (an XOR of two values, and the least unmarked common value, stay below
     * 256: a mask below 128 leaves common values between 128 and 255).
     */
    private int nextBytes(byte[] b, int n) {
        int s = newStamp();
        int[] m = byteMark;
        if (rules.anyTake()) {
            earlier.markAll(m, s);
        }
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top; k++) {
            int r = n - k;
            if (rules.whole()[k] && r == 0) {
                m[0] = s;
            }
            if (rules.one()[k] && r > 0) {
                m[b[r] & 0xFF] = s;
            }
            if (two[k]) {
                markRare(b, r, m, s);
            }
        }
        boolean[] rareHere = byteRare;
        byte[] want = byteWant;
        int c = 0;
        int left = 0;
        while (m[c] == s || rareHere[c]) {
            if (m[c] != s) {
                want[c] = 1;
                left++;
            }
            c = (c + 1) & 0xFF;
        }
        if (left == 0) {
            return c;
        }
        searchBytes(b, n, want, left);
        int v = c;
        for (int x = c - 1; x >= 0; x--) {
            if (want[x] != 0) {
                want[x] = 0;
                v = x;
            }
        }
        return v;
    }

    /**
     * Clears in {@code want} (256 entries) the values that a split of n into two parts gives, on the byte array;
     * returns how many of the {@code left} wanted values are left.
     */
    private int searchBytes(byte[] b, int n, byte[] want, int left) {
        boolean[] two = rules.two();
        for (int k = 0, top = Math.min(rules.maxRemoved(), n); k <= top && left > 0; k++) {
            if (two[k]) {
                int r = n - k;
                int half = rules.distinct() ? (r - 1) / 2 : r / 2;
                // most wanted values show within the first few hundred splits; a longer scan is shared out
                int here = scan.threads() == 1 ? half : Math.min(half, scan.parallelFrom());
                left = ByteSplits.clearFound(b, r, 1, here, want, left);
                if (left > 0 && here < half) {
                    left = scan.scanBytes(b, r, here + 1, half, want, left);
                }
            }
        }
        return left;
    }

    private int next(ValueStore g, long n) {
        int s = newStamp();
        byte[] b = g.bytesBelow(n + 1);
        // past 255 (Grundy's game from n = 7,250,049) the values are read from two two-byte chunks directly: the
        // first (small parts) and the one that holds n (parts close to n: high), which starts at heap base
        char[] low = b == null ? g.charChunk(0) : null;
        char[] high = low == null ? null : g.charChunk(n);
        long base = low == null ? 0 : g.chunkStart(n);
        if (rules.anyTake()) {
            earlier.markAll(mark, s);
        }
        boolean[] two = rules.two();
        for (int k = 0, top = (int) Math.min(rules.maxRemoved(), n); k <= top; k++) {
            long r = n - k;
            if (rules.whole()[k] && r == 0) {
                mark[0] = s;
            }
            if (rules.one()[k] && r > 0) {
                mark[g.get(r)] = s;
            }
            if (two[k] && b != null) {
                markRare(b, (int) r, mark, s);
            } else if (two[k]) {
                int i = low == null ? 0 : markRare(high, r, base, mark, s);
                for (; i < rareCount && rare[i] < r; i++) {
                    long p = rare[i];
                    if (!rules.distinct() || 2 * p != r) {
                        mark[rareValue[i] ^ g.get(r - p)] = s;
                    }
                }
                sparseReads += (long) MARK_COST * i;
                plainReads += rules.distinct() ? (r - 1) / 2 : r / 2;
            }
        }
        int c = 0;
        int left = 0;
        int firstWanted = -1;
        byte[] want = byteWant;
        int byteLeft = 0;
        while (mark[c] == s || rareTab[c]) {
            if (mark[c] != s) {
                need[c] = s;
                left++;
                if (firstWanted < 0) {
                    firstWanted = c;
                }
                // on the byte array a split gives a value below 256: only those are looked for
                if (b != null && c < 256) {
                    want[c] = 1;
                    byteLeft++;
                }
            }
            c++;
        }
        if (left == 0) {
            return c;
        }
        if (b != null) {
            searchBytes(b, (int) n, want, byteLeft);
            int v = -1;
            for (int x = firstWanted; x < c; x++) {
                boolean wanted = x < 256 ? want[x] != 0 : need[x] == s;
                if (x < 256) {
                    want[x] = 0;
                }
                if (wanted && v < 0) {
                    v = x;
                }
            }
            return v < 0 ? c : v;
        }
        for (int k = 0, top = (int) Math.min(rules.maxRemoved(), n); k <= top && left > 0; k++) {
            if (two[k]) {
                long r = n - k;
                long half = rules.distinct() ? (r - 1) / 2 : r / 2;
                // most wanted values show within the first few hundred splits: those run here; a scan that goes on
                // past parallelFrom splits is shared out to the threads
                long here = scan.threads() == 1 ? half : Math.min(half, scan.parallelFrom());
                // the splits whose parts lie in the two chunks, then any others through the store
                // (none when r = n - k lies below the chunk of n)
                long fast = low == null ? 0 : Math.max(0, Math.min(here, Math.min(r - base, low.length - 1L)));
                if (fast > 0) {
                    left = scanShorts(low, high, (int) (r - base), (int) fast, s, left);
                }
                if (left > 0 && fast < here) {
                    left = scanWide(g, r, fast + 1, here, s, left, c, false);
                }
                if (left > 0 && here < half) {
                    left = scanWide(g, r, here + 1, half, s, left, c, true);
                }
            }
        }
        for (int v = firstWanted; v < c; v++) {
            if (need[v] == s) {
                return v;
            }
        }
        return c;
    }

    /** Marks the value of every split of r with a rare part, on the byte array. */
    private void markRare(byte[] b, int r, int[] m, int s) {
        long[] pos = rare;
        int[] val = rareValue;
        boolean distinct = rules.distinct();
        for (int i = 0, count = rareCount; i < count; i++) {
            int p = (int) pos[i];
            if (p >= r) {
                break;
            }
            if (!distinct || 2 * p != r) {
                m[val[i] ^ (b[r - p] & 0xFF)] = s;
            }
        }
    }

    /**
     * {@link #markRare(byte[], int, int[], int)} on the two-byte chunk {@code top}, which starts at heap
     * {@code base}, for the rare parts p with r - p in it; returns the index of the first rare part not marked.
     */
    private int markRare(char[] top, long r, long base, int[] m, int s) {
        long[] pos = rare;
        int[] val = rareValue;
        boolean distinct = rules.distinct();
        int rr = (int) (r - base);
        int i = 0;
        for (int count = rareCount; i < count; i++) {
            long p = pos[i];
            if (p > rr || p >= r) {
                break;
            }
            if (!distinct || 2 * p != r) {
                m[val[i] ^ top[rr - (int) p]] = s;
            }
        }
        return i;
    }

    /**
     * Clears the wanted values (those with {@code need[x] == s}) that a split (a, r - a), 1 <= a <= half, gives,
     * on the two-byte values: G(a) in {@code low} (the first chunk), G(r - a) in {@code top} at {@code rr - a};
     * returns how many are left.
     */
    private int scanShorts(char[] low, char[] top, int rr, int half, int s, int left) {
        int[] want = need;
        for (int a = 1, q = rr - 1; a <= half; a++, q--) {
            int x = low[a] ^ top[q];
            if (want[x] == s) {
                want[x] = 0;
                if (--left == 0) {
                    sparseReads += a;
                    return 0;
                }
            }
        }
        sparseReads += half;
        return left;
    }

    private int scanWide(ValueStore g, long r, long lo, long half, int s, int left, int below, boolean shared) {
        sparseReads += half - lo + 1;
        int count = 0;
        for (int v = 0; v < below; v++) {
            wanted[v] = need[v] == s;
            found[v] = false;
            count += wanted[v] ? 1 : 0;
        }
        Arrays.fill(wanted, below, wanted.length, false);
        scan.scan(g, r, lo, half, wanted, count, found, shared);
        for (int v = 0; v < below; v++) {
            if (wanted[v] && found[v]) {
                need[v] = 0;
                left--;
            }
        }
        return left;
    }

    private void record(ValueStore g, long n, int v) {
        if (v >= counts.length) {
            counts = Arrays.copyOf(counts, Math.max(v + 1, counts.length * 2));
        }
        counts[v]++;
        if (rules.anyTake()) {
            earlier.add(v);
        }
        if (v > largest) {
            largest = v;
            if (2L * Integer.highestOneBit(largest) >= cap) {
                resize(4 * Integer.highestOneBit(largest));
            }
        }
        if (mask != 0 && n >= 1 && rareTab[v]) {
            addRare(n, v);
        }
    }

    private void addRare(long n, int v) {
        if (rareCount == rare.length) {
            rare = Arrays.copyOf(rare, rareCount * 2);
            rareValue = Arrays.copyOf(rareValue, rareCount * 2);
            rareWord = Arrays.copyOf(rareWord, rareCount * 2);
        }
        rareValue[rareCount] = v;
        rareWord[rareCount] = n << 8 | (v & 0xFF);
        rare[rareCount++] = n;
    }

    private void resize(int size) {
        cap = size;
        mark = new int[size];
        need = new int[size];
        wanted = new boolean[size];
        found = new boolean[size];
        Arrays.fill(byteMark, 0);
        stamp = 0;
        rareTab = new boolean[size];
        for (int v = 0; v < size; v++) {
            rareTab[v] = mask != 0 && RareMask.rare(v, mask);
        }
        rareBits = 0;
        for (int v = 0; v < 256; v++) {
            byteRare[v] = mask != 0 && RareMask.rare(v, mask);
            rareBits |= byteRare[v] && v < 64 ? 1L << v : 0;
        }
    }

    /** Chooses the mask for G(0..n-1) and lists the rare positions under it. */
    private void choose(ValueStore g, long n) {
        int best = RareMask.best(counts, largest);
        lastChoice = n;
        nextChoice = 2 * n;
        plainUntil = 0;
        sampleEnd = n + Math.max(SAMPLE_MIN, n / SAMPLE_PART);
        plainReads = 0;
        sparseReads = 0;
        if (best != mask) {
            mask = best;
            resize(cap);
            rareCount = 0;
            for (long m = 1; m < n && mask != 0; m++) {
                int v = g.get(m);
                if (rareTab[v]) {
                    addRare(m, v);
                }
            }
        }
        rareAtChoice = rareCount;
    }

    /** The state after G(0..from-1), read from the stored values. */
    private void rebuild(ValueStore g, long from) {
        Arrays.fill(counts, 0);
        earlier.clear();
        largest = 0;
        mask = 0;
        rareCount = 0;
        for (long m = 0; m < from; m++) {
            record(g, m, g.get(m));
        }
        if (from >= firstSparse) {
            choose(g, from);
            nextChoice = Long.highestOneBit(from) * 2;
        }
    }

    /** How many heaps past the first choice of the mask the samples sent to the plain mex (for tests). */
    long plainHeaps() {
        return plainHeaps;
    }

    @Override
    public void close() {
        scan.close();
    }
}
