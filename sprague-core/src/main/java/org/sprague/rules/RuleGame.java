package org.sprague.rules;

import java.util.Arrays;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * The game of a rule file, with its moves cached in primitive tables: each position is numbered
 * ({@link PositionIds}), {@code moves} is called once per position (in batches on the guarded worker), and the
 * options are kept as numbers in one {@code int} array, so the values are computed at the speed of a built-in
 * ruleset. Grundy values (Sprague 1935, Grundy 1939: the mex of the options' values, an option of several heaps
 * having the XOR of theirs) and misère Grundy values (the mex of the options' misère values, 1 at a position
 * without moves) are computed bottom-up without recursion, with a check that the game has no cycle.
 */
public final class RuleGame {
    /** Default most positions held (about 20 bytes each). */
    public static final long DEFAULT_MAX_STATES = 20_000_000L;

    private final RuleFile file;
    private final GuardedMoves guard;
    private final long maxStates;
    private final PositionIds ids;
    private final boolean split;
    /** The numbering of int heaps (the id is the heap), or {@code null} for other forms. */
    private final PositionIds.Direct direct;
    /** Offset of each position's options in {@link #opts}, -1 while unexplored. */
    private int[] first = filled(1024, -1);
    /** Number of options of each position. */
    private int[] count = new int[1024];
    /** Options: ids (one-position forms), or for take-and-break a part count followed by the parts' ids. */
    private int[] opts = new int[4096];
    private int used;
    private int[] grundy = filled(1024, -1);
    private int[] misere = filled(1024, -1);
    /** Whether every option found so far has a smaller number than its position (then no cycle is possible). */
    private boolean decreasing = true;
    private int[] mexMarks = new int[16];
    private int mexStamp;

    public RuleGame(RuleFile file, GuardedMoves guard, long maxStates) {
        this.file = file;
        this.guard = guard;
        this.maxStates = maxStates;
        this.ids = PositionIds.of(file.form());
        this.split = file.form() == RuleForm.SPLIT;
        this.direct = ids instanceof PositionIds.Direct d ? d : null;
    }

    public RuleFile file() {
        return file;
    }

    public RuleForm form() {
        return file.form();
    }

    /** The number of a position: an Integer heap (int forms), a Long heap, or an int[] tuple. */
    public int id(Object position) {
        int id = ids.idOf(position);
        grow(ids.size());
        return id;
    }

    /** The position numbered {@code id}. */
    public Object position(int id) {
        return ids.position(id);
    }

    /** The position as the user writes it. */
    public String text(int id) {
        return PositionIds.text(ids.position(id));
    }

    /** How many positions are known. */
    public int size() {
        return ids.size();
    }

    /** Calls {@code moves} at every position reachable from {@code roots} not yet explored. */
    public void explore(int... roots) {
        boolean todo = false;
        for (int r : roots) {
            todo |= first[r] < 0;
        }
        if (todo) {
            guard.run(() -> {
                exploreFrom(roots);
                return null;
            });
        }
    }

    /** Explores every heap 0..n (heap forms), in one batch. */
    public void exploreUpTo(int n) {
        explore(heapRoots(n));
    }

