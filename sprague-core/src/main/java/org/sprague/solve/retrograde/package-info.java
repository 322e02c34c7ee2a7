/**
 * Retrograde analysis of turn games that may have cycles (win, loss, draw and remoteness for every position), with
 * the {@link org.sprague.solve.retrograde.MemoryBudget} checked before anything large is allocated. Engine layer.
 */
package org.sprague.solve.retrograde;
