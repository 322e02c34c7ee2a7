/**
 * Domineering (Berlekamp, Conway and Guy, Winning Ways; Gardner, Scientific American, 1974): canonical values of
 * boards by regions ({@link org.sprague.domineering.Domineering}, with a database of small regions), and who wins
 * a board past their reach by an outcome search on bitboards ({@link org.sprague.domineering.DomineeringBitboard}
 * up to 64 cells, {@link org.sprague.domineering.DomineeringWideBoard} up to 96), with the move counts that decide
 * positions without search and the move order. Knows no catalog type and no front end.
 */
package org.sprague.domineering;
