package org.sprague.catalog.moves;

/**
 * What is known of a position that a search with a time limit did not decide: not who wins, only how long it was
 * searched and a heuristic balance, by which a player chooses among undecided moves.
 *
 * @param millis how long the search of this position ran, over all its attempts, in milliseconds
 * @param balance a heuristic score of the position for the player who moved into it (greater is better for
 *     that player); only its order means anything
 */
public record Undecided(long millis, int balance) {
}
