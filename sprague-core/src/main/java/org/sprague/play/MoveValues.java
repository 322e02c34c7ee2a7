package org.sprague.play;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;

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
        PositionMoves moves = require(game.id());
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

    /** The best move by {@link ValuedMove#BEST_FIRST}, or {@code null} at the end of the game. */
    public static ValuedMove best(List<ValuedMove> moves) {
        return moves.stream().min(ValuedMove.BEST_FIRST).orElse(null);
    }

    /** The moves of game {@code id}, or bad input naming the games that can be played. */
    public static PositionMoves require(String id) {
        PositionMoves moves = GameMoves.of(id);
        if (moves == null) {
            throw new BadInputException("the moves of " + id + " cannot be listed one by one yet; games that can"
                    + " be played and explained move by move: " + String.join(", ", GameMoves.ids()));
        }
        return moves;
    }
}
