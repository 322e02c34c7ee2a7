package org.sprague.rules;

import java.util.Arrays;
import java.util.function.IntFunction;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.catalog.GameOption;

/**
 * Grundy values (Sprague 1935, Grundy 1939: the mex of the options' values, an option of several heaps having the
 * XOR of theirs) and misère Grundy values (the mex of the options' misère values, 1 at a position without moves)
 * of the explored positions of a {@link MoveTable}, computed bottom-up without recursion, with a check that the
 * game has no cycle.
 */
final class RuleValues {
    private final MoveTable table;
    /** Whether positions are numbered so that, when every option is smaller, number order is bottom-up. */
    private final boolean numberOrder;
    private final IntFunction<String> text;
    private final String fileName;
    int[] grundy = MoveTable.filled(1024, -1);
    int[] misere = MoveTable.filled(1024, -1);
    private int[] mexMarks = new int[16];
    private int mexStamp;

    /**
     * @param numberOrder whether the numbers are the heaps themselves (so small numbers are met first)
     * @param text a position as the user writes it, for messages
     */
    RuleValues(MoveTable table, boolean numberOrder, IntFunction<String> text, String fileName) {
        this.table = table;
        this.numberOrder = numberOrder;
        this.text = text;
        this.fileName = fileName;
    }

    /** Makes room for positions numbered below {@code size}. */
    void grow(int size) {
        if (size <= grundy.length) {
            return;
        }
        int old = grundy.length;
        int n = Math.max(size, (int) Math.min(Integer.MAX_VALUE - 16, old * 2L));
        grundy = Arrays.copyOf(grundy, n);
        Arrays.fill(grundy, old, n, -1);
        misere = Arrays.copyOf(misere, n);
        Arrays.fill(misere, old, n, -1);
    }

    int[] of(boolean misereValues) {
        return misereValues ? misere : grundy;
    }

    /**
     * Fills the values at {@code roots} and below (all explored): bottom-up, in number order when that is safe.
     *
     * @param size how many positions are numbered
     */
    void evaluate(int[] roots, boolean misereValues, int size) {
        int[] values = of(misereValues);
        if (table.decreasing && numberOrder) {
            int root = 0;
            for (int r : roots) {
                root = Math.max(root, r);
            }
            for (int p = 0; p <= root; p++) {
                if (values[p] < 0 && table.first[p] >= 0) {
                    values[p] = valueOf(p, values, misereValues);
                }
            }
            return;
        }
        byte[] state = new byte[size]; // 0 new, 1 expanding
        for (int root : roots) {
            evaluateFrom(root, values, misereValues, state);
        }
    }

    private void evaluateFrom(int root, int[] values, boolean misereValues, byte[] state) {
        int[] first = table.first;
        int[] count = table.count;
        int[] opts = table.opts;
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
                    int len = table.split ? opts[at++] : 1;
                    for (int k = 0; k < len; k++, at++) {
                        int c = opts[at];
                        if (values[c] < 0) {
                            if (state[c] == 1) {
                                throw new BadInputException(fileName + ": the game has a cycle through position "
                                        + text.apply(c) + " (it can be reached from itself); a game must end, so"
                                        + " every play must be finite");
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
        int[] opts = table.opts;
        int n = table.count[p];
        if (n == 0) {
            return misereValues ? 1 : 0;
        }
        if (mexMarks.length < n + 1) {
            mexMarks = new int[Math.max(n + 1, mexMarks.length * 2)];
            mexStamp = 0;
        }
        int stamp = ++mexStamp;
        int at = table.first[p];
        for (int j = 0; j < n; j++) {
            int v;
            if (table.split && misereValues) {
                v = misereOfParts(p, at + 1, opts[at]);
                at += opts[at] + 1;
            } else if (table.split) {
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
            int part = table.opts[k];
            if (table.count[part] > 0) {
                if (only >= 0) {
                    String why = fileName + ": misère values are tabled for options of one heap, and moves("
                            + text.apply(p) + ") leaves several heaps with moves; solve such sums with 'solve ";
                    throw new BadInputException(names -> why + names.name(Parameter.RULES) + " ... "
                            + GameOption.MISERE.name() + "' instead");
                }
                only = part;
            }
        }
        return only < 0 ? 1 : misere[only];
    }
}
