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
    /** The longest id: a game's name is typed on command lines and shown in lists. */
    static final int MAX_ID_LENGTH = 40;
    // before the static block that loads the games, which checks their ids with it
    private static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile(
            "[A-Za-z0-9]+(-[A-Za-z0-9]+)*");

    static {
        Map<String, CatalogGame> games = Map.of();
        String problem = null;
        try {
            games = index(ServiceLoader.load(GameProvider.class, Catalog.class.getClassLoader()));
        } catch (BadCatalogEntry | org.sprague.BadInputException e) {
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
                checkId(game);
                CatalogGame before = byId.put(game.id(), game);
                if (before != null) {
                    throw new BadCatalogEntry("two catalog games named " + game.id() + " ("
                            + before.getClass().getName() + ", " + game.getClass().getName() + ")");
                }
            }
        }
        return Collections.unmodifiableMap(byId);
    }

    /**
     * Refuses a game whose id is not a short word of ASCII letters, digits and single dashes: an id is a command
     * line word and a name in JSON, so a null, an empty one or one with spaces, slashes or line ends (a plug-in's
     * mistake) would break {@code list}, the commands and the page.
     */
    private static void checkId(CatalogGame game) {
        checkId(game.id(), game.getClass().getName());
    }

    /** As {@link #checkId(CatalogGame)}, for the id {@code id} of the class named {@code className}. */
    static void checkId(String id, String className) {
        if (id == null || id.length() > MAX_ID_LENGTH || !ID.matcher(id).matches()) {
            throw new BadCatalogEntry("game class " + className + " has the id " + shown(id) + "; an id"
                    + " is a word of at most " + MAX_ID_LENGTH + " letters, digits and dashes, such as stone-game-2");
        }
    }

    /** {@code id} quoted on one line: control characters escaped, a long one cut. */
    private static String shown(String id) {
        if (id == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < id.length() && i < 60; i++) {
            char c = id.charAt(i);
            b.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.append(id.length() > 60 ? "...\"" : "\"").toString();
    }

    static final class BadCatalogEntry extends RuntimeException {
        BadCatalogEntry(String message) {
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