    /** The ids of heaps 0..n. */
    private int[] heapRoots(int n) {
        if (n > maxStates) {
            throw new ResourceLimitException("a table of heaps 0.." + n + " needs more positions than the state"
                    + " budget of " + maxStates + "; give a smaller --upto");
        }
        int[] roots = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            roots[i] = direct != null ? heapId(i) : id(heapObject(i));
        }
        return roots;
    }

    /** The id of heap {@code n} of an {@code int} form, without boxing. */
    private int heapId(int n) {
        int id = direct.heap(n);
        if (id >= first.length) {
            grow(id + 1);
        }
        return id;
    }

    private Object heapObject(long n) {
        return file.form() == RuleForm.HEAP_LONG ? (Object) n : (Object) (int) n;
    }

    public int optionCount(int id) {
        explore(id);
        return count[id];
    }

    /** The parts of option {@code j} of position {@code id}: one id, or for take-and-break the heaps left. */
    public int[] option(int id, int j) {
        explore(id);
        if (!split) {
            return new int[] {opts[first[id] + j]};
        }
        int at = first[id];
        for (int k = 0; k < j; k++) {
            at += opts[at] + 1;
        }
        return Arrays.copyOfRange(opts, at + 1, at + 1 + opts[at]);
    }

    /** The Grundy value of position {@code id}. */
    public int grundy(int id) {
        if (grundy[id] < 0) {
            explore(id);
            evaluate(new int[] {id}, grundy, false);
        }
        return grundy[id];
    }

    /** The misère Grundy value of position {@code id} (0 exactly when it loses under misère play). */
    public int misere(int id) {
        if (misere[id] < 0) {
            explore(id);
            evaluate(new int[] {id}, misere, true);
        }
        return misere[id];
    }

    /**
     * The values of heaps 0..n (heap forms): Grundy values, or misère Grundy values.
     */
    public int[] table(int n, boolean misereValues) {
        int[] roots = heapRoots(n);
        explore(roots);
        int[] values = misereValues ? misere : grundy;
        evaluate(roots, values, misereValues);
        int[] out = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            out[i] = values[roots[i]];
        }
        return out;
    }

    /** The values of the given positions (explored first). */
    public int[] values(int[] roots, boolean misereValues) {
        explore(roots);
        int[] values = misereValues ? misere : grundy;
        evaluate(roots, values, misereValues);
        int[] out = new int[roots.length];
        for (int i = 0; i < roots.length; i++) {
            out[i] = values[roots[i]];
        }
        return out;
    }

    /** How many positions {@code id} can reach (itself included). */
    public int reachable(int id) {
        explore(id);
        java.util.BitSet seen = new java.util.BitSet();
        int[] stack = {id};
        int top = 1;
        seen.set(id);
        int n = 1;
        while (top > 0) {
            int p = stack[--top];
            int at = first[p];
            for (int j = 0; j < count[p]; j++) {
                int len = split ? opts[at++] : 1;
                for (int k = 0; k < len; k++, at++) {
                    int c = opts[at];
                    if (!seen.get(c)) {
                        seen.set(c);
                        n++;
                        if (top == stack.length) {
                            stack = Arrays.copyOf(stack, top * 2);
                        }
                        stack[top++] = c;
                    }
                }
            }
        }
        return n;
    }

    // ---- exploration (runs on the guarded worker) ----

    private void exploreFrom(int[] roots) {
        int[] stack = new int[64];
        int top = 0;
        for (int r : roots) {
            if (first[r] >= 0) {
                continue;
            }
            stack[top++] = r;
            while (top > 0) {
                int p = stack[--top];
                if (first[p] >= 0) {
                    continue;
                }
                int from = used;
                expand(p);
                if (ids.size() > maxStates) {
                    throw new ResourceLimitException("the game of " + file.fileName() + " reaches more than "
                            + maxStates + " positions from " + text(r) + " (the state budget); give smaller"
                            + " positions");
                }
                int at = from;
                while (at < used) {
                    int len = split ? opts[at++] : 1;
                    for (int k = 0; k < len; k++, at++) {
                        int c = opts[at];
                        if (first[c] < 0) {
                            if (top == stack.length) {
                                stack = Arrays.copyOf(stack, top * 2);
                            }
                            stack[top++] = c;
                        }
                    }
                }
            }
        }
    }

    /** Calls {@code moves} at {@code p} and appends its options. */
    private void expand(int p) {
        Object pos = ids.position(p);
        Object result;
        try {
            result = switch (file.form()) {
                case HEAP -> (int[]) file.moves().invokeExact((int) (Integer) pos);
                case HEAP_LONG -> (long[]) file.moves().invokeExact((long) (Long) pos);
                case SPLIT -> (int[][]) file.moves().invokeExact((int) (Integer) pos);
                case TUPLE -> (int[][]) file.moves().invokeExact(((int[]) pos).clone());
            };
        } catch (Throwable t) {
            if (t instanceof VirtualMachineError e && !(t instanceof StackOverflowError)) {
                throw e;
            }
            throw guard.userError(text(p), t);
        }
        if (result == null) {
            throw bad(p, "returned null; return an empty array when there is no move");
        }
        int start = used;
        int n = 0;
        switch (file.form()) {
            case HEAP -> {
                for (int o : (int[]) result) {
                    checkNonNegative(p, o);
                    add(p, heapId(o));
                    n++;
                }
            }
            case HEAP_LONG -> {
                for (long o : (long[]) result) {
                    checkNonNegative(p, o);
                    add(p, id(o));
                    n++;
                }
            }
            case SPLIT -> {
                for (int[] o : (int[][]) result) {
                    if (o == null) {
                        throw bad(p, "gave a null option; use {} for a move that leaves nothing");
                    }
                    append(o.length);
                    for (int part : o) {
                        checkNonNegative(p, part);
                        add(p, heapId(part));
                    }
                    n++;
                }
            }
            case TUPLE -> {
                for (int[] o : (int[][]) result) {
                    if (o == null) {
                        throw bad(p, "gave a null option");
                    }
                    for (int part : o) {
                        checkNonNegative(p, part);
                    }
                    add(p, id(o));
                    n++;
                }
            }
        }
        first[p] = start;
        count[p] = n;
    }

    private void add(int p, int option) {
        if (option >= p) {
            decreasing = false;
        }
        append(option);
    }

    private void append(int v) {
        if (used == opts.length) {
            if (opts.length >= Integer.MAX_VALUE / 2) {
                throw new ResourceLimitException("the game of " + file.fileName() + " has more than 10^9 options"
                        + " in all; give smaller positions");
            }
            opts = Arrays.copyOf(opts, opts.length * 2);
        }
        opts[used++] = v;
    }

    private void checkNonNegative(int p, long v) {
        if (v < 0) {
            throw bad(p, "gave " + v + ": positions are nonnegative");
        }
        if (file.form() != RuleForm.HEAP_LONG && v > maxStates && file.form() != RuleForm.TUPLE) {
            throw new ResourceLimitException("moves(" + text(p) + ") of " + file.fileName() + " gave heap " + v
                    + ", beyond the state budget of " + maxStates + " positions; give smaller positions");
        }
    }

    private BadInputException bad(int p, String what) {
        return new BadInputException(file.fileName() + ": moves(" + text(p) + ") " + what);
    }

    private void grow(int size) {
        if (size <= first.length) {
            return;
        }
        int n = Math.max(size, (int) Math.min(Integer.MAX_VALUE - 16, first.length * 2L));
        int old = first.length;
        first = Arrays.copyOf(first, n);
        Arrays.fill(first, old, n, -1);
        count = Arrays.copyOf(count, n);
        grundy = Arrays.copyOf(grundy, n);
        Arrays.fill(grundy, old, n, -1);
        misere = Arrays.copyOf(misere, n);
        Arrays.fill(misere, old, n, -1);
    }

    private static int[] filled(int n, int v) {
        int[] a = new int[n];
        Arrays.fill(a, v);
        return a;
    }

    // ---- evaluation ----

    /** Fills {@code values} at {@code root} and below: bottom-up, in number order when that is safe. */
    private void evaluate(int[] roots, int[] values, boolean misereValues) {
        if (decreasing && file.form() != RuleForm.HEAP_LONG && file.form() != RuleForm.TUPLE) {
            int root = 0;
            for (int r : roots) {
                root = Math.max(root, r);
            }
            for (int p = 0; p <= root; p++) {
                if (values[p] < 0 && first[p] >= 0) {
                    values[p] = valueOf(p, values, misereValues);
                }
            }
            return;
        }
        byte[] state = new byte[ids.size()]; // 0 new, 1 expanding
        for (int root : roots) {
            evaluateFrom(root, values, misereValues, state);
        }
    }

    private void evaluateFrom(int root, int[] values, boolean misereValues, byte[] state) {
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = root;
        while (top > 0) {
            int p = stack[top - 1];
            if (values[p] >= 0) {
                top--;
                continue;
            }
            if (state[p] == 0) {
                state[p] = 1;
                int at = first[p];
                for (int j = 0; j < count[p]; j++) {
                    int len = split ? opts[at++] : 1;
                    for (int k = 0; k < len; k++, at++) {
                        int c = opts[at];
                        if (values[c] < 0) {
                            if (state[c] == 1) {
                                throw new BadInputException(file.fileName() + ": the game has a cycle through"
                                        + " position " + text(c) + " (it can be reached from itself); a game must"
                                        + " end, so every play must be finite");
                            }
                            if (top == stack.length) {
                                stack = Arrays.copyOf(stack, top * 2);
                            }
                            stack[top++] = c;
                        }
                    }
                }
            } else {
                values[p] = valueOf(p, values, misereValues);
                top--;
            }
        }
    }

    /** The mex of the options' values; for misère values, 1 at a position without moves. */
    private int valueOf(int p, int[] values, boolean misereValues) {
        int n = count[p];
        if (n == 0) {
            return misereValues ? 1 : 0;
        }
        if (mexMarks.length < n + 1) {
            mexMarks = new int[Math.max(n + 1, mexMarks.length * 2)];
            mexStamp = 0;
        }
        int stamp = ++mexStamp;
        int at = first[p];
        for (int j = 0; j < n; j++) {
            int v;
            if (split && misereValues) {
                v = misereOfParts(p, at + 1, opts[at]);
                at += opts[at] + 1;
            } else if (split) {
                int len = opts[at++];
                v = 0;
                for (int k = 0; k < len; k++) {
                    v ^= values[opts[at++]];
                }
            } else {
                v = values[opts[at++]];
            }
            if (v <= n) {
                mexMarks[v] = stamp;
            }
        }
        int m = 0;
        while (mexMarks[m] == stamp) {
            m++;
        }
        return m;
    }

    /** The misère value of an option of take-and-break: heaps without moves count for nothing. */
    private int misereOfParts(int p, int from, int len) {
        int only = -1;
        for (int k = from; k < from + len; k++) {
            if (count[opts[k]] > 0) {
                if (only >= 0) {
                    throw new BadInputException(file.fileName() + ": misère values are tabled for options of one"
                            + " heap, and moves(" + text(p) + ") leaves several heaps with moves; solve such sums"
                            + " with 'solve --rules ... --misere' instead");
                }
                only = opts[k];
            }
        }
        return only < 0 ? 1 : misere[only];
    }
}
