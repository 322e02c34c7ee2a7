package org.sprague.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Short partizan games in canonical form, interned as {@code int} ids (hash-consing): two games are equal
 * exactly when their ids are equal, because the canonical form is unique (Conway, ONAG ch. 10; Siegel,
 * Combinatorial Game Theory, II.2). Sums, negations and comparisons are cached by id, so a large sum of
 * recurring components is fast.
 *
 * <p>Numbers are stored by value ({@link Dyadic}, any size) and their options ({@code n = {n-1|}},
 * {@code m/2^k = {(m-1)/2^k | (m+1)/2^k}}) are made only when asked for; sums of numbers are plain arithmetic,
 * and a number plus another game is translated option by option (number translation, Siegel II.3.4), and
 * comparisons with numbers use number avoidance: for {@code G} not a number, {@code x <= G} iff no
 * {@code G^R <= x}.
 *
 * <p>Not thread-safe: use one instance per thread.
 *
 * <p>Why this file is over 600 lines: it is one hash-consing table. Its option lists, number map, sum and comparison
 * caches, negations, stops and memory account are private state that every operation (interning, sum, negation,
 * comparison, number translation) reads and updates together so that ids stay canonical; split across files, that
 * state would have to be opened to the package. Simplification to canonical form, which works through the
 * operations rather than the state, is apart ({@link Simplifier}).
 */
public final class CanonicalGames {
    private static final int[] NONE = {};

    private final List<int[]> lefts = new ArrayList<>();
    private final List<int[]> rights = new ArrayList<>();
    private final List<Dyadic> numbers = new ArrayList<>();
    private final Map<OptionsKey, Integer> byOptions = new HashMap<>();
    private final Map<Dyadic, Integer> byNumber = new HashMap<>();
    private final LongIntTable sums = new LongIntTable();
    private final LongIntTable leqs = new LongIntTable();
    private int[] negations = new int[64];
    /** Left and right stops as doubles where they are exact (NaN otherwise): a quick test before comparing. */
    private double[] leftStops = new double[64];
    private double[] rightStops = new double[64];
    /** For each game that is a nimber {@code *n}, n; -1 for the others. */
    private int[] nimberValues = filled(64);
    private final List<Integer> nimbers = new ArrayList<>();
    private final List<Integer> ups = new ArrayList<>();
    private final Simplifier simplifier = new Simplifier(this);
    /** The run's memory, charged for every game and table held; {@code null} when not counted. */
    private MemoryBudget.Account memory;
    private Budget.Deadline deadline = Budget.Deadline.none();
    /** Games made and cache misses, for checking the deadline every {@link #CHECK_EVERY} of them. */
    private long work;

    /**
     * What a game costs besides the ids of its options (4 bytes each): the headers of its two option arrays, its
     * slots in the lists, its stops and negation, and the entry, key and boxed id of the map that interns it. With
     * the tables' arrays, the count came within 4% of the live heap on a 6x5 Domineering board (177,700 games).
     */
    static final long BYTES_PER_GAME = 160;
    /** What a number costs besides: its {@link Dyadic} and the entry of the map of numbers. */
    static final long BYTES_PER_NUMBER = 160;
    private static final int CHECK_EVERY = 1 << 12;
    private static final String HELD = "the canonical values and tables of this position's search";

    /** An empty space; {@code 0} gets id 0. */
    public CanonicalGames() {
        number(Dyadic.ZERO);
        nimbers.add(0);
        ups.add(0);
    }

    /**
     * Holds this space to a run's limits: every game made and every table grown is charged to {@code memory},
     * and the deadline is checked as games are made, so that a search over the space (a Domineering board) stops
     * with a {@link org.sprague.ResourceLimitException} before the JVM runs out of heap or the run out of time.
     *
     * @param memory the run's memory account ({@code null}: not counted)
     * @param deadline the run's deadline ({@code null}: none)
     * @return this space
     */
    public CanonicalGames limit(MemoryBudget.Account memory, Budget.Deadline deadline) {
        this.memory = memory;
        this.deadline = deadline == null ? Budget.Deadline.none() : deadline;
        charge(sums.bytes() + leqs.bytes() + 24L * negations.length);
        return this;
    }

    /**
     * Holds this space to another deadline from now on, its memory account unchanged: a search that goes on in
     * the space once the values' share of the time has been given up.
     *
     * @param deadline the deadline ({@code null}: none)
     * @return this space
     */
    public CanonicalGames deadline(Budget.Deadline deadline) {
        this.deadline = deadline == null ? Budget.Deadline.none() : deadline;
        return this;
    }

