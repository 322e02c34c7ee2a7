/**
 * Negamax solvers for scoring games (score differences under optimal play), memoized and alpha-beta. Engine layer.
 */
package org.sprague.solve.score;
