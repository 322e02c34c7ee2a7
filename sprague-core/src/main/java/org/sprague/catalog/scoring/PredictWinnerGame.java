package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;

/**
 * LeetCode 486, Predict the Winner: players alternately take a value from either end of the row; the larger total
 * wins, and player 1 also "wins" a tie. Interval DP ({@link TakeEnds}); the LeetCode answer is
 * {@code value >= 0}.
 */
public final class PredictWinnerGame extends TakeEndsGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    @Override
    public String id() {
        return "predict-winner";
    }

    @Override
    public String summary() {
        return "LeetCode 486 Predict the Winner: take a value from either end of the row; the larger total wins";
    }

    @Override
    public String syntax() {
        return "VALUE... (the row, at least one value, each 0..10^7; at most " + MAX_LENGTH + " values),"
                + " e.g. 1 5 233 7";
    }

    @Override
    public List<String> examples() {
        return List.of("1 5 233 7", "1 5 2");
    }

    @Override
    TakeEnds.Scoring scoring() {
        return TakeEnds.Scoring.TAKEN;
    }

    @Override
    int minValue() {
        return 0;
    }

    @Override
    int maxValue() {
        return 10_000_000;
    }

    @Override
    void finish(Solution.Builder answer, long value, int[] row) {
        answer.detail("answer", value >= 0);
        answer.note("answer: LeetCode 486's return value, true when player 1 scores at least as much as player 2"
                + " (a tie counts as a win for player 1)");
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new ScoringMoves(ScoringMoves.Kind.TAKE_END, this, minValue(), maxValue()));
    }

    /** The row of stones; a stone that can be taken is the move that takes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::stones);
    }
}
