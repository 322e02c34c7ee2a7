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
}
