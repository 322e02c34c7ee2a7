package org.sprague.heap;

import java.util.Arrays;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * The Grundy values G(0..upto) of a ruleset in one growing {@code int} array, extended on demand by the
 * ruleset's {@link HeapRuleset#computeValues}.
 */
public final class GrundyTable {
    /** The largest table this class builds (the JVM's array limit, minus headroom). */
    public static final int MAX_UPTO = Integer.MAX_VALUE - 16;

    // growing copies the array: the old and the new one must fit together, with room for the rest of the program
    private static final double MEMORY_SHARE = 0.45;

    private final HeapRuleset rules;
    private int[] g = new int[64];
    private int upto;

    /**
     * A table holding G(0) = 0 only (the empty heap has no move).
     *
     * @param rules the ruleset whose values it computes
     */
    public GrundyTable(HeapRuleset rules) {
        this.rules = rules;
        this.upto = 0;
    }

    /**
     * The ruleset whose values the table holds.
     *
     * @return the rules given at construction
     */
    public HeapRuleset rules() {
        return rules;
    }

    /**
     * The largest heap whose value is known.
     *
     * @return n such that G(0..n) are in the table; 0 at first
     */
    public int upto() {
        return upto;
    }

    /**
     * A value from the table.
     *
     * @param n a heap, {@code 0 <= n <= upto()}
     * @return G(n)
     */
    public int get(int n) {
        return g[n];
    }

    /**
     * The backing array, shared (it is replaced when the table grows).
     *
     * @return the values; entries past {@link #upto()} are meaningless
     */
    public int[] array() {
        return g;
    }

    /**
     * Computes values up to {@code n}.
     *
     * @param n the largest heap wanted
     * @return this table
     * @throws ResourceLimitException when the array would not fit in memory
     */
    public GrundyTable extendTo(long n) {
        return extendTo(n, Budget.Deadline.none());
    }

    /**
     * Computes values up to {@code n}, in blocks, checking {@code deadline} between blocks (at most about 64
     * blocks, so a run stops within a few percent of its time limit and the rulesets' loops stay long).
     *
     * @param n the largest heap wanted
     * @param deadline the run's time limit
     * @return this table
     * @throws ResourceLimitException when the array would not fit in memory, or the deadline passes
     */
    public GrundyTable extendTo(long n, Budget.Deadline deadline) {
        if (n <= upto) {
            return this;
        }
        if (n > MAX_UPTO) {
            throw new ResourceLimitException("a Grundy table up to " + n + " does not fit in one array (at most "
                    + MAX_UPTO + " values); ask for fewer values");
        }
        int target = (int) n;
        if (target >= g.length) {
            long bytes = 4L * (target + 1L);
            Runtime rt = Runtime.getRuntime();
            long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
            if (bytes > free * MEMORY_SHARE) {
                throw ResourceLimitException.memory("Grundy values up to " + n + " need about " + (bytes >> 20)
                        + " MiB, more than the memory left; ask for fewer values", bytes, MEMORY_SHARE);
            }
            g = Arrays.copyOf(g, (int) Math.min(MAX_UPTO + 1L, Math.max(target + 1L, (long) g.length * 2)));
        }
        int block = rules.resumesCheaply() ? Math.max(1 << 12, (target - upto) / 64) : target - upto;
        while (upto < target) {
            deadline.check("G(0.." + upto + ") of " + rules.name() + " computed");
            int to = (int) Math.min(target, (long) upto + block);
            rules.computeValues(g, upto + 1, to);
            upto = to;
        }
        return this;
    }
}
