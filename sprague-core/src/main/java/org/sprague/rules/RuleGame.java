package org.sprague.rules;

import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;

/**
 * The game of a rule file, with its moves cached in primitive tables: each position is numbered
 * ({@link PositionIds}), {@code moves} is called once per position (in batches on the guarded worker), and the
 * options are kept as numbers in one {@code int} array ({@link MoveTable}), so the values ({@link RuleValues}) are
 * computed at the speed of a built-in ruleset.
 */
public final class RuleGame {
    /** Default most positions held (about 20 bytes each). */
    public static final long DEFAULT_MAX_STATES = 20_000_000L;

    private final RuleFile file;
    private final GuardedMoves guard;
    private final long maxStates;
    private final PositionIds ids;
    /** The numbering of int heaps (the id is the heap), or {@code null} for other forms. */
    private final PositionIds.Direct direct;
    private final MoveTable table;
    private final RuleValues values;

    public RuleGame(RuleFile file, GuardedMoves guard, long maxStates) {
        this.file = file;
        this.guard = guard;
        this.maxStates = maxStates;
        this.ids = PositionIds.of(file.form());
        this.direct = ids instanceof PositionIds.Direct d ? d : null;
        this.table = new MoveTable(file.form() == RuleForm.SPLIT, file.fileName());
        this.values = new RuleValues(table, direct != null, this::text, file.fileName());
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
            todo |= !table.explored(r);
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
            throw new ResourceLimitException(names -> "a table of heaps 0.." + n + " needs more positions than the"
                    + " state budget of " + maxStates + "; give a smaller " + names.name(Parameter.RANGE),
                    ResourceLimitException.Resource.OTHER, Double.NaN);
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
        grow(id + 1);
        return id;
    }

    private Object heapObject(long n) {
        return file.form() == RuleForm.HEAP_LONG ? (Object) n : (Object) (int) n;
    }

    public int optionCount(int id) {
        explore(id);
        return table.count[id];
    }

    /** The parts of option {@code j} of position {@code id}: one id, or for take-and-break the heaps left. */
    public int[] option(int id, int j) {
        explore(id);
        return table.option(id, j);
    }

    /** The Grundy value of position {@code id}. */
    public int grundy(int id) {
        return value(id, false);
    }

    /** The misère Grundy value of position {@code id} (0 exactly when it loses under misère play). */
    public int misere(int id) {
        return value(id, true);
    }

    private int value(int id, boolean misereValues) {
        if (values.of(misereValues)[id] < 0) {
            explore(id);
            values.evaluate(new int[] {id}, misereValues, ids.size());
        }
        return values.of(misereValues)[id];
    }

    /** The values of heaps 0..n (heap forms): Grundy values, or misère Grundy values. */
    public int[] table(int n, boolean misereValues) {
        return values(heapRoots(n), misereValues);
    }

    /** The values of the given positions (explored first). */
    public int[] values(int[] roots, boolean misereValues) {
        explore(roots);
        values.evaluate(roots, misereValues, ids.size());
        int[] all = values.of(misereValues);
        int[] out = new int[roots.length];
        for (int i = 0; i < roots.length; i++) {
            out[i] = all[roots[i]];
        }
        return out;
    }

    /** How many positions {@code id} can reach (itself included). */
    public int reachable(int id) {
        explore(id);
        return table.reachable(id);
    }

    // ---- exploration (runs on the guarded worker) ----

    private void exploreFrom(int[] roots) {
        int[] stack = new int[64];
        int top = 0;
        for (int r : roots) {
            if (table.explored(r)) {
                continue;
            }
            stack[top++] = r;
            while (top > 0) {
                int p = stack[--top];
                if (table.explored(p)) {
                    continue;
                }
                int from = table.used;
                expand(p);
                if (ids.size() > maxStates) {
                    throw new ResourceLimitException("the game of " + file.fileName() + " reaches more than "
                            + maxStates + " positions from " + text(r) + " (the state budget); give smaller"
                            + " positions");
                }
                int at = from;
                while (at < table.used) {
                    int len = table.split ? table.opts[at++] : 1;
                    for (int k = 0; k < len; k++, at++) {
                        int c = table.opts[at];
                        if (!table.explored(c)) {
                            if (top == stack.length) {
                                stack = java.util.Arrays.copyOf(stack, top * 2);
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
        int start = table.used;
        int n = 0;
        switch (file.form()) {
            case HEAP -> {
                for (int o : (int[]) result) {
                    checkNonNegative(p, o);
                    table.add(p, heapId(o));
                    n++;
                }
            }
            case HEAP_LONG -> {
                for (long o : (long[]) result) {
                    checkNonNegative(p, o);
                    table.add(p, id(o));
                    n++;
                }
            }
            case SPLIT -> {
                for (int[] o : (int[][]) result) {
                    if (o == null) {
                        throw bad(p, "gave a null option; use {} for a move that leaves nothing");
                    }
                    table.append(o.length);
                    for (int part : o) {
                        checkNonNegative(p, part);
                        table.add(p, heapId(part));
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
                    table.add(p, id(o));
                    n++;
                }
            }
        }
        table.close(p, start, n);
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
        table.grow(size);
        values.grow(size);
    }
}
