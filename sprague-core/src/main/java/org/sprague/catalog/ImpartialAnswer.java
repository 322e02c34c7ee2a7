package org.sprague.catalog;

import java.math.BigInteger;
import java.util.List;
import org.sprague.value.Outcome;

/**
 * An answer for a position of a short impartial game (normal or misère play): every play ends, so
 * there are no draws and the remoteness, when computed, is finite.
 *
 * @param game the catalog id
 * @param position the position as given
 * @param outcome who wins with best play
 * @param grundy the Grundy value, or why there is none
 * @param remoteness Smith's remoteness, or why there is none
 * @param winningMoves every winning move unless {@code winningMovesComplete} is false
 * @param winningMovesComplete whether every winning move is listed
 * @param details game-specific facts in output order
 * @param notes remarks for people
 */
public record ImpartialAnswer(String game, List<String> position, Outcome outcome, Figure<BigInteger> grundy,
        Figure<Long> remoteness, List<MoveReport> winningMoves, boolean winningMovesComplete, List<Detail> details,
        List<String> notes) implements Solution {
    /** Copies the lists; no field may be null. */
    public ImpartialAnswer {
        AnswerLists.requireFields(game, outcome, grundy, remoteness);
        position = List.copyOf(position);
        winningMoves = AnswerLists.moves(winningMoves);
        details = List.copyOf(details);
        notes = List.copyOf(notes);
    }
}
