package org.sprague.search;

/**
 * Saves a long search's table at intervals (a checkpoint), called from the search's main thread while every other
 * thread of the search waits, so that the table is read whole and unchanged.
 */
public interface SearchSaver {
    /**
     * Whether a save is due; called every 4096 positions, so it must be cheap (a look at the clock).
     *
     * @return true when the interval has passed
     */
    boolean due();

    /**
     * Saves the table.
     *
     * @param table the search's table, not written while this runs
     * @param positions positions visited by every thread since the search's first call
     */
    void save(TranspositionTable table, long positions);
}
