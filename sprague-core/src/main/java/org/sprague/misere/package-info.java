/**
 * Misère quotients of heap games (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005)
 * G5; Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115 (2008) 593-622): restricted to the sums
 * of one game's heaps of at most N tokens, misère indistinguishability is a congruence with finitely many classes,
 * a commutative monoid; a sum's outcome is read from its product. Engine layer: knows nothing of the catalog or of
 * front ends.
 */
package org.sprague.misere;
