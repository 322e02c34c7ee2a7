package org.sprague.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Every registered game, by id, in the order {@code sprague list} shows them: the games of every
 * {@link GameProvider} found by {@link ServiceLoader} on the class path, so a jar can add games without a change
 * here. A provider that cannot be loaded or fails, and two games with one id, are packaging errors (usually a
 * broken plug-in jar): {@link #loadProblem()} says which, and every other method throws.
 */
public final class Catalog {
    private static final Map<String, CatalogGame> GAMES;
    private static final String PROBLEM;

    static {
        Map<String, CatalogGame> games = Map.of();
        String problem = null;
        try {
            games = index(ServiceLoader.load(GameProvider.class, Catalog.class.getClassLoader()));
        } catch (DuplicateId e) {
            problem = e.getMessage();
        } catch (ServiceConfigurationError e) {
            problem = "a game provider cannot be loaded: " + e.getMessage();
        } catch (LinkageError | RuntimeException e) {
            problem = "a game provider failed: " + e;
        }
        GAMES = games;
        PROBLEM = problem;
    }

    private Catalog() {
    }

    private static Map<String, CatalogGame> index(Iterable<GameProvider> providers) {
        Map<String, CatalogGame> byId = new LinkedHashMap<>();
        for (GameProvider provider : providers) {
            for (CatalogGame game : provider.games()) {
                CatalogGame before = byId.put(game.id(), game);
                if (before != null) {
                    throw new DuplicateId("two catalog games named " + game.id() + " ("
                            + before.getClass().getName() + ", " + game.getClass().getName() + ")");
                }
            }
        }
        return Collections.unmodifiableMap(byId);
    }

    private static final class DuplicateId extends RuntimeException {
        DuplicateId(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Why the games could not be loaded, in one line (a provider class missing or failing, two games with one id),
     * or {@code null} when they were.
     */
    public static String loadProblem() {
        return PROBLEM;
    }

    /** Every game, in catalog order. */
    public static List<CatalogGame> all() {
        loaded();
        return new ArrayList<>(GAMES.values());
    }

    /** The game named {@code id}, or {@code null}. */
    public static CatalogGame find(String id) {
        loaded();
        return GAMES.get(id);
    }

    private static void loaded() {
        if (PROBLEM != null) {
            throw new IllegalStateException(PROBLEM);
        }
    }
}
