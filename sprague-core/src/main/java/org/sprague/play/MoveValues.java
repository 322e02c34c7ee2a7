package org.sprague.play;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;

/**
 * Every move of a position with the value of the position it reaches, each solved by the catalog game.
 */
public final class MoveValues {
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

    /** The moves of {@code position} by {@code moves}, valued through {@code game} (which may be {@code null}). */
    public static List<ValuedMove> of(CatalogGame game, PositionMoves moves, GameOptions options,
            List<String> position) {
        List<ValuedMove> out = new ArrayList<>();
        for (Move m : moves.moves(options, position)) {
            if (Thread.currentThread().isInterrupted()) {
                // a front end's time budget ran out: stop between two solves
                throw new ResourceLimitException("stopped listing the moves' values: the time limit was reached");
            }
            out.add(new ValuedMove(m, moves.evaluate(game, options, m.to())));
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
