/**
 * Who wins from one position, by search over win and loss rather than by value: an {@link
 * org.sprague.search.OutcomeGame} states a game's moves on a compact {@code long} state, and an {@link
 * org.sprague.search.OutcomeSearch} decides whether the player to move wins. Used where a game's canonical value
 * is out of reach (large Domineering boards).
 */
package org.sprague.search;
