package org.sprague.catalog;

/**
 * What a catalog game answers for a position: a {@link Solution} for one position, or another shape that a game
 * documents (for example a table of every node of a graph). Front ends print each kind they know.
 */
public interface Answer {
    /** The catalog id of the game that answered. */
    String game();
}
