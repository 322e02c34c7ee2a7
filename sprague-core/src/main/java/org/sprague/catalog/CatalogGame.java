package org.sprague.catalog;

import java.util.List;
import java.util.Optional;
import org.sprague.catalog.moves.PositionMoves;

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

    /**
     * Every move of a position, labelled in the game's own words: what {@code play}, {@code --explain}, the web page
     * and Moore's Nim-k compounds ({@code --k}) ask of a game. A game that lists no moves is still solved and
     * explained, but not played; the default lists none.
     */
    default Optional<PositionMoves> moves() {
        return Optional.empty();
    }

    /**
     * The closed-form rule that decides {@code position}, worked out on it in words (Bouton's XOR for Nim, the Beatty
     * pair of a Wythoff position), for explanations; empty when the game has no such rule for this position or
     * these options (the default). Never throws for a malformed position: the answer reports that itself.
     *
     * @param options the option values given
     * @param position the position's arguments, in the game's syntax
     */
    default Optional<String> closedForm(GameOptions options, List<String> position) {
        return Optional.empty();
    }

    /**
     * The game as heap rules (one heap's moves), for {@code values}: Grundy sequences, periods and proofs. Empty, the
     * default, when the game's positions are not heaps.
     */
    default Optional<HeapRules> heapRules() {
        return Optional.empty();
    }

    /**
     * The game's two-number positions as a table, for {@code values}: empty, the default, when its positions are not
     * pairs of numbers.
     */
    default Optional<GridTable> gridTable() {
        return Optional.empty();
    }

    /**
     * What {@code position} looks like, for a front end to draw, with each clickable part labelled by the move it
     * makes; empty, the default, when the game describes no board or the position is too large to draw. Never
     * throws for a malformed position: the answer reports that itself.
     *
     * @param options the option values given
     * @param position the position's arguments, as play writes them (leading words such as a turn included)
     */
    default Optional<org.sprague.catalog.board.Board> board(GameOptions options, List<String> position) {
        return Optional.empty();
    }

    /** A game class is its own provider. */
    @Override
    default List<CatalogGame> games() {
        return List.of(this);
    }
}
