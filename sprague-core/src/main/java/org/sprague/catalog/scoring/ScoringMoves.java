package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;

/**
 * Moves of the scoring games on a row of numbers: take an end and score it (LeetCode 486 and 877), remove an end
 * and score what is left (1690), or take one to three from the front and score them (1406). The value of a move
 * for the mover is its gain minus the value of the row left, as the other player then moves first.
 */
final class ScoringMoves implements PositionMoves {
    /** What one move does to the row. */
    enum Kind { TAKE_END, REMOVE_END_SCORE_REST, TAKE_FRONT_UP_TO_3 }

    private final Kind kind;
    /** The catalog game that solves the rows a move leaves (stone-game's odd rows are predict-winner rows). */
    private final CatalogGame evaluator;
    /** The values a row may hold, as the evaluator's own syntax accepts them. */
    private final int min;
    private final int max;

    ScoringMoves(Kind kind, CatalogGame evaluator, int min, int max) {
        this.kind = kind;
        this.evaluator = evaluator;
        this.min = min;
        this.max = max;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        long[] row = new long[position.size()];
        for (int i = 0; i < row.length; i++) {
            row[i] = ScoringInput.integer(position.get(i), "value " + (i + 1), min, max);
        }
        if (row.length > MAX_MOVES) {
            throw new BadInputException("the row is too long to play here (at most " + MAX_MOVES + " values)");
        }
        List<Move> out = new ArrayList<>();
        int n = row.length;
        switch (kind) {
            case TAKE_END -> {
                if (n > 0) {
                    out.add(new Move("take the left end " + row[0], position.subList(1, n), row[0]));
                }
                if (n > 1) {
                    out.add(new Move("take the right end " + row[n - 1], position.subList(0, n - 1), row[n - 1]));
                }
            }
            case REMOVE_END_SCORE_REST -> {
                long sum = 0;
                for (long v : row) {
                    sum += v;
                }
                if (n > 0) {
                    out.add(new Move("remove the left stone " + row[0], position.subList(1, n), sum - row[0]));
                }
                if (n > 1) {
                    out.add(new Move("remove the right stone " + row[n - 1], position.subList(0, n - 1),
                            sum - row[n - 1]));
                }
            }
            case TAKE_FRONT_UP_TO_3 -> {
                long sum = 0;
                for (int k = 1; k <= Math.min(3, n); k++) {
                    sum += row[k - 1];
                    out.add(new Move("take " + k + " from the front (" + sum + ")", position.subList(k, n), sum));
                }
            }
            default -> throw new IllegalStateException();
        }
        return out;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        if (position.isEmpty()) {
            return Evaluation.SCORED_OUT;
        }
        return Evaluation.of((Solution) evaluator.solve(GameOptions.none(), position));
    }
}
