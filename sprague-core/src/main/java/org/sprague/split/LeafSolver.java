package org.sprague.split;

import java.util.List;
import java.util.Map;
import org.sprague.solve.Budget;

/**
 * Solves the leaves a split search needs, in rounds ({@link SplitRounds}): one leaf after another here
 * ({@link SplitEngines#LOCAL}), or a round's leaves as Spark tasks.
 */
public interface LeafSolver {
    /**
     * Solves the leaves that decide a board's answer.
     *
     * @param game the game's name ({@link SplitGame#id})
     * @param rows the board
     * @param depth the split's depth, at least 1
     * @param budget the search steps and time of each leaf's search
     * @return the leaves solved, enough for the game's answer
     * @throws org.sprague.ResourceLimitException when a leaf's search runs out of its budget
     */
    Map<String, SplitGame.Leaf> solve(String game, List<String> rows, int depth, Budget budget);
}
