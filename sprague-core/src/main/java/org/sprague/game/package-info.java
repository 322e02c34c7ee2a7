/**
 * Game contracts the solvers work on: impartial games (positions and their options), indexed games for
 * array-backed solvers, turn games for retrograde analysis, scoring games, disjunctive sums. Engine layer: knows
 * nothing of the catalog or of front ends.
 */
package org.sprague.game;