    /**
     * Charges memory that a user of this space holds for it (a table of region values) to the run's account.
     *
     * @param bytes the memory about to be allocated
     * @throws org.sprague.ResourceLimitException of kind memory when the run's total does not fit
     */
    public void charge(long bytes) {
        if (memory != null) {
            memory.requireGrowing(bytes, HELD);
        }
    }

    /**
     * Gives back memory charged with {@link #charge(long)} that is no longer held.
     *
     * @param bytes the memory released
     */
    public void release(long bytes) {
        if (memory != null) {
            memory.release(bytes);
        }
    }

    /**
     * Counts one piece of work of a user of this space (a search over positions) and checks the run's deadline
     * every so often, so that work that makes no new games still ends at the deadline.
     *
     * @throws org.sprague.ResourceLimitException once the time is up or the run is cancelled
     */
    public void tick() {
        worked();
    }

    /**
     * Checks the run's deadline now.
     *
     * @param progress how far the work got, for the message
     * @throws org.sprague.ResourceLimitException once the time is up or the run is cancelled
     */
    public void checkDeadline(String progress) {
        deadline.check(progress);
    }

    /** Counts one piece of work and checks the deadline every {@link #CHECK_EVERY} of them. */
    private void worked() {
        if (++work % CHECK_EVERY == 0) {
            deadline.check(size() + " canonical games made");
        }
    }

    /** Stores into a cache, charging its growth: the old and the new arrays are both held while it is copied. */
    private void put(LongIntTable table, long key, int value) {
        if (memory != null && table.full()) {
            long old = table.bytes();
            charge(2 * old);
            table.put(key, value);
            release(old);
        } else {
            table.put(key, value);
        }
    }

    /**
     * How many distinct games have been made.
     *
     * @return the number of ids given out
     */
    public int size() {
        return numbers.size();
    }

    /**
     * The id of the number {@code x}.
     *
     * @param x the number
     * @return its id
     */
    public int number(Dyadic x) {
        Integer id = byNumber.get(x);
        if (id != null) {
            return id;
        }
        int made = add(null, null, x);
        byNumber.put(x, made);
        return made;
    }

    /**
     * The id of the integer {@code n}.
     *
     * @param n the integer
     * @return its id
     */
    public int integer(long n) {
        return number(Dyadic.of(n));
    }

    /**
     * The id of the nimber {@code *n} = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}.
     *
     * @param n the nimber's index, at least 0
     * @return its id
     */
    public int nimber(int n) {
        while (nimbers.size() <= n) {
            int[] below = new int[nimbers.size()];
            for (int i = 0; i < below.length; i++) {
                below[i] = nimbers.get(i);
            }
            nimbers.add(intern(below, below.clone()));
        }
        return nimbers.get(n);
    }

    /**
     * The id of {@code u.^} (up, {0|*}, added u times; down for negative u).
     *
     * @param u the multiple of up (negative for down)
     * @return its id
     */
    public int upMultiple(int u) {
        if (u < 0) {
            return negate(upMultiple(-u));
        }
        while (ups.size() <= u) {
            int up = ups.size() == 1 ? intern(new int[] {0}, new int[] {nimber(1)}) : ups.get(1);
            ups.add(sum(ups.get(ups.size() - 1), up));
        }
        return ups.get(u);
    }

    /**
     * The n of a nimber {@code g = *n} ({@code 0} for 0), or -1 when {@code g} is not a nimber.
     *
     * @param g a game's id
     * @return n, or -1
     */
    public int nimberValue(int g) {
        return nimberValues[g];
    }

    /**
     * True when {@code g} is a number.
     *
     * @param g a game's id
     * @return whether it is a number
     */
    public boolean isNumber(int g) {
        return numbers.get(g) != null;
    }

    /**
     * The number {@code g} equals, or {@code null} if it is not a number.
     *
     * @param g a game's id
     * @return the number, or {@code null}
     */
    public Dyadic numberValue(int g) {
        return numbers.get(g);
    }

    /**
     * The left options of the canonical form of {@code g} (do not modify).
     *
     * @param g a game's id
     * @return the ids of Left's options, shared
     */
    public int[] leftOptions(int g) {
        int[] l = lefts.get(g);
        if (l == null) {
            expandNumber(g);
            l = lefts.get(g);
        }
        return l;
    }

    /**
     * The right options of the canonical form of {@code g} (do not modify).
     *
     * @param g a game's id
     * @return the ids of Right's options, shared
     */
    public int[] rightOptions(int g) {
        int[] r = rights.get(g);
        if (r == null) {
            expandNumber(g);
            r = rights.get(g);
        }
        return r;
    }

