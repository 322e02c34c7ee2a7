/**
 * Values of games and their arithmetic: outcomes, nim-sums (Nimbers), the mex, Smith's remoteness. Engine layer:
 * no knowledge of games, solvers or front ends. Every class is immutable or a final utility class, so safe to share
 * between threads, except {@link org.sprague.value.MexBuffer}, which is one per thread.
 */
package org.sprague.value;
