package org.sprague.rules;

import java.util.Arrays;
import java.util.BitSet;
import org.sprague.ResourceLimitException;

/**
 * The moves of a rule game kept as numbers in primitive arrays: for each position, the offset of its options in
 * one {@code int} array and their count. An option is one position number, or for take-and-break a part count
 * followed by the parts' numbers. Grows as positions are numbered; holds no user code.
 */
final class MoveTable {
    /** Whether options are lists of parts (take-and-break). */
    final boolean split;
    /** Offset of each position's options in {@link #opts}, -1 while unexplored. */
    int[] first = filled(1024, -1);
    /** Number of options of each position. */
    int[] count = new int[1024];
    /** The options of every explored position, one after another. */
    int[] opts = new int[4096];
    /** How much of {@link #opts} is used. */
    int used;
    /** Whether every option found so far has a smaller number than its position (then no cycle is possible). */
    boolean decreasing = true;
    private final String fileName;

    MoveTable(boolean split, String fileName) {
        this.split = split;
        this.fileName = fileName;
    }

    boolean explored(int id) {
        return first[id] >= 0;
    }

    /** Records that position {@code p}'s options are those appended since {@code start}, {@code n} of them. */
    void close(int p, int start, int n) {
        first[p] = start;
        count[p] = n;
    }

    /**
     * Takes back the expansion of {@code ids[0..n)} and every option appended from {@code usedBefore} on: after a
     * failed exploration, a position counts as explored only when everything it reaches is.
     */
    void forget(int[] ids, int n, int usedBefore) {
        for (int i = 0; i < n; i++) {
            first[ids[i]] = -1;
            count[ids[i]] = 0;
        }
        used = usedBefore;
    }

    /** Appends option (or part) {@code option} of position {@code p}. */
    void add(int p, int option) {
        if (option >= p) {
            decreasing = false;
        }
        append(option);
    }

    void append(int v) {
        if (used == opts.length) {
            if (opts.length >= Integer.MAX_VALUE / 2) {
                throw new ResourceLimitException("the game of " + fileName + " has more than 10^9 options"
                        + " in all; give smaller positions");
            }
            opts = Arrays.copyOf(opts, opts.length * 2);
        }
        opts[used++] = v;
    }

    /** The parts of option {@code j} of explored position {@code id}: one id, or the heaps left. */
    int[] option(int id, int j) {
        if (!split) {
            return new int[] {opts[first[id] + j]};
        }
        int at = first[id];
        for (int k = 0; k < j; k++) {
            at += opts[at] + 1;
        }
        return Arrays.copyOfRange(opts, at + 1, at + 1 + opts[at]);
    }

    /** How many positions explored position {@code id} can reach (itself included). */
    int reachable(int id) {
        return reachable(new int[] {id});
    }

    /** How many positions at least one of the explored positions {@code ids} can reach (themselves included). */
    int reachable(int[] ids) {
        BitSet seen = new BitSet();
        int[] stack = new int[Math.max(16, ids.length)];
        int top = 0;
        int n = 0;
        for (int id : ids) {
            if (!seen.get(id)) {
                seen.set(id);
                n++;
                stack[top++] = id;
            }
        }
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

    /** Makes room for positions numbered below {@code size}. */
    void grow(int size) {
        if (size <= first.length) {
            return;
        }
        int n = Math.max(size, (int) Math.min(Integer.MAX_VALUE - 16, first.length * 2L));
        int old = first.length;
        first = Arrays.copyOf(first, n);
        Arrays.fill(first, old, n, -1);
        count = Arrays.copyOf(count, n);
    }

    static int[] filled(int n, int v) {
        int[] a = new int[n];
        Arrays.fill(a, v);
        return a;
    }
}
