package org.sprague.catalog;

/**
 * A table of a game's two-number positions (Wythoff's pile sizes): what {@code values ID} computes for a game whose
 * positions are pairs rather than heaps, as a capability the game states ({@link CatalogGame#gridTable()}).
 */
public interface GridTable {
    /**
     * One line of help: what the table holds.
     *
     * @return a sentence
     */
    String description();

    /**
     * The table.
     *
     * @param rows the first numbers 0..rows-1
     * @param cols the second numbers 0..cols-1
     * @param misere misère values (the last player to move loses) instead of Grundy values
     * @return {@code values[p0][p1]}
     */
    int[][] values(int rows, int cols, boolean misere);
}
