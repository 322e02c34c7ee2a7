package org.sprague.catalog;

import org.sprague.search.SearchProgress;

/**
 * Where a game's long search tells how far it has got: the front end's printer (a line on a terminal, a bar, a
 * log), passed in with the {@link GameOptions} ({@link GameOptions#withProgress}). The game opens one
 * {@link Listener} a search, naming what it searches, and closes it when the search ends; the game itself prints
 * nothing.
 */
@FunctionalInterface
public interface ProgressReporter {
    /** Reports nothing: the default of {@link GameOptions}. */
    ProgressReporter NONE = task -> Listener.NONE;

    /**
     * Opens the report of one search.
     *
     * @param task what is searched, such as {@code domineering 8x8}
     * @return the listener of that search, closed when it ends
     */
    Listener open(String task);

    /** The progress of one search, closed when the search ends (answered or not). */
    interface Listener extends SearchProgress, AutoCloseable {
        /** Hears nothing. */
        Listener NONE = new Listener() {
            @Override
            public void update(long nodes, long nanos) {
            }

            @Override
            public void close() {
            }
        };

        /** The search ended: a printer finishes its report. */
        @Override
        void close();
    }
}
