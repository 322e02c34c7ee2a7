package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ScoreGame;

/**
 * LeetCode 1563, Stone Game V: Alice splits the row into two non-empty rows; Bob throws away the row of larger
 * sum and Alice scores the other's sum (on equal sums Alice chooses which to keep); play continues on the kept
 * row until one stone is left. Bob has no choice, so every move keeps the turn, and the value is Alice's score.
 *
 * <p>Fast: interval DP d(i, j) = max over splits of (kept sum + d(kept row)), O(n^3/6) time, 2n^2 longs (the table and its
 * transpose, so that the inner loop reads memory in order).
 */
public final class StoneGame5 implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** Cubic time: about 1.7*10^8 steps at this length. */
    static final int MAX_LENGTH = 1000;
    /** The values the game's syntax accepts. */
    static final int MIN_VALUE = 1;
    static final int MAX_VALUE = 1_000_000;

    /**
     * The rules: split after each stone; keep the row of smaller sum (both, one move each, on equal sums: left
     * first), score its sum, keep the turn.
     */
    static final ScoreGame<List<Integer>> RULES = (row, sink) -> {
        int n = row.size();
        long total = 0;
        for (int v : row) {
            total += v;
        }
        long left = 0;
        for (int k = 1; k < n; k++) {
            left += row.get(k - 1);
            long right = total - left;
            if (left <= right) {
                sink.move(List.copyOf(row.subList(0, k)), left, false);
            }
            if (right <= left) {
                sink.move(List.copyOf(row.subList(k, n)), right, false);
            }
        }
    };

    @Override
    public String id() {
        return "stone-game-5";
    }

    @Override
    public String summary() {
        return "LeetCode 1563 Stone Game V: split the row, keep the smaller half and score its sum";
    }

    @Override
    public String syntax() {
        return "VALUE... (the row, at least one value, each 1..10^6; at most " + MAX_LENGTH + "), e.g. 6 2 3 4 5 5";
    }

    @Override
    public List<String> examples() {
        return List.of("6 2 3 4 5 5", "7 7 7 7 7 7 7", "4");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /** d(i, j) at index i * n + j, for i &lt;= j. */
    static long[] table(int[] a) {
        int n = a.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = prefix[i] + a[i];
        }
        long[] d = new long[n * n];
        // the same values transposed, d(i, j) at j * n + i, so that both inner reads run along an array
        long[] byEnd = new long[n * n];
        for (int len = 2; len <= n; len++) {
            for (int i = 0, j = len - 1; j < n; i++, j++) {
                long best = 0;
                int rowI = i * n;
                int rowJ = j * n;
                for (int k = i; k < j; k++) {
                    long left = prefix[k + 1] - prefix[i];
                    long right = prefix[j + 1] - prefix[k + 1];
                    if (left <= right) {
                        best = Math.max(best, left + d[rowI + k]);
                    }
                    if (right <= left) {
                        best = Math.max(best, right + byEnd[rowJ + k + 1]);
                    }
                }
                d[rowI + j] = best;
                byEnd[rowJ + i] = best;
            }
        }
        return d;
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int[] a = ScoringInput.row(position, "value", MIN_VALUE, MAX_VALUE, 1, "6 2 3 4 5 5");
        ScoringInput.requireAtMost(a.length, MAX_LENGTH, id(), "the interval DP takes cubic time");
        int n = a.length;
        long[] d = table(a);
        long value = d[n - 1];
        var answer = ScoringAnswers.of(id(), position, value);
        long total = 0;
        for (int v : a) {
            total += v;
        }
        long left = 0;
        List<MoveReport> moves = new ArrayList<>();
        for (int k = 1; k < n; k++) {
            left += a[k - 1];
            long right = total - left;
            if (left <= right && left + d[k - 1] == value) {
                moves.add(MoveReport.of("split after " + k + ", keep left (scores " + left + ")",
                        ScoringAnswers.to(a, 0, k)));
            }
            if (right <= left && right + d[k * n + n - 1] == value) {
                moves.add(MoveReport.of("split after " + k + ", keep right (scores " + right + ")",
                        ScoringAnswers.to(a, k, n)));
            }
        }
        answer.moves(moves);
        answer.note("Bob makes no choice and scores nothing: value is Alice's greatest total, which LeetCode 1563"
                + " returns; a single stone is a draw at 0");
        ScoringAnswers.moveNotes(answer, n);
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new StoneGame5Moves());
    }

    /** The row; the half a split keeps is that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.stoneGame5(this, options, position);
    }
}
