package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.SplitRuns;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.search.OutcomeClassSearch;
import org.sprague.split.DomineeringSplit;

/**
 * Who wins a Domineering board, by a search split into subtrees ({@link DomineeringSplit}) solved where
 * {@code --engine} says (Spark tasks): the same outcome class as the one-machine search, and a winning move of
 * the first player that the subtrees prove. The positions of both first players' searches are counted together,
 * under the first player's search (the two share their subtrees).
 */
final class DomineeringSplitAnswer {
    private DomineeringSplitAnswer() {
    }

    /**
     * The split search's answer.
     *
     * @throws BadInputException when an option of the one-machine search is given with it, or the board is not
     *     searchable
     */
    static PartizanOutcomeAnswer answer(String id, List<String> position, Domineering.Board board, boolean leftFirst,
            GameOptions options) {
        for (GameOption o : List.of(DomineeringCatalogGame.SUMS, DomineeringCatalogGame.REGIONS,
                DomineeringSearchRuns.CHECKPOINT, DomineeringSearchRuns.RESUME)) {
            if (options.asMap().containsKey(o.name()) && !"false".equals(options.asMap().get(o.name()))) {
                throw new BadInputException(o.name() + " goes with the one-machine search, not with "
                        + SplitRuns.ENGINE.name() + " " + options.string(SplitRuns.ENGINE));
            }
        }
        if (!DomineeringSearch.searchable(board) && !DomineeringSearch.wideSearchable(board)) {
            throw new BadInputException("a domineering search takes boards of at most "
                    + org.sprague.domineering.DomineeringWideBoard.MAX_CELLS + " cells; this one is "
                    + board.rows().size() + "x" + board.rows().get(0).length());
        }
        int depth = SplitRuns.depth(options);
        long began = System.nanoTime();
        DomineeringSplit.Answer a = DomineeringSplit.combine(board.rows(), depth, leftFirst,
                SplitRuns.solver(options).solve(DomineeringSplit.ID, board.rows(), depth,
                        DomineeringSearchRuns.budget(options)));
        PartizanOutcomeAnswer.Search all = new PartizanOutcomeAnswer.Search(a.positions(), System.nanoTime() - began,
                false);
        PartizanOutcomeAnswer.Search none = new PartizanOutcomeAnswer.Search(0, 0, false, true);
        return new PartizanOutcomeAnswer(id, position, OutcomeClassSearch.outcomeClass(a.leftWinsFirst(),
                a.rightWinsFirst()), leftFirst, a.winningMove(), a.reached(), leftFirst ? all : none,
                leftFirst ? none : all, 0, List.of(SplitRuns.note(depth, a.leaves())));
    }
}
