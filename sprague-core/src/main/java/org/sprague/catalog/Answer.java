package org.sprague.catalog;

import java.util.List;

/**
 * What a catalog game answers: a {@link Solution} for one position (one record per kind of game), or a
 * {@link PositionTable} for every position of a game at once. The set is closed so that every front end handles
 * every kind; a new kind (partizan canonical values, say) is added here and the compiler then points at each
 * printer that must learn it.
 */
public sealed interface Answer permits Solution, PositionTable, PartizanAnswer, PartizanOutcomeAnswer {
    /** The catalog id of the game that answered. */
    String game();

    /** Remarks for people: what was not computed and why, which theorem answered. */
    List<String> notes();
}
