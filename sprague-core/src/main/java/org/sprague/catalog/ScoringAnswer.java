package org.sprague.catalog;

import java.math.BigInteger;
import java.util.List;
import org.sprague.solve.score.ScoreSolver;
import org.sprague.value.Outcome;

/**
 * An answer for a position of a scoring game: the first player's score minus the second's under optimal play;
 * the outcome follows its sign (equal scores are a draw) and the moves listed are the optimal ones.
 *
 * @param game the catalog id
 * @param position the position as given
 * @param value the score difference under optimal play
 * @param remoteness how many moves optimal play lasts, or why it is not given
 * @param winningMoves every optimal move unless {@code winningMovesComplete} is false
 * @param winningMovesComplete whether every optimal move is listed
 * @param details game-specific facts (the contest's own answer) in output order
 * @param notes remarks for people
 */
public record ScoringAnswer(String game, List<String> position, long value, Figure<Long> remoteness,
        List<MoveReport> winningMoves, boolean winningMovesComplete, List<Detail> details, List<String> notes)
        implements Solution {
    /** Copies the lists; no field may be null. */
    public ScoringAnswer {
        AnswerLists.requireFields(game, remoteness);
        position = List.copyOf(position);
        winningMoves = AnswerLists.moves(winningMoves);
        details = List.copyOf(details);
        notes = List.copyOf(notes);
    }

    /** By the sign of {@link #value()}. */
    @Override
    public Outcome outcome() {
        return ScoreSolver.outcomeOf(value);
    }

    /** Scoring games are not sums of impartial games: no Grundy value. */
    @Override
    public Figure<BigInteger> grundy() {
        return Figure.undefined("a scoring game has no Grundy value");
    }

    /** The value when asked by name, so that {@code detail("value")} works as for other fields. */
    @Override
    public Object detail(String name) {
        return name.equals("value") ? (Object) value : Solution.super.detail(name);
    }
}
