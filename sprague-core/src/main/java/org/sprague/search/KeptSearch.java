package org.sprague.search;

import java.util.function.Predicate;

/**
 * One search's reusable parts kept from one call to the next (a transposition table, whose entries are exact
 * results true of every later position of the same game, and whatever else the game made for it), so that the
 * next search of the same game starts with what the last one found. One caller takes them at a time; another at
 * the same moment makes its own.
 *
 * @param <T> what is kept: the table and the game's own parts
 */
public final class KeptSearch<T> {
    private T kept;

    /** An empty keeper. */
    public KeptSearch() {
    }

    /**
     * Takes what is kept, when it fits the caller's search; what does not fit stays for another.
     *
     * @param fits whether the kept parts serve the caller (the same game, a table of the size asked for)
     * @return the kept parts, no longer kept, or null when none fit
     */
    public synchronized T take(Predicate<? super T> fits) {
        T k = kept;
        if (k == null || !fits.test(k)) {
            return null;
        }
        kept = null;
        return k;
    }

    /**
     * Keeps a search's parts for the next caller, in place of any kept before.
     *
     * @param search the parts
     */
    public synchronized void keep(T search) {
        kept = search;
    }
}
