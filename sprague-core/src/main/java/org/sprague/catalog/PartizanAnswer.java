package org.sprague.catalog;

import java.util.List;
import org.sprague.partizan.PartizanAnalysis;

/**
 * What a partizan catalog game answers: the position as given and its analysis (canonical value, outcome
 * class, the first player's outcome and winning moves, thermography).
 *
 * @param game the catalog id
 * @param position the position's arguments
 * @param analysis the analysis
 * @param notes remarks for people
 */
public record PartizanAnswer(String game, List<String> position, PartizanAnalysis analysis, List<String> notes)
        implements Answer {
    // a kind of its own: no Grundy value, no remoteness; the value is the canonical form
    /** Copies the lists. */
    public PartizanAnswer {
        position = List.copyOf(position);
        notes = List.copyOf(notes);
    }
}
