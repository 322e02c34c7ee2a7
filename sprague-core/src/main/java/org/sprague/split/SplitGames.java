package org.sprague.split;

import java.util.List;
import org.sprague.BadInputException;
import org.sprague.solve.Budget;

/** The games whose searches split, by name, and the in-process solver of their leaves. */
public final class SplitGames {
    private static final List<SplitGame> ALL = List.of(new DomineeringSplit(), new CramSplit());

    private SplitGames() {
    }

    /**
     * The game named {@code id}.
     *
     * @param id {@code domineering} or {@code cram}
     * @return the game
     * @throws BadInputException for another name
     */
    public static SplitGame find(String id) {
        for (SplitGame g : ALL) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new BadInputException("no split search for '" + id + "'; games: domineering, cram");
    }

    /**
     * Solves one leaf in this process.
     *
     * @param game the game's name
     * @param key the leaf's word
     * @param budget its search's steps and time
     * @return the leaf
     */
    public static SplitGame.Leaf solve(String game, String key, Budget budget) {
        return find(game).solve(key, budget);
    }
}
