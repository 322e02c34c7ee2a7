package org.sprague.catalog.classic;

import java.util.List;
import org.sprague.catalog.CatalogGame;

/**
 * The classic games of the seed documents, each with an exact closed form checked against the generic engine.
 */
public final class ClassicGames {
    private ClassicGames() {
    }

    /** The games, in the order {@code sprague list} shows them. */
    public static List<CatalogGame> all() {
        return List.of(new WythoffGame(), new FibonacciNimGame(), new StaircaseGame(), new CoinsGame(),
                new Coins2dGame(), new DivisorGame(), new XorBlackboardGame(), new FlipGame(), new FootballGame());
    }
}
