package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.ResourceLimitException;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringRegionDatabase;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.search.OutcomeClassSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.solve.Budget;
import org.sprague.solve.SearchOverrun;

/**
 * Who wins a Domineering board whose canonical value is out of reach, as the catalog answers it: the searches of
 * {@link DomineeringSearch} (Left moving first, then Right) as a {@link PartizanOutcomeAnswer}.
 */
final class DomineeringOutcomes {
    private DomineeringOutcomes() {
    }

    /**
     * Searches {@code board} (at most 64 cells) with each player first, within {@code budget}'s time and memory,
     * small regions valued (from {@code database} where it holds them), telling {@code progress}.
     */
    static PartizanOutcomeAnswer answer(String id, List<String> position, Domineering.Board board, boolean leftFirst,
            Budget budget, List<String> notes, SearchProgress progress, DomineeringRegionDatabase database,
            boolean sums, DomineeringSearch.Run run) {
        try {
            return answer(id, position, DomineeringSearch.solve(board, leftFirst, budget, progress, database, sums,
                    run), notes);
        } catch (ResourceLimitException e) {
            throw SearchOverrun.DOMINEERING.refusal(e, budget.searchSteps());
        }
    }

    /** As {@link #answer} on a board past one word, without region values or sums. */
    static PartizanOutcomeAnswer answerWide(String id, List<String> position, Domineering.Board board,
            boolean leftFirst, Budget budget, List<String> notes, SearchProgress progress,
            DomineeringSearch.Run run) {
        try {
            return answer(id, position, DomineeringSearch.solveWide(board, leftFirst, budget, progress, run), notes);
        } catch (ResourceLimitException e) {
            throw SearchOverrun.DOMINEERING.refusal(e, budget.searchSteps());
        }
    }

    private static PartizanOutcomeAnswer answer(String id, List<String> position, DomineeringSearch.Answer searched,
            List<String> notes) {
        OutcomeClassSearch.Answer a = searched.outcome();
        return new PartizanOutcomeAnswer(id, position, a.outcomeClass(), a.leftFirst(), searched.winningMove(),
                searched.reached(), search(a.leftSearch(), a.secondBySymmetry() && !a.leftFirst()),
                search(a.rightSearch(), a.secondBySymmetry() && a.leftFirst()), searched.tableEntries(), notes,
                searched.threads());
    }

    private static PartizanOutcomeAnswer.Search search(SearchResult r, boolean bySymmetry) {
        return new PartizanOutcomeAnswer.Search(r.nodes(), r.nanos(), bySymmetry);
    }
}
