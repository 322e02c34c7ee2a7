package org.sprague.catalog;

import java.util.List;
import org.sprague.partizan.OutcomeClass;
import org.sprague.search.ThreadFigures;

/**
 * What a partizan catalog game answers when the canonical value is out of reach: the outcome class, found by
 * searching who wins with each player moving first, and a winning move of the first player. No canonical value,
 * no thermograph.
 *
 * @param game the catalog id
 * @param position the position's arguments
 * @param outcomeClass L, R, N or P
 * @param leftFirst whether Left is the player who moves first
 * @param winningMove a winning move of the first player, or null when that player loses
 * @param winningMoveTo the position that move reaches, in the input syntax, or null
 * @param leftFirstSearch the search with Left moving first
 * @param rightFirstSearch the search with Right moving first
 * @param tableEntries the capacity of the search's transposition table (the counts vary from run to run, so a
 *     printer shows them on request)
 * @param notes remarks for people (which method answered)
 * @param threads what each thread of a parallel search did over both searches, or null for a search without
 *     threads of its own
 */
public record PartizanOutcomeAnswer(String game, List<String> position, OutcomeClass outcomeClass, boolean leftFirst,
        String winningMove, List<String> winningMoveTo, Search leftFirstSearch, Search rightFirstSearch,
        int tableEntries, List<String> notes, ThreadFigures threads) implements Answer {

    /**
     * An answer of a search without threads of its own.
     *
     * @param game the catalog id
     * @param position the position's arguments
     * @param outcomeClass L, R, N or P
     * @param leftFirst whether Left is the player who moves first
     * @param winningMove a winning move of the first player, or null when that player loses
     * @param winningMoveTo the position that move reaches, in the input syntax, or null
     * @param leftFirstSearch the search with Left moving first
     * @param rightFirstSearch the search with Right moving first
     * @param tableEntries the capacity of the search's transposition table
     * @param notes remarks for people (which method answered)
     */
    public PartizanOutcomeAnswer(String game, List<String> position, OutcomeClass outcomeClass, boolean leftFirst,
            String winningMove, List<String> winningMoveTo, Search leftFirstSearch, Search rightFirstSearch,
            int tableEntries, List<String> notes) {
        this(game, position, outcomeClass, leftFirst, winningMove, winningMoveTo, leftFirstSearch, rightFirstSearch,
                tableEntries, notes, null);
    }

    /**
     * The counts of one search.
     *
     * @param nodes positions visited
     * @param nanos time taken
     * @param bySymmetry whether the result was read from the other search (a square board that is its own
     *     transpose: Right moving first there is Left moving first with the roles swapped), with no positions
     * @param inOtherSearch whether this player's first move was answered by the other search, whose counts hold
     *     both (a split search solves the subtrees of both first players in one round), with no positions here
     */
    public record Search(long nodes, long nanos, boolean bySymmetry, boolean inOtherSearch) {
        /**
         * The counts of a search of its own or one read by symmetry.
         *
         * @param nodes positions visited
         * @param nanos time taken
         * @param bySymmetry whether the result was read from the other search by symmetry
         */
        public Search(long nodes, long nanos, boolean bySymmetry) {
            this(nodes, nanos, bySymmetry, false);
        }
    }

    /** Copies the lists. */
    public PartizanOutcomeAnswer {
        position = List.copyOf(position);
        winningMoveTo = winningMoveTo == null ? null : List.copyOf(winningMoveTo);
        notes = List.copyOf(notes);
    }

    /**
     * Whether the first player wins.
     *
     * @return true when the outcome class is N or the first player's own
     */
    public boolean firstWins() {
        return outcomeClass.firstWins(leftFirst);
    }
}
