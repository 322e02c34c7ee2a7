package org.sprague.rules;

import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;

/**
 * The game of a rule file, with its moves cached in primitive tables: each position is numbered
 * ({@link PositionIds}), {@code moves} is called once per position (in batches on the guarded worker), and the
 * options are kept as numbers in one {@code int} array ({@link MoveTable}), so the values ({@link RuleValues}) are
 * computed at the speed of a built-in ruleset. Text positions are numbered like tuples; with {@code parts}, each
 * option is kept as the numbers of its parts, as take-and-break keeps the heaps left.
 */
public final class RuleGame {
    /** Default most positions held (about 20 bytes each). */
    public static final long DEFAULT_MAX_STATES = 20_000_000L;
    /** The most options one position may have. */
    public static final int MAX_OPTIONS = 10_000_000;
    /** The most positions of a cycle a message names. */
    private static final int CYCLE_SHOWN = 8;

    private final RuleFile file;
    private final GuardedMoves guard;
    private final long maxStates;
    private final PositionIds ids;
    /** The numbering of int heaps (the id is the heap), or {@code null} for other forms. */
    private final PositionIds.Direct direct;
    private final MoveTable table;
    private final RuleValues values;
    /** The options of text positions split into parts as {@code moves} wrote them, for the positions answers name. */
    private final java.util.Map<Integer, String[]> optionTexts = new java.util.HashMap<>();

    public RuleGame(RuleFile file, GuardedMoves guard, long maxStates) {
        this.file = file;
        this.guard = guard;
        this.maxStates = maxStates;
        this.ids = PositionIds.of(file.form());
        this.direct = ids instanceof PositionIds.Direct d ? d : null;
        this.table = new MoveTable(file.form() == RuleForm.SPLIT || file.splitsParts(), file.fileName());
        this.values = new RuleValues(table, direct != null, this::text, file.fileName());
    }

    public RuleFile file() {
        return file;
    }

    public RuleForm form() {
        return file.form();
    }

