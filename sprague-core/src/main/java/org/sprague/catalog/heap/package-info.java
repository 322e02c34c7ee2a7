/**
 * Catalog games: the heap games of the catalog: each ruleset of org.sprague.heap as a game, sums through one sum solver. Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.heap;
