package org.sprague.catalog;

import java.util.List;
import java.util.Optional;

/**
 * A named game of the catalog: its rules (through the generic solvers), usually a closed form, its position
 * syntax and its options. A game is registered by one line naming its class in
 * {@code META-INF/services/org.sprague.catalog.GameProvider} (see {@link GameProvider}); implementations are
 * stateless, so one instance may answer from several threads at once.
 */
public interface CatalogGame extends GameProvider {
    /** The catalog id, as typed after {@code sprague solve}. */
    String id();

    /** The kind of game, which decides the answer record it gives. */
    GameKind kind();

    /** One line: what the game is. */
    String summary();

    /** The position syntax, such as {@code HEAP...}. */
    String syntax();

    /** Example positions with options, as typed after the id ({@code 3 4 5}, {@code --k 2 1 2 3}). */
    List<String> examples();

    /** The options the game accepts. */
    List<GameOption> options();

    /**
     * Solves one position.
     *
     * @param options the option values given (absent options take their defaults)
     * @param position the position's arguments, in the game's syntax
     * @throws org.sprague.BadInputException for a malformed position or option value
     * @throws org.sprague.ResourceLimitException when a budget would be exceeded
     */
    Answer solve(GameOptions options, List<String> position);

    /**
     * The game's rules under these options, with its small positions, when the game states them for the generic
     * solvers under normal play; empty otherwise (the default, and for misère play). Contract tests hold every
     * answer on those positions against an exact search of the rules.
     */
    default Optional<SmallRules<?>> rules(GameOptions options) {
        return Optional.empty();
    }

    /** A game class is its own provider. */
    @Override
    default List<CatalogGame> games() {
        return List.of(this);
    }
}
