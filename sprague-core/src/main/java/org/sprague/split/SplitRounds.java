package org.sprague.split;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The rounds of a split search: the game names the leaves it still needs ({@link SplitGame#next}), a round solves
 * them together (on as many cores as there are leaves, say), and this repeats until the game needs none.
 */
public final class SplitRounds {
    private SplitRounds() {
    }

    /**
     * Runs rounds until the answer is decided.
     *
     * @param game the game
     * @param rows the board
     * @param depth the split's depth, at least 1
     * @param batch the most leaves of a round, for a game that can do without some
     * @param round solves a round's leaves
     * @return every leaf solved
     */
    public static Map<String, SplitGame.Leaf> run(SplitGame game, List<String> rows, int depth, int batch,
            Function<List<String>, Map<String, SplitGame.Leaf>> round) {
        Map<String, SplitGame.Leaf> solved = new LinkedHashMap<>();
        for (List<String> next = game.next(rows, depth, solved, batch); !next.isEmpty();
                next = game.next(rows, depth, solved, batch)) {
            Map<String, SplitGame.Leaf> got = round.apply(next);
            if (!got.keySet().containsAll(next)) {
                throw new IllegalStateException("a round left leaves unsolved");
            }
            solved.putAll(got);
        }
        return solved;
    }
}
