/**
 * Heap games: each {@link org.sprague.heap.HeapRuleset} states its moves and its cost model; Grundy tables,
 * periodicity detection and the octal periodicity theorem (Guy and Smith 1956) turn them into sequences with
 * proofs. Engine layer: knows nothing of the catalog or of front ends.
 */
package org.sprague.heap;
