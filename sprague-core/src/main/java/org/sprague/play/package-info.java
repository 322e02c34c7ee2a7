/**
 * Every move of a position with its value, for explanations and play: {@link org.sprague.play.PositionMoves} lists a
 * catalog game's moves in its own syntax, the catalog solves each position reached
 * ({@link org.sprague.play.MoveValues}), and {@link org.sprague.play.PlaySession} is a game between a person and the
 * perfect engine. {@link org.sprague.play.GameMoves} names the games whose moves are listed.
 */
package org.sprague.play;