    /** The number of a position: an Integer heap (int forms), a Long heap, an int[] tuple or a String. */
    public int id(Object position) {
        if (direct != null && (Integer) position > maxStates) {
            // an int heap is its own number, so a table reaches it only through the state budget
            throw new ResourceLimitException("heap " + position + " of " + file.fileName() + " is beyond the state"
                    + " budget of " + maxStates + " positions (its table holds every heap up to it); give smaller"
                    + " positions, or write the rule as long[] moves(long n) when few heaps are reached");
        }
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

    /**
     * The parts of option {@code j} of position {@code id}: one id, or for take-and-break the heaps left (for text
     * positions with {@code parts}, the option's parts).
     */
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

    /** How many positions at least one of {@code ids} can reach (themselves included). */
    public int reachableFromAll(int[] ids) {
        explore(ids);
        return table.reachable(ids);
    }

    /** The deadline of the run's work over this game's positions (see {@link GuardedMoves#deadline()}). */
    public org.sprague.solve.Budget.Deadline deadline() {
        return guard.deadline();
    }

    // ---- exploration (runs on the guarded worker) ----

    /**
     * Explores depth first from each root, keeping the current path: every option of a position is checked against
     * the path when the position is expanded, so a game with a cycle is reported as one (a back edge) even when its
     * positions grow without bound and the state budget would otherwise run out first. Positions explored in
     * earlier calls are complete (everything they reach is explored), so they cannot lie on a new cycle.
     */
    private void exploreFrom(int[] roots) {
        int usedBefore = table.used;
        expanded = new int[64];
        expandedCount = 0;
        try {
            exploreAll(roots);
        } catch (RuntimeException | Error e) {
            // a failed call (the user's code threw, a cycle, a limit) leaves no half-explored position behind
            table.forget(expanded, expandedCount, usedBefore);
            throw e;
        } finally {
            expanded = null;
        }
    }

    /** The positions expanded by the exploration under way, for {@link MoveTable#forget}. */
    private int[] expanded;
    private int expandedCount;

    private void exploreAll(int[] roots) {
        int[] path = new int[64];
        int[] at = new int[64];
        int[] left = new int[64];
        java.util.BitSet onPath = new java.util.BitSet();
        for (int r : roots) {
            if (table.explored(r)) {
                continue;
            }
            int top = 0;
            visit(r, r, onPath, path, top);
            path[top] = r;
            at[top] = table.first[r];
            left[top++] = table.count[r];
            while (top > 0) {
                int p = path[top - 1];
                int next = -1;
                // the first unexplored part of p's options from the cursor; an option stays current until all
                // its parts are explored
                while (left[top - 1] > 0 && next < 0) {
                    int o = at[top - 1];
                    int len = table.split ? table.opts[o++] : 1;
                    for (int k = 0; k < len && next < 0; k++) {
                        if (!table.explored(table.opts[o + k])) {
                            next = table.opts[o + k];
                        }
                    }
                    if (next < 0) {
                        at[top - 1] = o + len;
                        left[top - 1]--;
                    }
                }
                if (next < 0) {
                    onPath.clear(p);
                    top--;
                    continue;
                }
                if (top == path.length) {
                    path = java.util.Arrays.copyOf(path, top * 2);
                    at = java.util.Arrays.copyOf(at, top * 2);
                    left = java.util.Arrays.copyOf(left, top * 2);
                }
                visit(next, r, onPath, path, top);
                path[top] = next;
                at[top] = table.first[next];
                left[top++] = table.count[next];
            }
        }
    }

    /**
     * Expands {@code p}, which the path {@code path[0..depth)} leads to, puts it on the path, and fails when one of
     * its options is on the path (or is {@code p}): the game then has a cycle.
     */
    private void visit(int p, int root, java.util.BitSet onPath, int[] path, int depth) {
        int from = table.used;
        if (expandedCount == expanded.length) {
            expanded = java.util.Arrays.copyOf(expanded, expandedCount * 2);
        }
        expanded[expandedCount++] = p;
        expand(p);
        if (ids.size() > maxStates) {
            throw new ResourceLimitException("the game of " + file.fileName() + " reaches more than " + maxStates
                    + " positions from " + text(root) + " (the state budget); give smaller positions");
        }
        onPath.set(p);
        int o = from;
        while (o < table.used) {
            int len = table.split ? table.opts[o++] : 1;
            for (int k = 0; k < len; k++, o++) {
                int c = table.opts[o];
                if (onPath.get(c)) {
                    throw cycle(c, p, path, depth);
                }
            }
        }
    }

    /** The cycle from {@code c} (on the path) down the path to {@code p} and back to {@code c}. */
    private BadInputException cycle(int c, int p, int[] path, int depth) {
        java.util.List<Integer> loop = new java.util.ArrayList<>();
        if (c != p) {
            int i = depth - 1;
            while (path[i] != c) {
                i--;
            }
            for (int j = i; j < depth; j++) {
                loop.add(path[j]);
            }
        }
        loop.add(p);
        loop.add(c);
        java.util.List<String> shown = new java.util.ArrayList<>();
        for (int i = 0; i < loop.size(); i++) {
            if (i < CYCLE_SHOWN || i >= loop.size() - 2) {
                shown.add(text(loop.get(i)));
            } else if (i == CYCLE_SHOWN) {
                shown.add("...");
            }
        }
        String length = loop.size() > CYCLE_SHOWN + 2 ? ", " + (loop.size() - 1) + " moves" : "";
        return new BadInputException(file.fileName() + ": the game has a cycle through position " + text(c)
                + " (it can be reached from itself: " + String.join(" -> ", shown) + length + "); a game must"
                + " end, so every play must be finite");
    }

    /**
     * Option {@code j} of position {@code id} as {@code moves} wrote it, for a text rule file with {@code parts}
     * (whose table keeps each option as its parts); {@code null} for other files, whose options are their parts.
     * The options are asked of the rule file again, once per position asked.
     */
    public String optionText(int id, int j) {
        if (!file.splitsParts()) {
            return null;
        }
        explore(id);
        String[] texts = optionTexts.get(id);
        if (texts == null) {
            texts = guard.run(() -> (String[]) call(id));
            if (texts.length != table.count[id]) {
                throw bad(id, "gave " + table.count[id] + " options, then " + texts.length + "; moves must give"
                        + " the same options each time it is asked");
            }
            optionTexts.put(id, texts);
        }
        if (texts[j] == null) {
            throw bad(id, "gave a null option");
        }
        return texts[j];
    }

    /** Calls {@code moves} at {@code p} (on the guarded worker): the user's array, checked not to be null. */
    private Object call(int p) {
        Object pos = ids.position(p);
        Object result;
        try {
            result = switch (file.form()) {
                case HEAP -> (int[]) file.moves().invokeExact((int) (Integer) pos);
                case HEAP_LONG -> (long[]) file.moves().invokeExact((long) (Long) pos);
                case SPLIT -> (int[][]) file.moves().invokeExact((int) (Integer) pos);
                case TUPLE -> (int[][]) file.moves().invokeExact(((int[]) pos).clone());
                case TEXT -> (String[]) file.moves().invokeExact((String) pos);
            };
        } catch (Throwable t) {
            // whatever the user's code throws, Errors included (InternalError, AssertionError, ...), is the user's
            throw guard.userError(text(p), t);
        }
        if (result == null) {
            throw bad(p, "returned null; return an empty array when there is no move");
        }
        return result;
    }

    /** Calls {@code parts} at option {@code option} of position {@code p}: the components whose sum it is. */
    private String[] parts(int p, String option) {
        String[] result;
        try {
            result = (String[]) file.parts().invokeExact(option);
        } catch (Throwable t) {
            throw guard.userError("parts", option, t);
        }
        if (result == null) {
            throw new BadInputException(file.fileName() + ": parts(" + option + ") returned null; return an empty"
                    + " array when nothing is left");
        }
        for (String part : result) {
            if (part == null) {
                throw new BadInputException(file.fileName() + ": parts(" + option + ") gave a null part (an option"
                        + " of " + text(p) + ")");
            }
        }
        return result;
    }

    /** Calls {@code moves} at {@code p} and appends its options. */
    private void expand(int p) {
        Object result = call(p);
        int options = java.lang.reflect.Array.getLength(result);
        if (options > MAX_OPTIONS) {
            throw new ResourceLimitException("moves(" + text(p) + ") of " + file.fileName() + " gave " + options
                    + " options, more than the " + MAX_OPTIONS + " one position may have; give smaller positions");
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
            case TEXT -> {
                for (String o : (String[]) result) {
                    if (o == null) {
                        throw bad(p, "gave a null option");
                    }
                    if (file.splitsParts()) {
                        String[] parts = parts(p, o);
                        table.append(parts.length);
                        for (String part : parts) {
                            table.add(p, id(part));
                        }
                    } else {
                        table.add(p, id(o));
                    }
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
