package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Every registered game, by id, in the order {@code sprague list} shows them: the games of every
 * {@link GameProvider} found by {@link ServiceLoader} on the class path, so a jar can add games without a change
 * here. Two games with one id are a packaging error.
 */
public final class Catalog {
    private static final Map<String, CatalogGame> GAMES = index(ServiceLoader.load(GameProvider.class,
            Catalog.class.getClassLoader()));

    private Catalog() {
    }

    private static Map<String, CatalogGame> index(Iterable<GameProvider> providers) {
        Map<String, CatalogGame> byId = new LinkedHashMap<>();
        for (GameProvider provider : providers) {
            for (CatalogGame game : provider.games()) {
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
