package org.sprague.catalog.classic;

import java.util.List;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.cram.CramBoard;
import org.sprague.cram.CramMisere;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * The answer of {@code cram} under misère play: outcome, remoteness and every winning move from a search of the
 * whole board ({@link CramMisere}), which is required work: a board whose estimate is over the search budget is
 * refused before the search starts.
 */
final class CramMisereAnswer {
    private CramMisereAnswer() {
    }

    /**
     * Solves {@code board} under misère play.
     *
     * @param game the game's id, for the answer
     * @param position the position as given
     * @throws org.sprague.ResourceLimitException when the search is over the budget (its estimate in steps), or
     *     meets the run's time or memory
     */
    static Solution solve(String game, List<String> position, CramBoard board, Budget budget) {
        double estimate = CramMisere.estimate(board);
        budget.requireSearch("misère cram on this board (a search of its whole play, " + CramMisere.liveSquares(board)
                + " squares that can be covered)", estimate);
        CramMisere search = CramMisere.of(board).limit(budget, budget.start());
        Outcome outcome = search.outcome();
        Solution.Builder answer = Solution.builder(game, position, outcome).remoteness(search.remoteness());
        boolean withTo = board.rows().size() * board.rows().get(0).length() <= Solution.MAX_COMPONENTS_WITH_TO;
        for (CramBoard.Domino d : search.winningMoves()) {
            answer.move(MoveReport.of(d.text(), withTo ? board.place(d).rows() : null));
        }
        answer.note("misère play: the last player to move loses; regions do not add by nim-sum, so the whole board"
                + " is searched (" + search.positions() + " positions up to symmetry)");
        if (!withTo && outcome == Outcome.FIRST) {
            answer.note("'to' left out of the moves: the board has more than " + Solution.MAX_COMPONENTS_WITH_TO
                    + " squares");
        }
        return answer.build();
    }
}
