package org.sprague.split;

import java.util.List;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.domineering.DomineeringWideBoard;
import org.sprague.partizan.CanonicalGames;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * One leaf of a split Domineering search: whether the player to move wins, by the single-machine alpha-beta
 * search ({@link AlphaBetaOutcomeSearch}) on the board the single-machine answer uses, {@link DomineeringBitboard}
 * with small regions valued up to 64 cells and {@link DomineeringWideBoard} past them, with the same constants
 * ({@link DomineeringSearch}) and a table of its own sized by the leaf's empty cells.
 */
final class DomineeringLeafSearch {
    private DomineeringLeafSearch() {
    }

    /**
     * @param rows the leaf's board
     * @param left whether Left is to move
     * @param budget the search's steps, time and memory
     * @return 1 when the player to move wins, else 0, and the positions visited
     */
    static SplitGame.Leaf solve(List<String> rows, boolean left, Budget budget) {
        Domineering.Board board = new Domineering.Board(rows);
        int width = rows.get(0).length();
        int height = rows.size();
        Budget.Deadline deadline = budget.start();
        MemoryBudget.Account memory = budget.memory().open();
        int empty = 0;
        for (String row : rows) {
            empty += (int) row.chars().filter(ch -> ch == '.').count();
        }
        boolean wide = width * height > 64;
        long most = wide ? DomineeringSearch.MAX_WIDE_TABLE_BYTES : DomineeringSearch.MAX_TABLE_BYTES;
        // about 2^(empty cells / 2) positions are stored at most, as in the single-machine search
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(memory.available() / 2, most)),
                Math.max(12, empty / 2 + 4));
        memory.require((long) TranspositionTable.BYTES_PER_ENTRY << bits, "the transposition table of a subtree");
        OutcomeGame game;
        long state;
        int extra;
        if (wide) {
            game = new DomineeringWideBoard(width, height);
            state = DomineeringWideBoard.state(board);
            extra = DomineeringWideBoard.extra(board);
        } else {
            DomineeringRegionValues values = new DomineeringRegionValues(new CanonicalGames().limit(memory, deadline),
                    DomineeringSearch.VALUED_EMPTY, DomineeringSearch.VALUED_REGION, DomineeringSearch.VALUED_GAMES);
            game = new DomineeringBitboard(width, height, values, false);
            state = DomineeringBitboard.state(board);
            extra = 0;
        }
        double limit = budget.searchSteps() / DomineeringSearch.STEPS_PER_POSITION;
        long nodeLimit = limit >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, (long) limit);
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, new TranspositionTable(bits), deadline,
                nodeLimit, DomineeringSearch.STEPS_PER_POSITION, SearchProgress.NONE);
        SearchResult r = search.solve(state, extra, left);
        return new SplitGame.Leaf(r.moverWins() ? 1 : 0, r.nodes());
    }
}
