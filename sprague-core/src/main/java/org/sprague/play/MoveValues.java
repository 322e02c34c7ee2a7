package org.sprague.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;

/**
 * Every move of a position with the value of the position it reaches, each solved by the catalog game.
 */
public final class MoveValues {
    /** The time to value one position's moves where a game values them by a search with a time limit. */
    public static final Duration DEFAULT_MOVE_TIME = Duration.ofSeconds(3);

    private MoveValues() {
    }

    /**
     * The moves of {@code position} with their values, in the game's order.
     *
     * @throws BadInputException when the game's moves cannot be listed, or the position is malformed
     */
    public static List<ValuedMove> of(CatalogGame game, GameOptions options, List<String> position) {
        return of(game, require(game), options, position);
    }

    /**
     * The moves of {@code position} with their values, where a game valued by a search with a time limit has
     * {@code moveTime} for all of them ({@link PositionMoves#evaluateAll}).
     *
     * @param game the catalog game
     * @param options the game's options
     * @param position the position
     * @param moveTime the time to value the moves, for games that value by a search with a time limit
     * @return the moves with their values, in the game's order
     */
    public static List<ValuedMove> of(CatalogGame game, GameOptions options, List<String> position,
            Duration moveTime) {
        return of(game, require(game), options, position, moveTime);
    }

    /** The moves of {@code position} by {@code moves}, valued through {@code game} (which may be {@code null}). */
    public static List<ValuedMove> of(CatalogGame game, PositionMoves moves, GameOptions options,
            List<String> position) {
        return of(game, moves, options, position, DEFAULT_MOVE_TIME);
    }

    /**
     * The moves of {@code position} by {@code moves}, valued through {@code game} (which may be {@code null})
     * within {@code moveTime} where the game values by a search with a time limit.
     *
     * @param game the catalog game, or {@code null}
     * @param moves the game's moves
     * @param options the game's options
     * @param position the position
     * @param moveTime the time to value the moves
     * @return the moves with their values, in the game's order
     */
    public static List<ValuedMove> of(CatalogGame game, PositionMoves moves, GameOptions options,
            List<String> position, Duration moveTime) {
        List<Move> listed = moves.moves(options, position);
        List<Evaluation> values = moves.evaluateAll(game, options, listed, moveTime);
        List<ValuedMove> out = new ArrayList<>();
        for (int i = 0; i < listed.size(); i++) {
            out.add(new ValuedMove(listed.get(i), values.get(i)));
        }
        return out;
    }

    /**
     * The value of {@code position} itself for the player to move there, as the game's moves value it (a position
     * reached in play may carry a turn or a score that the catalog's own syntax lacks).
     */
    public static Evaluation here(CatalogGame game, GameOptions options, List<String> position) {
        return require(game).evaluate(game, options, position);
    }

    /** The best move by {@link ValuedMove#BEST_FIRST}, or {@code null} at the end of the game. */
    public static ValuedMove best(List<ValuedMove> moves) {
        return moves.stream().min(ValuedMove.BEST_FIRST).orElse(null);
    }

    /** The moves of {@code game}, or bad input when the game lists none. */
    public static PositionMoves require(CatalogGame game) {
        return game.moves().orElseThrow(() -> new BadInputException("the moves of " + game.id()
                + " cannot be listed one by one: the game states no moves, so it is solved and explained but not"
                + " played"));
    }
}
