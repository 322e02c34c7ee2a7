package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ScoreGame;

/**
 * LeetCode 1406, Stone Game III: the mover takes the first 1, 2 or 3 stones of the row and scores their values
 * (which may be negative). Fast: suffix DP d(i) = max over k of (values i..i+k-1) - d(i+k), d(n) = 0; O(n).
 */
public final class StoneGame3 implements CatalogGame {
    /** The values the game's syntax accepts. */
    static final int MIN_VALUE = -1000;
    static final int MAX_VALUE = 1000;
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** The rules: take the first 1, 2 or 3 values, score their sum. */
    static final ScoreGame<List<Integer>> RULES = (row, sink) -> {
        long taken = 0;
        for (int k = 1; k <= Math.min(3, row.size()); k++) {
            taken += row.get(k - 1);
            sink.move(List.copyOf(row.subList(k, row.size())), taken);
        }
    };

    @Override
    public String id() {
        return "stone-game-3";
    }

    @Override
    public String summary() {
        return "LeetCode 1406 Stone Game III: take the first 1, 2 or 3 stones and score their values";
    }

    @Override
    public String syntax() {
        return "VALUE... (the row, at least one value, each -1000..1000), e.g. 1 2 3 7";
    }

    @Override
    public List<String> examples() {
        return List.of("1 2 3 7", "1 2 3 -9", "1 2 3 6");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /** d(i) for i = 0..n. */
    static long[] table(int[] a) {
        int n = a.length;
        long[] d = new long[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            long taken = 0;
            long best = Long.MIN_VALUE;
            for (int k = 1; k <= 3 && i + k <= n; k++) {
                taken += a[i + k - 1];
                best = Math.max(best, taken - d[i + k]);
            }
            d[i] = best;
        }
        return d;
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int[] a = ScoringInput.row(position, "value", MIN_VALUE, MAX_VALUE, 1, "1 2 3 7");
        long[] d = table(a);
        long value = d[0];
        var answer = ScoringAnswers.of(id(), position, value);
        long taken = 0;
        for (int k = 1; k <= Math.min(3, a.length); k++) {
            taken += a[k - 1];
            if (taken - d[k] == value) {
                answer.move(MoveReport.of("take " + k + " (scores " + taken + ")", ScoringAnswers.to(a, k, a.length)));
            }
        }
        answer.detail("answer", value > 0 ? "Alice" : value < 0 ? "Bob" : "Tie");
        answer.note("answer: LeetCode 1406's return value: Alice (the player to move), Bob or Tie");
        answer.note(ScoringAnswers.VALUE_NOTE);
        ScoringAnswers.moveNotes(answer, a.length);
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new ScoringMoves(ScoringMoves.Kind.TAKE_FRONT_UP_TO_3, this, MIN_VALUE, MAX_VALUE));
    }

    /** The row of stones; a stone that can be taken is the move that takes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::stones);
    }
}
