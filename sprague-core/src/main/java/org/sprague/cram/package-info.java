/**
 * Cram, the impartial domino-placing game (Berlekamp, Conway and Guy, Winning Ways; Gardner, Scientific American,
 * 1974): Grundy values of boards by a memoised search over regions, with the Sprague-Grundy theorem inside (a board
 * is the nim-sum of its 4-connected empty regions). Knows no catalog type and no front end.
 */
package org.sprague.cram;
