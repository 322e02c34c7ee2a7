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
 * LeetCode 1690, Stone Game VII: players alternately remove the leftmost or rightmost stone and score the sum of
 * the stones that remain. Interval DP over prefix sums ({@link TakeEnds}); LeetCode returns the value itself.
 */
public final class StoneGame7 extends TakeEndsGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    @Override
    public String id() {
        return "stone-game-7";
    }

    @Override
    public String summary() {
        return "LeetCode 1690 Stone Game VII: remove an end stone and score the sum of the stones left";
    }

    @Override
    public String syntax() {
        return "STONE... (the row, at least one stone, each 1..1000; at most " + MAX_LENGTH + "), e.g. 5 3 1 4 2";
    }

    @Override
    public List<String> examples() {
        return List.of("5 3 1 4 2", "7 90 5 1 100 10 10 2");
    }

    @Override
    TakeEnds.Scoring scoring() {
        return TakeEnds.Scoring.REMAINDER;
    }

    @Override
    int minValue() {
        return 1;
    }

    @Override
    int maxValue() {
        return 1000;
    }

    @Override
    void finish(Solution.Builder answer, long value, int[] row) {
        answer.note("LeetCode 1690 returns the value itself (Alice's score minus Bob's)");
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new ScoringMoves(ScoringMoves.Kind.REMOVE_END_SCORE_REST, this, minValue(), maxValue()));
    }

    /** The row of stones; a stone that can be taken is the move that takes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::stones);
    }
}
