package org.sprague.solve.score;

import java.util.ArrayList;
import java.util.List;
import org.sprague.value.Outcome;

/**
 * Solves positions of a {@link org.sprague.game.ScoreGame}: the optimal score difference (player to move minus
 * the other), the outcome by its sign, and the moves that achieve it.
 *
 * <p>Implementations state their thread-safety; the memoizing ones are one per thread.
 *
 * @param <P> the position type
 */
public interface ScoreSolver<P> {
    /**
     * The value of a position by negamax (see {@link org.sprague.game.ScoreGame}).
     *
     * @param position the position
     * @return the score difference, player to move minus the other, under optimal play by both
     * @throws org.sprague.ResourceLimitException when the search would keep more positions than the solver's limit
     */
    long value(P position);

    /**
     * Every move of a position with its exact value.
     *
     * @param position the position
     * @return the moves in the game's order, each with its exact {@link ScoredMove#value()}; empty at a terminal
     */
    List<ScoredMove<P>> moves(P position);

    /**
     * The outcome by the sign of {@link #value}: equal scores are a draw.
     *
     * @param position the position
     * @return the outcome for the player to move
     */
    default Outcome outcome(P position) {
        return outcomeOf(value(position));
    }

    /**
     * Every optimal move: those whose value equals the position's value, in the game's order.
     *
     * @param position the position
     * @return the optimal moves; empty at a terminal
     */
    default List<ScoredMove<P>> optimalMoves(P position) {
        List<ScoredMove<P>> all = moves(position);
        long best = Long.MIN_VALUE;
        for (ScoredMove<P> m : all) {
            best = Math.max(best, m.value());
        }
        List<ScoredMove<P>> optimal = new ArrayList<>();
        for (ScoredMove<P> m : all) {
            if (m.value() == best) {
                optimal.add(m);
            }
        }
        return optimal;
    }

    /**
     * The outcome of a score difference.
     *
     * @param difference player to move minus the other
     * @return {@code first} for a positive difference, {@code second} for a negative one, {@code draw} for zero
     */
    static Outcome outcomeOf(long difference) {
        return difference > 0 ? Outcome.FIRST : difference < 0 ? Outcome.SECOND : Outcome.DRAW;
    }
}
