package org.sprague.catalog.scoring;

import java.util.List;
import org.sprague.catalog.CatalogGame;

/**
 * The scoring games of seed 001 (LeetCode's stone-game family, the sum game and the partizan colour game), in
 * catalog order.
 */
public final class ScoringCatalog {
    private ScoringCatalog() {
    }

    public static List<CatalogGame> games() {
        return List.of(new PredictWinnerGame(), new StoneGame(), new StoneGame2(), new StoneGame3(),
                new StoneGame5(), new StoneGame6(), new StoneGame7(), new StoneGame8(), new StoneGame9(),
                new SumGame(), new ColorsGame());
    }
}
