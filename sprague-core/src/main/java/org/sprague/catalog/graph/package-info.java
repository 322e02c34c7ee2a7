/**
 * Catalog games: games on graphs: a graph file as a game, and the cat-and-mouse game. Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.graph;
