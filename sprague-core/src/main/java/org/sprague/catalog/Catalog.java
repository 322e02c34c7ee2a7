package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.classic.ClassicGames;
import org.sprague.catalog.hackenbush.HackenbushGames;
import org.sprague.catalog.heap.HeapGame;
import org.sprague.catalog.graph.CatMouseGame;
import org.sprague.catalog.graph.GraphGame;
import org.sprague.catalog.nim.MooreGame;
import org.sprague.catalog.nim.NimGame;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.catalog.scoring.ScoringCatalog;

/**
 * Every named game, by id, in the order {@code sprague list} shows them.
 */
public final class Catalog {
    private static final Map<String, CatalogGame> GAMES = index(sections());

    private Catalog() {
    }

    /** The games of each part of the catalog; a new family of games adds its list here. */
    private static List<List<CatalogGame>> sections() {
        return List.of(
                List.of(new NimGame(), new MooreGame()),
                HeapGame.all(),
                ClassicGames.all(), HackenbushGames.all(),
                List.of(new GraphGame(), new CatMouseGame()),
                ScoringCatalog.games(), PartizanGames.all());
    }

    private static Map<String, CatalogGame> index(List<List<CatalogGame>> sections) {
        Map<String, CatalogGame> byId = new LinkedHashMap<>();
        for (List<CatalogGame> section : sections) {
            for (CatalogGame game : section) {
                if (byId.put(game.id(), game) != null) {
                    throw new IllegalStateException("two catalog games named " + game.id());
                }
            }
        }
        return Collections.unmodifiableMap(byId);
    }

    /** Every game, in catalog order. */
    public static List<CatalogGame> all() {
        return new ArrayList<>(GAMES.values());
    }

    /** The game named {@code id}, or {@code null}. */
    public static CatalogGame find(String id) {
        return GAMES.get(id);
    }
}
