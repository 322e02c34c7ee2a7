package org.sprague.heap.sequence;

/**
 * An algorithm that extends the Grundy sequence of a {@link SplitRules} ruleset: given G(0..from-1) in a store, it
 * computes G(from..to). Engines may keep state between calls (rare positions, a mask); a call whose {@code from}
 * is not where the last one ended rebuilds that state from the stored values, so a run resumed from stored values
 * continues exactly.
 *
 * <p>Every engine gives the same values: the mex of the options' values (Sprague 1935, Grundy 1939); they differ
 * only in how much of the option set they look at.
 */
public interface SequenceEngine extends AutoCloseable {
    /**
     * The engine's name.
     *
     * @return {@code naive} or {@code sparse}, the names a front end chooses an engine by
     */
    String name();

    /**
     * Computes G(from..to) into {@code g}, given G(0..from-1) there.
     *
     * @param g the store, at least {@code to + 1} long
     * @param from the first heap to value
     * @param to the last heap to value
     * @throws org.sprague.ResourceLimitException when a value needs a wider store than memory allows
     */
    void extend(ValueStore g, long from, long to);

    /**
     * The sparse-space state for the statistics of a run.
     *
     * @return the state, or {@code null} when the engine keeps none
     */
    default SparseState sparseState() {
        return null;
    }

    /** Stops the engine's worker threads, if any. */
    @Override
    default void close() {
    }

    /**
     * The sparse-space summary.
     *
     * @param mask the bit mask: a value v is rare when v AND mask has an even number of bits
     * @param rareCount the number of heaps n >= 1 with a rare value
     * @param lastRare the largest such heap, or -1
     */
    record SparseState(int mask, long rareCount, long lastRare) {
    }
}
