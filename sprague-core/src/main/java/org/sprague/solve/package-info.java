/**
 * Generic solvers over the contracts of {@code org.sprague.game}: memoized and indexed Grundy solvers, outcome
 * and misère solvers, the Sprague-Grundy sum, Moore's Nim-k, and the one {@link org.sprague.solve.Budget} (steps,
 * memory, time) that every solver is given. Engine layer: knows nothing of the catalog or of front ends. Each
 * solver states its thread-safety in its Javadoc; memoizing solvers are one per thread.
 */
package org.sprague.solve;
