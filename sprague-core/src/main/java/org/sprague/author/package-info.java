/**
 * The game-author API: what a plug-in jar implements to add a game to sprague, apart from the built-in games and
 * the engines. A heap game is its rule ({@link org.sprague.author.HeapGame}: the heaps a move leaves, and if it has
 * one a proven {@link org.sprague.author.Formula} for the Grundy values); a partizan game is its options
 * ({@link org.sprague.author.PartizanGame}: Left's and Right's moves, with the position syntax). Everything else
 * (solving sums by the Sprague-Grundy theorem with every winning move, misère play, Moore's Nim-k, canonical values
 * and thermographs, outcome search, play, explanations, Grundy tables and the web page) comes from sprague.
 *
 * <p>A game is registered by one line naming its class in {@code META-INF/services/org.sprague.author.HeapGame} or
 * {@code META-INF/services/org.sprague.author.PartizanGame} of the plug-in jar, which {@link
 * org.sprague.author.AuthoredGames} loads. A class implementing {@link org.sprague.catalog.CatalogGame} and named in
 * {@code META-INF/services/org.sprague.catalog.GameProvider} is still loaded as before, for a game that needs more
 * than this API says. This package uses no type of the built-in games and nothing but {@code java.*} and
 * {@link org.sprague.BadInputException} appears in its interfaces.
 */
package org.sprague.author;
