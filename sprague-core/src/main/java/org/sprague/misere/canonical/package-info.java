/**
 * Misère canonical forms of impartial games (Conway, On Numbers and Games, ch. 12; Siegel, Combinatorial Game
 * Theory, AMS 2013, ch. V): interned simplest forms ({@link org.sprague.misere.canonical.MisereForms}), sums,
 * mates, outcomes, Conway's genus ({@link org.sprague.misere.canonical.Genus}), the tame, restive and wild phyla
 * ({@link org.sprague.misere.canonical.Phylum}), and CGSuite's notation in and out
 * ({@link org.sprague.misere.canonical.MisereNotation}, {@link org.sprague.misere.canonical.MisereNotationParser}).
 * Engine layer: knows nothing of the catalog or of front ends.
 */
package org.sprague.misere.canonical;
