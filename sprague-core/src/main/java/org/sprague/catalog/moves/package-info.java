/**
 * The moves contract a game states through {@link org.sprague.catalog.CatalogGame#moves()}: every move of a
 * position in the game's own words ({@link org.sprague.catalog.moves.PositionMoves}, {@link
 * org.sprague.catalog.moves.Move}), a reached position's value for its mover ({@link
 * org.sprague.catalog.moves.Evaluation}), and the helpers shared by games whose positions carry a turn or a score
 * ({@link org.sprague.catalog.moves.Leading}, {@link org.sprague.catalog.moves.SearchedMoves}).
 */
package org.sprague.catalog.moves;
