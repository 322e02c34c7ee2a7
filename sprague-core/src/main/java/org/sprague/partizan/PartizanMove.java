package org.sprague.partizan;

/**
 * One move of a partizan game.
 *
 * @param text what the move does, for people
 * @param to the position it leads to
 * @param <P> the position type
 */
public record PartizanMove<P>(String text, P to) {
}
