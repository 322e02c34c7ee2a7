package org.sprague.catalog.partizan;

import org.sprague.partizan.CanonicalGames;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * What play's searches of one board size keep from one position to the next: the transposition table, whose entries
 * are exact results (who wins a set of empty cells with a given player to move) true of every game on that board,
 * and the canonical values of small regions with their space of games. So the search of the next move starts with
 * what the last one found, and neither a table of megabytes nor the regions' values are made again for every move.
 * One searcher takes them at a time; another at the same moment makes its own.
 *
 * @param width the board's columns
 * @param height the board's rows
 * @param table the transposition table
 * @param games the space of the regions' values, held to each taker's memory account and deadline
 * @param values the regions' values
 */
record KeptSearch(int width, int height, TranspositionTable table, CanonicalGames games,
        DomineeringRegionValues values) {
    private static KeptSearch kept;

    /**
     * The kept search of a board with a table of {@code 2^bits} entries, held to {@code account} and
     * {@code deadline} (the space of values charged again to the new account); else a new one.
     */
    static KeptSearch take(int width, int height, int bits, MemoryBudget.Account account,
            Budget.Deadline deadline) {
        KeptSearch k;
        synchronized (KeptSearch.class) {
            k = kept;
            boolean fits = k != null && k.width == width && k.height == height && k.table.capacity() == 1 << bits;
            kept = fits ? null : kept;
            k = fits ? k : null;
        }
        if (k != null) {
            k.games.limit(account, deadline);
            return k;
        }
        account.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of play");
        CanonicalGames games = new CanonicalGames().limit(account, deadline);
        return new KeptSearch(width, height, new TranspositionTable(bits), games, new DomineeringRegionValues(games,
                DomineeringOutcomes.VALUED_EMPTY, DomineeringOutcomes.VALUED_REGION, DomineeringOutcomes.VALUED_GAMES));
    }

    /** Keeps this search for the next position of its board, in place of any kept before. */
    void keep() {
        synchronized (KeptSearch.class) {
            kept = this;
        }
    }
}
