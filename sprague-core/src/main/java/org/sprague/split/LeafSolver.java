package org.sprague.split;

import java.util.List;
import java.util.Map;
import org.sprague.solve.Budget;

/** Solves the leaves of a split search: one after another here ({@link SplitEngines#LOCAL}), or as Spark tasks. */
public interface LeafSolver {
    /**
     * Solves every leaf.
     *
     * @param game the game's name ({@link SplitGame#id})
     * @param keys the leaves' words, each once
     * @param budget the search steps and time of each leaf's search
     * @return each key's leaf
     * @throws org.sprague.ResourceLimitException when a leaf's search runs out of its budget
     */
    Map<String, SplitGame.Leaf> solve(String game, List<String> keys, Budget budget);
}