    /**
     * The canonical game {@code {left | right}} whose options are the given ids (any order, repeats allowed):
     * dominated options removed and reversible ones bypassed (Siegel II.2.7-2.9).
      *
      * @param left the ids of Left's options
      * @param right the ids of Right's options
      * @return the id of the canonical form
     */
    public int game(int[] left, int[] right) {
        return simplifier.canonical(left, right);
    }

    /**
     * {@code g + h}.
     *
     * @param g a game's id
     * @param h another game's id
     * @return the id of the sum's canonical form
     */
    public int sum(int g, int h) {
        Dyadic x = numbers.get(g);
        Dyadic y = numbers.get(h);
        if (x != null && y != null) {
            return number(x.add(y));
        }
        if (x != null && x.signum() == 0) {
            return h;
        }
        if (y != null && y.signum() == 0) {
            return g;
        }
        // *a + *b = *(a XOR b): no search through their options
        if (nimberValues[g] >= 0 && nimberValues[h] >= 0) {
            return nimber(nimberValues[g] ^ nimberValues[h]);
        }
        long key = g < h ? pair(g, h) : pair(h, g);
        int cached = sums.get(key, -1);
        if (cached >= 0) {
            return cached;
        }
        int result;
        if (x != null) {
            result = game(translate(g, leftOptions(h)), translate(g, rightOptions(h)));
        } else if (y != null) {
            result = game(translate(h, leftOptions(g)), translate(h, rightOptions(g)));
        } else {
            result = game(concat(translate(h, leftOptions(g)), translate(g, leftOptions(h))),
                    concat(translate(h, rightOptions(g)), translate(g, rightOptions(h))));
        }
        put(sums, key, result);
        worked();
        return result;
    }

    /**
     * The sum of all the games given (0 for none), added in a balanced order.
     *
     * @param games the games' ids
     * @return the id of the sum
     */
    public int sum(int[] games) {
        if (games.length == 0) {
            return 0;
        }
        int[] layer = games.clone();
        for (int n = layer.length; n > 1; n = (n + 1) / 2) {
            for (int i = 0; i < n / 2; i++) {
                layer[i] = sum(layer[2 * i], layer[2 * i + 1]);
            }
            if (n % 2 == 1) {
                layer[n / 2] = layer[n - 1];
            }
        }
        return layer[0];
    }

    /**
     * {@code -g}: the roles of Left and Right exchanged.
     *
     * @param g a game's id
     * @return the id of its negative
     */
    public int negate(int g) {
        Dyadic x = numbers.get(g);
        if (x != null) {
            return number(x.negate());
        }
        if (nimberValues[g] >= 0) {
            return g;
        }
        if (negations[g] != 0) {
            return negations[g] - 1;
        }
        int result = intern(negateAll(rightOptions(g)), negateAll(leftOptions(g)));
        negations[g] = result + 1;
        ensureNegations(result);
        negations[result] = g + 1;
        return result;
    }

    /**
     * {@code g - h}.
     *
     * @param g a game's id
     * @param h the id of the game subtracted
     * @return the id of the difference
     */
    public int difference(int g, int h) {
        return sum(g, negate(h));
    }

    /**
     * {@code g <= h}: Left, moving second in {@code h - g}, wins.
     *
     * @param g a game's id
     * @param h another game's id
     * @return whether {@code g <= h}
     */
    public boolean leq(int g, int h) {
        if (g == h) {
            return true;
        }
        Dyadic x = numbers.get(g);
        Dyadic y = numbers.get(h);
        if (x != null && y != null) {
            return x.compareTo(y) <= 0;
        }
        // distinct nimbers are confused with each other
        if (nimberValues[g] >= 0 && nimberValues[h] >= 0) {
            return false;
        }
        // stops are monotone (G <= H implies L(G) <= L(H) and R(G) <= R(H)): most failures end here
        if (leftStops[g] > leftStops[h] || rightStops[g] > rightStops[h]) {
            return false;
        }
        long key = pair(g, h);
        int cached = leqs.get(key, -1);
        if (cached >= 0) {
            return cached == 1;
        }
        boolean result = true;
        if (x == null) {
            // no left option of g with h <= g^L (skipped for h a number... only when g is not one)
            for (int gl : leftOptions(g)) {
                if (leq(h, gl)) {
                    result = false;
                    break;
                }
            }
        }
        if (result && y == null) {
            for (int hr : rightOptions(h)) {
                if (leq(hr, g)) {
                    result = false;
                    break;
                }
            }
        }
        put(leqs, key, result ? 1 : 0);
        worked();
        return result;
    }

    /**
     * -1, 0 or 1 when {@code g < h}, {@code g = h}, {@code g > h}; {@code null} when they are confused.
     *
     * @param g a game's id
     * @param h another game's id
     * @return the comparison, or {@code null}
     */
    public Integer compare(int g, int h) {
        boolean le = leq(g, h);
        boolean ge = leq(h, g);
        if (le && ge) {
            return 0;
        }
        if (le) {
            return -1;
        }
        return ge ? 1 : null;
    }

