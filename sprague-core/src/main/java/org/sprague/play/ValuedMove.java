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
    /**
     * {@code "win"}, {@code "loss"} or {@code "draw"} for the mover, with perfect play afterwards; {@code
     * "undecided"} where a search with a time limit did not find out.
     */
    public String result() {
        if (!after.decided()) {
            return "undecided";
        }
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

    /** Whether the move's result is known: false only where a search ran out of time. */
    public boolean decided() {
        return after.decided();
    }

    /**
     * The order of results for the mover: a win, a draw, an undecided move (which may still win), a loss.
     *
     * @param result a {@link #result()}
     * @return 0 for the best result to 3 for the worst
     */
    public static int rank(String result) {
        return switch (result) {
            case "win" -> 0;
            case "draw" -> 1;
            case "undecided" -> 2;
            default -> 3;
        };
    }

    /**
     * Best first: the greatest value in scoring games; otherwise wins before draws before undecided moves before
     * losses, the quickest win and the slowest loss first (Smith's remoteness: the winner hurries, the loser
     * delays), undecided moves by their heuristic balance; the game's own order breaks ties.
     */
    public static final Comparator<ValuedMove> BEST_FIRST = Comparator
            .comparingLong((ValuedMove m) -> m.value() == null ? 0 : -m.value())
            .thenComparingInt(m -> rank(m.result()))
            .thenComparingLong(m -> m.decided() ? 0 : -(long) m.after().undecided().balance())
            .thenComparingLong(m -> {
                Long r = m.remoteness();
                if (r == null) {
                    return Long.MAX_VALUE;
                }
                return m.result().equals("loss") ? -r : r;
            });
}
