package org.sprague.play;

import java.util.Comparator;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;

/**
 * A move with the value of the position it reaches, seen from the mover.
 *
 * @param move the move
 * @param after the reached position's value for the player to move there (the mover's opponent)
 */
public record ValuedMove(Move move, Evaluation after) {
    /** {@code "win"}, {@code "loss"} or {@code "draw"} for the mover, with perfect play afterwards. */
    public String result() {
        if (after.value() != null) {
            long v = value();
            return v > 0 ? "win" : v < 0 ? "loss" : "draw";
        }
        return switch (after.outcome()) {
            case SECOND -> "win";
            case FIRST -> "loss";
            case DRAW -> "draw";
        };
    }

    /** Moves until the game ends with this move and perfect play after it, or {@code null}. */
    public Long remoteness() {
        return after.remoteness() == null ? null : after.remoteness() + 1;
    }

    /** A scoring game's value of this move for the mover (gain minus the value left), or {@code null}. */
    public Long value() {
        return after.value() == null ? null : move.gain() - after.value();
    }

    /**
     * Best first: the greatest value in scoring games; otherwise wins before draws before losses, the quickest
     * win and the slowest loss first (Smith's remoteness: the winner hurries, the loser delays); the game's own
     * order breaks ties.
     */
    public static final Comparator<ValuedMove> BEST_FIRST = Comparator
            .comparingLong((ValuedMove m) -> m.value() == null ? 0 : -m.value())
            .thenComparingInt(m -> switch (m.result()) {
                case "win" -> 0;
                case "draw" -> 1;
                default -> 2;
            })
            .thenComparingLong(m -> {
                Long r = m.remoteness();
                if (r == null) {
                    return Long.MAX_VALUE;
                }
                return m.result().equals("loss") ? -r : r;
            });
}
