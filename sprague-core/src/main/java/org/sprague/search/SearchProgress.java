package org.sprague.search;

/** Told now and then how far a long search has got. */
@FunctionalInterface
public interface SearchProgress {
    /** Reports nothing. */
    SearchProgress NONE = (nodes, nanos) -> { };

    /**
     * Called every so many positions from the searching thread.
     *
     * @param nodes positions visited so far
     * @param nanos time since the search started
     */
    void update(long nodes, long nanos);

    /**
     * As {@link #update(long, long)}, with a rough share of the search done (see
     * {@link AlphaBetaOutcomeSearch}); ignored unless the progress shows it.
     *
     * @param nodes positions visited so far
     * @param nanos time since the search started
     * @param done the share done, 0 to 1, a rough estimate
     */
    default void update(long nodes, long nanos, double done) {
        update(nodes, nanos);
    }
}
