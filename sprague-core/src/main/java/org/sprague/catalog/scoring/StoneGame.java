package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;

/**
 * LeetCode 877, Stone Game: an even number of piles in a row; players alternately take a whole pile from either
 * end; the larger total wins. The first player never loses: the piles at odd and at even positions form two
 * classes, and the first player can take every pile of either class (so LeetCode 877's answer is always true). The value is
 * found by interval DP ({@link TakeEnds}); the LeetCode answer is {@code value > 0}.
 */
public final class StoneGame extends TakeEndsGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    @Override
    public String id() {
        return "stone-game";
    }

    @Override
    public String summary() {
        return "LeetCode 877 Stone Game: an even number of piles, take one from either end; most stones wins";
    }

    @Override
    public String syntax() {
        return "PILE... (an even number of piles, each 1..500; at most " + MAX_LENGTH + "), e.g. 5 3 4 5";
    }

    @Override
    public List<String> examples() {
        return List.of("5 3 4 5", "3 7 2 3");
    }

    @Override
    TakeEnds.Scoring scoring() {
        return TakeEnds.Scoring.TAKEN;
    }

    @Override
    int minValue() {
        return 1;
    }

    @Override
    int maxValue() {
        return 500;
    }

    @Override
    void validate(int[] row) {
        if (row.length % 2 != 0) {
            throw new BadInputException("stone-game needs an even number of piles, got " + row.length
                    + "; predict-winner takes rows of any length");
        }
    }

    @Override
    void finish(Solution.Builder answer, long value, int[] row) {
        answer.detail("answer", value > 0);
        answer.note("answer: LeetCode 877's return value, true when Alice (the first player) ends with more stones;"
                + " with an even number of piles she never loses (take every odd-placed or every even-placed pile),"
                + " and LeetCode's odd total rules out a tie");
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        PredictWinnerGame rows = new PredictWinnerGame();
        return Optional.of(new ScoringMoves(ScoringMoves.Kind.TAKE_END, rows, rows.minValue(), rows.maxValue()));
    }

    /** The row of stones; a stone that can be taken is the move that takes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::stones);
    }
}
