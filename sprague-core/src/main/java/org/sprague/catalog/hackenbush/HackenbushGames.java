package org.sprague.catalog.hackenbush;

import java.util.List;
import org.sprague.catalog.CatalogGame;

/**
 * Green Hackenbush games: any rooted graph, and the Fibonacci trees of LeetCode 2005.
 */
public final class HackenbushGames {
    private HackenbushGames() {
    }

    public static List<CatalogGame> all() {
        return List.of(new HackenbushGame(), new FibonacciTreeGame());
    }
}
