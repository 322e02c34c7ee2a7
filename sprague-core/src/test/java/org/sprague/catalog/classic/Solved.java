package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;

/** Test helpers: solve a catalog game and read its answer. */
final class Solved {
    private Solved() {
    }

    static Solution solve(CatalogGame game, String... position) {
        return (Solution) game.solve(GameOptions.none(), Arrays.asList(position));
    }

    static Solution solve(CatalogGame game, GameOptions options, List<String> position) {
        return (Solution) game.solve(options, position);
    }

    /** The {@code to} of every winning move. */
    static List<List<String>> targets(Solution s) {
        List<List<String>> out = new ArrayList<>();
        for (MoveReport m : s.winningMoves()) {
            out.add(m.to());
        }
        return out;
    }
}
