package org.sprague.domineering;

import org.sprague.partizan.CanonicalGames;
import org.sprague.search.KeptSearch;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * What play's searches of one board size keep from one position to the next ({@link KeptSearch}): the
 * transposition table, whose entries are exact results (who wins a set of empty cells with a given player to move)
 * true of every game on that board, and the canonical values of small regions with their space of games. So the
 * search of the next move starts with what the last one found, and neither a table of megabytes nor the regions'
 * values are made again for every move.
 *
 * @param width the board's columns
 * @param height the board's rows
 * @param table the transposition table
 * @param games the space of the regions' values, held to each taker's memory account and deadline
 * @param values the regions' values
 */
public record DomineeringPlaySearch(int width, int height, TranspositionTable table, CanonicalGames games,
        DomineeringRegionValues values) {
    private static final KeptSearch<DomineeringPlaySearch> KEPT = new KeptSearch<>();

    /**
     * The kept search of a board with a table of {@code 2^bits} entries, held to {@code account} and
     * {@code deadline} (the space of values charged again to the new account); else a new one.
     *
     * @param width the board's columns
     * @param height the board's rows
     * @param bits the table's size, a power of two
     * @param account the run's memory, charged with a new table
     * @param deadline the end of the run's time
     * @return the search's parts
     */
    public static DomineeringPlaySearch take(int width, int height, int bits, MemoryBudget.Account account,
            Budget.Deadline deadline) {
        DomineeringPlaySearch k = KEPT.take(s -> s.width == width && s.height == height
                && s.table.capacity() == 1 << bits);
        if (k != null) {
            k.games.limit(account, deadline);
            return k;
        }
        account.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of play");
        CanonicalGames games = new CanonicalGames().limit(account, deadline);
        return new DomineeringPlaySearch(width, height, new TranspositionTable(bits), games,
                new DomineeringRegionValues(games, DomineeringSearch.VALUED_EMPTY, DomineeringSearch.VALUED_REGION,
                        DomineeringSearch.VALUED_GAMES));
    }

    /** Keeps this search for the next position of its board, in place of any kept before. */
    public void keep() {
        KEPT.keep(this);
    }
}
