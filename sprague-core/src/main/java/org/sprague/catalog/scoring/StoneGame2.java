package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
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
 * LeetCode 1140, Stone Game II: piles in a row; the mover takes all the stones of the first X piles, 1 &lt;= X &lt;=
 * 2M, and M becomes max(M, X) (M starts at 1). A position is the remaining piles and M.
 *
 * <p>Fast: DP over (first pile i, M) with suffix sums, d(i, M) = max over X of (stones of piles i..i+X-1) -
 * d(i+X, max(M, X)); when 2M reaches the end the mover takes everything, which is then the only optimal move
 * (piles are positive, so the opponent would score something). O(n^3/12) time, (n+1)^2 longs.
 */
public final class StoneGame2 implements CatalogGame {
    /** M of the position, also accepted as the first two words of the position. */
    public static final GameOption M =
            GameOption.value("--m", "M", "M of the position: the mover may take up to 2M piles", "1");

    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** Cubic time: about 10^8 steps at this length. */
    static final int MAX_LENGTH = 1000;
    /** The piles the game's syntax accepts. */
    static final int MIN_PILE = 1;
    static final int MAX_PILE = 10_000;

    /** A position of the rules: the remaining piles and M. */
    record Position(List<Integer> piles, int m) {
    }

    /** The rules: take the first X piles, 1 &lt;= X &lt;= 2M, score their stones, M = max(M, X). */
    static final ScoreGame<Position> RULES = (p, sink) -> {
        long taken = 0;
        int n = p.piles().size();
        for (int x = 1; x <= Math.min(2 * p.m(), n); x++) {
            taken += p.piles().get(x - 1);
            sink.move(new Position(List.copyOf(p.piles().subList(x, n)), Math.max(p.m(), x)), taken);
        }
    };

    @Override
    public String id() {
        return "stone-game-2";
    }

    @Override
    public String summary() {
        return "LeetCode 1140 Stone Game II: take the first X piles, 1 <= X <= 2M, then M = max(M, X)";
    }

    @Override
    public String syntax() {
        return "[--m M] PILE... (piles 1..10^4, at most " + MAX_LENGTH + "; M at least 1, default 1),"
                + " e.g. 2 7 9 4 4 or --m 2 9 4 4";
    }

    @Override
    public List<String> examples() {
        return List.of("2 7 9 4 4", "1 2 3 4 5 100", "--m 2 9 4 4");
    }

    @Override
    public List<GameOption> options() {
        return List.of(M);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        List<String> piles = position;
        String mText = options.string(M);
        if (!position.isEmpty() && position.get(0).equals(M.name())) {
            if (mText != null || position.size() < 2) {
                throw new BadInputException("give M once, as " + M.name() + " M before the piles");
            }
            mText = position.get(1);
            piles = position.subList(2, position.size());
        }
        int m = mText == null ? 1 : ScoringInput.integer(mText, M.name(), 1, Integer.MAX_VALUE);
        int[] a = ScoringInput.row(piles, "pile", MIN_PILE, MAX_PILE, 1, "2 7 9 4 4");
        ScoringInput.requireAtMost(a.length, MAX_LENGTH, id(), "the DP takes cubic time");
        int n = a.length;
        // any M >= n plays the same, so the table stops at n; moves still report the M the player has
        long[] suffix = suffixSums(a);
        long[] d = table(a, suffix);
        long value = d[index(0, Math.min(m, n), n)];
        List<String> shown = mText == null ? position : withM(mText.trim(), piles);
        var answer = ScoringAnswers.of(id(), shown, value);
        for (int x = 1; x <= Math.min(2L * m, n); x++) {
            int next = Math.max(m, x);
            if (suffix[0] - suffix[x] - d[index(x, Math.min(next, n), n)] == value) {
                // taking every pile ends the game: the empty position, as in the other games
                List<String> to = x == n ? List.of() : withM(Integer.toString(next), ScoringAnswers.texts(a, x, n));
                answer.move(MoveReport.of("take " + x + (x == 1 ? " pile" : " piles") + " (" + (suffix[0] - suffix[x])
                        + " stones), M = " + next, to));
            }
        }
        answer.detail("answer", (suffix[0] + value) / 2);
        answer.note("answer: LeetCode 1140's return value, the most stones Alice (the player to move) can get");
        answer.note(ScoringAnswers.VALUE_NOTE);
        answer.note(ScoringAnswers.MOVES_NOTE + "; 'to' gives M as " + M.name() + " M");
        return answer.build();
    }

    private static List<String> withM(String m, List<String> piles) {
        List<String> out = new ArrayList<>();
        out.add(M.name());
        out.add(m);
        out.addAll(piles);
        return out;
    }

    static long[] suffixSums(int[] a) {
        long[] s = new long[a.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            s[i] = s[i + 1] + a[i];
        }
        return s;
    }

    private static int index(int i, int m, int n) {
        return i * (n + 1) + m;
    }

    /** d(i, M) for 0 &lt;= i &lt;= n, 1 &lt;= M &lt;= n (M beyond n plays as n). */
    static long[] table(int[] a, long[] suffix) {
        int n = a.length;
        long[] d = new long[(n + 1) * (n + 1)];
        for (int i = n - 1; i >= 0; i--) {
            for (int m = 1; m <= n; m++) {
                if (i + 2 * m >= n) {
                    d[index(i, m, n)] = suffix[i];
                    continue;
                }
                long best = Long.MIN_VALUE;
                for (int x = 1; x <= 2 * m; x++) {
                    best = Math.max(best, suffix[i] - suffix[i + x] - d[index(i + x, Math.max(m, x), n)]);
                }
                d[index(i, m, n)] = best;
            }
        }
        return d;
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new StoneGame2Moves());
    }

    /** The row of piles; the last pile a move takes is that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.stoneGame2(this, options, position);
    }
}
