package org.sprague.solve.score;

/**
 * A move of a scoring game with what it is worth to the mover under optimal play afterwards.
 *
 * @param next the position after the move
 * @param score what the mover earns by the move itself
 * @param passesTurn whether the opponent moves next
 * @param value the mover's score difference from the position before the move, choosing this move and playing
 *     optimally after it: {@code score - value(next)} or, when the turn is kept, {@code score + value(next)}
 * @param <P> the position type
 */
public record ScoredMove<P>(P next, long score, boolean passesTurn, long value) {
}
