/**
 * Every move of a position with its value, for explanations and play: a game lists its own moves
 * ({@link org.sprague.catalog.CatalogGame#moves()}), the game solves each position reached
 * ({@link org.sprague.play.MoveValues}), and {@link org.sprague.play.PlaySession} is a game between a person and the
 * perfect engine. Nothing here names a concrete game.
 */
package org.sprague.play;
