/**
 * Catalog games: scoring games of the LeetCode stone-game family, solved by interval and negamax search. Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.scoring;
