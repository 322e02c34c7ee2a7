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
 * LeetCode 1872, Stone Game VIII: while more than one stone is left, the mover removes the leftmost x &gt; 1
 * stones, scores their sum and puts one stone of that sum on the left.
 *
 * <p>Fast: after any play the first stone holds a prefix sum p(i) = a_0 + ... + a_i and the rest is a_{i+1..};
 * the mover picks j &gt; i and scores p(j). So d(n-1) = 0 and d(i) = max over j &gt; i of p(j) - d(j), one
 * running maximum from the right: O(n).
 */
public final class StoneGame8 implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** The rules: merge the leftmost x &gt;= 2 stones into one, score their sum. */
    static final ScoreGame<List<Integer>> RULES = (row, sink) -> {
        int n = row.size();
        long sum = row.isEmpty() ? 0 : row.get(0);
        for (int x = 2; x <= n; x++) {
            sum += row.get(x - 1);
            List<Integer> next = new ArrayList<>(n - x + 1);
            next.add(Math.toIntExact(sum));
            next.addAll(row.subList(x, n));
            sink.move(List.copyOf(next), sum);
        }
    };

    @Override
    public String id() {
        return "stone-game-8";
    }

    @Override
    public String summary() {
        return "LeetCode 1872 Stone Game VIII: merge the leftmost x > 1 stones into one and score their sum";
    }

    @Override
    public String syntax() {
        return "STONE... (the row, at least one stone, each -10^4..10^4), e.g. -1 2 -3 4 -5";
    }

    @Override
    public List<String> examples() {
        return List.of("-1 2 -3 4 -5", "7 -6 5 10 5 -2 -6", "-10 -12");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /** d(i) for i = 0..n-1 (d(n-1) = 0: one stone left). */
    static long[] table(long[] prefix) {
        int n = prefix.length;
        long[] d = new long[n];
        long best = Long.MIN_VALUE;
        for (int i = n - 2; i >= 0; i--) {
            best = Math.max(best, prefix[i + 1] - d[i + 1]);
            d[i] = best;
        }
        return d;
    }

    static long[] prefixSums(int[] a) {
        long[] p = new long[a.length];
        long s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
            p[i] = s;
        }
        return p;
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int[] a = ScoringInput.row(position, "stone", -10_000, 10_000, 1, "-1 2 -3 4 -5");
        int n = a.length;
        long[] p = prefixSums(a);
        long[] d = table(p);
        long value = d[0];
        var answer = ScoringAnswers.of(id(), position, value);
        for (int j = 1; j < n; j++) {
            if (p[j] - d[j] == value) {
                List<String> to = null;
                if (n <= ScoringAnswers.MAX_VALUES_WITH_TO) {
                    to = new ArrayList<>(n - j);
                    to.add(Long.toString(p[j]));
                    to.addAll(ScoringAnswers.texts(a, j + 1, n));
                }
                answer.move(MoveReport.of("merge the leftmost " + (j + 1) + " (scores " + p[j] + ")", to));
            }
        }
        answer.note("LeetCode 1872 returns the value itself (Alice's score minus Bob's)");
        answer.note(ScoringAnswers.VALUE_NOTE);
        ScoringAnswers.moveNotes(answer, n);
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new StoneGame8Moves());
    }

    /** The row; the last stone a merge takes in is that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.stoneGame8(this, options, position);
    }
}
