/**
 * Compounds of catalog games that the games do not define themselves: Moore's Nim-k (a move in 1 to k components
 * at once) over the components of any impartial catalog game, each component written in the game's own syntax.
 */
package org.sprague.compound;