    /** The id of the game with exactly these (canonical) options, which must form a canonical game. */
    int intern(int[] left, int[] right) {
        left = left.clone();
        right = right.clone();
        Arrays.sort(left);
        Arrays.sort(right);
        OptionsKey key = new OptionsKey(left, right);
        Integer id = byOptions.get(key);
        if (id != null) {
            return id;
        }
        int made = add(left, right, null);
        byOptions.put(key, made);
        return made;
    }

    private int add(int[] left, int[] right, Dyadic number) {
        charge(BYTES_PER_GAME + (number != null ? BYTES_PER_NUMBER : 4L * (left.length + right.length)));
        worked();
        int id = numbers.size();
        lefts.add(left);
        rights.add(right);
        numbers.add(number);
        ensureNegations(id);
        nimberValues[id] = number == null ? nimberOf(left, right) : number.signum() == 0 ? 0 : -1;
        if (number != null) {
            leftStops[id] = exact(number);
            rightStops[id] = leftStops[id];
        } else {
            double l = Double.NEGATIVE_INFINITY;
            for (int o : left) {
                l = Math.max(l, rightStops[o]);
            }
            double r = Double.POSITIVE_INFINITY;
            for (int o : right) {
                r = Math.min(r, leftStops[o]);
            }
            leftStops[id] = l;
            rightStops[id] = r;
        }
        return id;
    }

    private void ensureNegations(int id) {
        if (id >= negations.length) {
            int n = Math.max(id + 1, negations.length * 2);
            // two ints and two doubles a game, old and new arrays held while they are copied
            charge(24L * n);
            release(24L * negations.length);
            negations = Arrays.copyOf(negations, n);
            leftStops = Arrays.copyOf(leftStops, n);
            rightStops = Arrays.copyOf(rightStops, n);
            int old = nimberValues.length;
            nimberValues = Arrays.copyOf(nimberValues, n);
            Arrays.fill(nimberValues, old, n, -1);
        }
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    /**
     * k when the canonical options {@code {left | right}} are those of {@code *k}: the same on both sides, and
     * exactly the nimbers {@code *0 .. *(k-1)}; else -1.
     */
    private int nimberOf(int[] left, int[] right) {
        if (left.length != right.length || !Arrays.equals(left, right)) {
            return -1;
        }
        boolean[] seen = new boolean[left.length];
        for (int o : left) {
            int n = nimberValues[o];
            if (n < 0 || n >= seen.length || seen[n]) {
                return -1;
            }
            seen[n] = true;
        }
        return left.length;
    }

    /** {@code x} as a double when that is exact, else NaN (comparisons with NaN are false). */
    private static double exact(Dyadic x) {
        if (x.numerator().bitLength() > 52 || x.exponent() > 1000) {
            return Double.NaN;
        }
        return Math.scalb((double) x.numerator().longValue(), -x.exponent());
    }

    private void expandNumber(int g) {
        Dyadic x = numbers.get(g);
        int[] left;
        int[] right;
        if (!x.isInteger()) {
            Dyadic step = Dyadic.ONE.shiftDown(x.exponent());
            left = new int[] {number(x.subtract(step))};
            right = new int[] {number(x.add(step))};
        } else if (x.signum() > 0) {
            left = new int[] {number(x.subtract(Dyadic.ONE))};
            right = NONE;
        } else if (x.signum() < 0) {
            left = NONE;
            right = new int[] {number(x.add(Dyadic.ONE))};
        } else {
            left = NONE;
            right = NONE;
        }
        lefts.set(g, left);
        rights.set(g, right);
    }

    private int[] translate(int by, int[] options) {
        int[] out = new int[options.length];
        for (int i = 0; i < options.length; i++) {
            out[i] = sum(options[i], by);
        }
        return out;
    }

    private int[] negateAll(int[] options) {
        int[] out = new int[options.length];
        for (int i = 0; i < options.length; i++) {
            out[i] = negate(options[i]);
        }
        Arrays.sort(out);
        return out;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static long pair(int a, int b) {
        return ((long) a << 32) | (b & 0xFFFFFFFFL);
    }

    /** Sorted, duplicate-free option lists as a hash key. */
    private record OptionsKey(int[] left, int[] right) {
        @Override
        public boolean equals(Object o) {
            return o instanceof OptionsKey k && Arrays.equals(left, k.left) && Arrays.equals(right, k.right);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(left) * 31 + Arrays.hashCode(right);
        }
    }
}
