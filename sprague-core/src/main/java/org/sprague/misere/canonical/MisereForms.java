package org.sprague.misere.canonical;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Impartial games in misère canonical form, interned as {@code int} ids: two games are equal in misère play
 * (G + X and H + X have the same misère outcome for every impartial X) exactly when their ids are equal, because
 * the misère simplest form is unique (Conway, On Numbers and Games, ch. 12, Theorems 73-75; Siegel, Combinatorial
 * Game Theory, AMS 2013, V.1, the simplest form theorem).
 *
 * <p><b>Simplification</b> (Conway's misère simplification theorem, ONAG ch. 12; Siegel V.1). Identical options
 * are merged (misère play has no other domination). Then, if some option K of G has an option H such that every
 * option of H is an option of G and every option of G that is not an option of H has H as an option, G = H (the
 * options outside H are reversible through H), with one proviso when H = 0: G must have an option that is a misère
 * P-position, since 0 is a misère N-position. For example {*1} = 0, but {0, *1} = *2 stays, and
 * {*2, *1} = 0 (both options have the option 0 and *1 is a misère P-position). A game with no such H, whose options
 * are in simplest form, is in simplest form.
 *
 * <p><b>Sums</b> are found by recursion on options: the simplest form of G + H is that of the game with options
 * G' + H and G + H'. <b>Mate</b> (Conway ONAG ch. 12): the mate of 0 is *1, and of any other G the game of its
 * options' mates. The order of options is CGSuite's canonical order (see {@link #compare}), so that
 * {@link MisereNotation} prints what CGSuite prints.
 *
 * <p>Budgeted: every game made is charged to the run's memory account and the deadline is checked as games are
 * made; misère forms grow fast (more than 4 million games are born by day 6), so a large game ends with a
 * {@link org.sprague.ResourceLimitException} (exit 3) that says how many games were made. Not thread-safe.
 */
public final class MisereForms {
    /** The game 0 (no options). */
    public static final int ZERO = 0;
    /** The game *1 = {0}. */
    public static final int STAR = 1;

    /**
     * What a game costs besides its options' ids: arrays' headers, list slots, the map entry that interns it, its
     * cached evenness, phylum and genus (a 4x5 Cram board's 205 forms held 552 bytes each with their sums).
     */
    static final long BYTES_PER_GAME = 300;
    /** What a cached sum or difference costs: a map entry with its boxed key and value. */
    static final long BYTES_PER_ENTRY = 100;
    private static final int CHECK_EVERY = 1 << 10;
    private static final String HELD = "the misère canonical forms made";

    /** Each game's options sorted by id. */
    private final List<int[]> options = new ArrayList<>();
    /** Each game's options in canonical order, made when first asked for ({@code null} until then). */
    private final List<int[]> ordered = new ArrayList<>();
    private final IntList birthdays = new IntList();
    private final IntList normalValues = new IntList();
    private final IntList misereValues = new IntList();
    private final IntList evenParts = new IntList();
    private final IntList mates = new IntList();
    /** Option sets (sorted by id; an IntBuffer compares by content) to the game they make. */
    private final Map<IntBuffer, Integer> byOptions = new HashMap<>();
    private final Map<Long, Integer> sums = new HashMap<>();
    private final IntList nimbers = new IntList();
    private final PhylumRules phyla = new PhylumRules(this);
    private final GenusRules genera = new GenusRules(this);
    private final Differences differences = new Differences(this);
    private MemoryBudget.Account memory;
    private Budget.Deadline deadline = Budget.Deadline.none();
    private long work;
    private double stepLimit = Double.POSITIVE_INFINITY;
    private long nextCheck = CHECK_EVERY;

    /** An empty space holding 0 and *1. */
    public MisereForms() {
        record(new int[0]);
        record(new int[] {ZERO});
        nimbers.add(ZERO);
        nimbers.add(STAR);
    }

    /**
     * Holds this space to a run's memory account and deadline.
     *
     * @param memory the run's memory account ({@code null}: not counted)
     * @param deadline the run's deadline ({@code null}: none)
     * @return this space
     */
    public MisereForms limit(MemoryBudget.Account memory, Budget.Deadline deadline) {
        this.memory = memory;
        this.deadline = deadline == null ? Budget.Deadline.none() : deadline;
        return this;
    }

    /**
     * Holds this space to a number of steps of work (a game made or an option looked at is one step).
     *
     * @param steps the most steps ({@code Double.POSITIVE_INFINITY}: no limit)
     * @return this space
     * @throws IllegalArgumentException when {@code steps} is negative or not a number
     */
    public MisereForms limitSteps(double steps) {
        if (!(steps >= 0)) {
            throw new IllegalArgumentException("steps must be at least 0: " + steps);
        }
        this.stepLimit = steps;
        return this;
    }

    /**
     * How many games this space holds.
     *
     * @return the number of interned games
     */
    public int size() {
        return options.size();
    }

    /**
     * The nim heap *n.
     *
     * @param n the heap size, nonnegative
     * @return its id
     */
    public int nimber(int n) {
        long bytes = 4L * n * n; // *n holds n options, and so on down: about 4 n^2 bytes of options' ids
        if (memory != null && n >= nimbers.size() && bytes > memory.available() - memory.asked()) {
            throw org.sprague.ResourceLimitException.memory("the nim heap *" + n + " needs about " + (bytes >> 20)
                    + " MiB for its positions' options but " + ((memory.available() - memory.asked()) >> 20)
                    + " MiB are available; give a smaller heap", bytes, 1.0);
        }
        while (nimbers.size() <= n) {
            int[] opts = new int[nimbers.size()];
            for (int i = 0; i < opts.length; i++) {
                opts[i] = nimbers.get(i);
            }
            nimbers.add(of(opts));
        }
        return nimbers.get(n);
    }

    /**
     * The simplest form of the game whose options are {@code opts} (each an id of this space).
     *
     * @param opts the options, in any order, duplicates allowed
     * @return the id of its simplest form
     */
    public int of(int... opts) {
        int[] set = opts.clone();
        Arrays.sort(set);
        int distinct = 0;
        for (int i = 0; i < set.length; i++) {
            if (i == 0 || set[i] != set[i - 1]) {
                set[distinct++] = set[i];
            }
        }
        set = Arrays.copyOf(set, distinct);
        Integer known = byOptions.get(IntBuffer.wrap(set));
        if (known != null) {
            return known;
        }
        work += set.length;
        int reduced = reversal(set);
        if (reduced >= 0) {
            return reduced;
        }
        return record(set);
    }

    /** The game H that G with options {@code set} (sorted by id) reverts to, or -1 when there is none. */
    private int reversal(int[] set) {
        if (set.length == 0) {
            return -1;
        }
        boolean allHaveZero = true;
        boolean someP = false;
        for (int o : set) {
            allHaveZero &= hasOption(o, ZERO);
            someP |= isPPosition(o);
        }
        if (allHaveZero && someP) {
            return ZERO;
        }
        // An option K born last is not an option of H (H is born before some option of G), so H is an option of K;
        // and an option born on H's birthday is neither an option of H nor has H as an option.
        int last = set[0];
        for (int o : set) {
            if (birthdays.get(o) > birthdays.get(last)) {
                last = o;
            }
        }
        boolean[] bornOn = new boolean[birthdays.get(last) + 1];
        for (int o : set) {
            bornOn[birthdays.get(o)] = true;
        }
        for (int h : options.get(last)) {
            if (h != ZERO && !bornOn[birthdays.get(h)] && revertsTo(set, h)) {
                return h;
            }
        }
        return -1;
    }

    /** Whether every option of {@code h} is in {@code set} and every other member of {@code set} has option h. */
    private boolean revertsTo(int[] set, int h) {
        int[] hOptions = options.get(h);
        for (int x : hOptions) {
            if (Arrays.binarySearch(set, x) < 0) {
                return false;
            }
        }
        for (int o : set) {
            if (Arrays.binarySearch(hOptions, o) < 0 && !hasOption(o, h)) {
                return false;
            }
        }
        return true;
    }

    private int record(int[] byId) {
        int id = options.size();
        if (memory != null) {
            memory.requireGrowing(BYTES_PER_GAME + 8L * byId.length, HELD + " (" + id + " games)");
        }
        worked();
        options.add(byId);
        ordered.add(null);
        int birthday = 0;
        for (int o : byId) {
            birthday = Math.max(birthday, birthdays.get(o) + 1);
        }
        birthdays.add(birthday);
        normalValues.add(mex(byId, normalValues));
        misereValues.add(byId.length == 0 ? 1 : mex(byId, misereValues));
        evenParts.add(-1);
        mates.add(-1);
        byOptions.put(IntBuffer.wrap(byId), id);
        return id;
    }

    /** Counts a unit of work (and the options looked at in {@link #of}); checks the deadline every so often. */
    private void worked() {
        if (++work > stepLimit) {
            throw new ResourceLimitException("the misère canonical forms took more than " + (long) stepLimit
                    + " steps (" + options.size() + " forms made)", ResourceLimitException.Resource.STEPS,
                    stepLimit * 10);
        }
        if (work >= nextCheck) {
            nextCheck = work + CHECK_EVERY;
            checkDeadline(options.size() + " misère canonical forms made");
        }
    }

    /**
     * Charges memory that a user of this space holds for it (a table of positions' forms) to the run's account.
     *
     * @param bytes the memory about to be allocated
     * @param what what holds it, for the message
     * @throws org.sprague.ResourceLimitException of kind memory when the run's total does not fit
     */
    public void charge(long bytes, String what) {
        if (memory != null) {
            memory.requireGrowing(bytes, what);
        }
    }

    /** Charges one cached sum or difference to the run's memory. */
    private void cached() {
        if (memory != null) {
            memory.requireGrowing(BYTES_PER_ENTRY, HELD + " (" + options.size() + " games) and their sums");
        }
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

    private static int mex(int[] opts, IntList values) {
        boolean[] seen = new boolean[opts.length + 1];
        for (int o : opts) {
            int v = values.get(o);
            if (v < seen.length) {
                seen[v] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /**
     * The options of a game, in CGSuite's canonical order (see {@link #compare}).
     *
     * @param g a game
     * @return its options in simplest form; do not modify
     */
    public int[] options(int g) {
        int[] known = ordered.get(g);
        if (known == null) {
            int[] byId = options.get(g);
            Integer[] boxed = new Integer[byId.length];
            for (int i = 0; i < byId.length; i++) {
                boxed[i] = byId[i];
            }
            Arrays.sort(boxed, this::compare);
            known = new int[byId.length];
            for (int i = 0; i < byId.length; i++) {
                known[i] = boxed[i];
            }
            ordered.set(g, known);
        }
        return known;
    }

    /** The options of g sorted by id: for work where the order does not matter. */
    int[] optionSet(int g) {
        return options.get(g);
    }

    /**
     * Whether {@code h} is an option of {@code g}.
     *
     * @param g a game
     * @param h a game
     * @return true when h is one of g's options in simplest form
     */
    public boolean hasOption(int g, int h) {
        return Arrays.binarySearch(options.get(g), h) >= 0;
    }

    /**
     * The birthday of the simplest form.
     *
     * @param g a game
     * @return its birthday
     */
    public int birthday(int g) {
        return birthdays.get(g);
    }

    /**
     * The normal-play nim value (Grundy value), Conway's G+.
     *
     * @param g a game
     * @return the mex of its options' values
     */
    public int normalValue(int g) {
        return normalValues.get(g);
    }

    /**
     * The misère nim value, Conway's G-: 1 for 0, else the mex of the options' misère values; 0 exactly for the
     * misère P-positions.
     *
     * @param g a game
     * @return its misère nim value
     */
    public int misereValue(int g) {
        return misereValues.get(g);
    }

    /**
     * Whether the previous player wins {@code g} in misère play.
     *
     * @param g a game
     * @return true for a misère P-position
     */
    public boolean isPPosition(int g) {
        return misereValues.get(g) == 0;
    }

    /**
     * The disjunctive sum G + H.
     *
     * @param g a game
     * @param h a game
     * @return the simplest form of g + h
     */
    public int sum(int g, int h) {
        if (g == ZERO) {
            return h;
        }
        if (h == ZERO) {
            return g;
        }
        long key = g < h ? ((long) g << 32) | h : ((long) h << 32) | g;
        Integer known = sums.get(key);
        if (known != null) {
            return known;
        }
        worked();
        int[] gOpts = options.get(g);
        int[] hOpts = options.get(h);
        int[] opts = new int[gOpts.length + hOpts.length];
        for (int i = 0; i < gOpts.length; i++) {
            opts[i] = sum(gOpts[i], h);
        }
        for (int i = 0; i < hOpts.length; i++) {
            opts[gOpts.length + i] = sum(g, hOpts[i]);
        }
        int s = of(opts);
        sums.put(key, s);
        cached();
        return s;
    }

    /**
     * A game X with X + h = g, when one is found (h is then a part of g, Conway ONAG ch. 12); see
     * {@link Differences} for which are found.
     *
     * @param g a game
     * @param h a game
     * @return the difference, or -1 when none was found
     */
    public int difference(int g, int h) {
        return differences.of(g, h);
    }

    /**
     * Conway's mate: *1 for 0, else the game of the options' mates (ONAG ch. 12).
     *
     * @param g a game
     * @return its mate
     */
    public int mate(int g) {
        if (g <= STAR) {
            return g ^ 1;
        }
        int known = mates.get(g);
        if (known >= 0) {
            return known;
        }
        int[] opts = options.get(g).clone();
        for (int i = 0; i < opts.length; i++) {
            opts[i] = mate(opts[i]);
        }
        int m = of(opts);
        mates.set(g, m);
        return m;
    }

    /**
     * Whether G is even: of G and G + *1, the one with the smaller birthday (CGSuite's convention).
     *
     * @param g a game
     * @return true when g's birthday is less than that of g + *1
     */
    public boolean isEven(int g) {
        return evenPart(g) == g;
    }

    /**
     * The even one of G and G + *1.
     *
     * @param g a game
     * @return g when g is even, else g + *1
     */
    public int evenPart(int g) {
        int known = evenParts.get(g);
        if (known >= 0) {
            return known;
        }
        int plusOne = sum(g, STAR);
        int even = birthday(plusOne) < birthday(g) ? plusOne : g;
        evenParts.set(g, even);
        return even;
    }

    /**
     * Whether g is a nim heap *n.
     *
     * @param g a game
     * @return true when g = *birthday(g)
     */
    public boolean isNimHeap(int g) {
        return nimber(birthday(g)) == g;
    }

    /**
     * CGSuite's canonical order of games: by the even parts' birthday, number of options, normal and misère nim
     * values, then their options in this order, lexicographically; of G and G + *1, the even one first.
     *
     * @param a a game
     * @param b a game
     * @return negative, zero or positive as a comes before, is, or comes after b
     */
    public int compare(int a, int b) {
        if (a == b) {
            return 0;
        }
        int ea = evenPart(a);
        int eb = evenPart(b);
        if (ea == eb) {
            return a == ea ? -1 : 1;
        }
        int c = Integer.compare(birthday(ea), birthday(eb));
        if (c == 0) {
            c = Integer.compare(options.get(ea).length, options.get(eb).length);
        }
        if (c == 0) {
            c = Integer.compare(normalValue(ea), normalValue(eb));
        }
        if (c == 0) {
            c = Integer.compare(misereValue(ea), misereValue(eb));
        }
        int[] oa = c == 0 ? options(ea) : null;
        int[] ob = c == 0 ? options(eb) : null;
        for (int i = 0; c == 0 && i < oa.length; i++) {
            c = compare(oa[i], ob[i]);
        }
        return c;
    }

    /**
     * The phylum of a game (tame, restive, ...), as CGSuite classifies it.
     *
     * @param g a game
     * @return its phylum
     */
    public Phylum phylum(int g) {
        return phyla.of(g);
    }

    /**
     * Conway's genus of a game.
     *
     * @param g a game
     * @return its genus
     */
    public Genus genus(int g) {
        return genera.of(g);
    }
}
