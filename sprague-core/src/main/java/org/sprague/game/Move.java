package org.sprague.game;

/**
 * A labelled move: what a player does ({@code label}, such as {@code take 1 from both piles}) and the position it
 * reaches. Two moves that reach the same position are two moves.
 *
 * @param <P> the position type
 */
public record Move<P>(String label, P to) {
}
