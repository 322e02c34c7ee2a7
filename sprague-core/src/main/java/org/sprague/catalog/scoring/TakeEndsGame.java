package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;

/**
 * The catalog side shared by the games of {@link TakeEnds}: parsing, the interval DP, every optimal move. A
 * subclass states its id, limits and the LeetCode answer.
 */
abstract class TakeEndsGame implements CatalogGame {
    /** Quadratic time: about 2*10^8 steps at this length. */
    static final int MAX_LENGTH = 20_000;

    abstract TakeEnds.Scoring scoring();

    abstract int minValue();

    abstract int maxValue();

    /** Checks what the game requires beyond the value range (such as an even count). */
    void validate(int[] row) {
    }

    /** Adds the LeetCode answer and the game's notes. */
    abstract void finish(Solution.Builder answer, long value, int[] row);

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int[] a = ScoringInput.row(position, "value", minValue(), maxValue(), 1, examples().get(0));
        validate(a);
        ScoringInput.requireAtMost(a.length, MAX_LENGTH, id(), "the interval DP takes quadratic time");
        long[] dp = TakeEnds.solve(a, scoring());
        Solution.Builder answer = ScoringAnswers.of(id(), position, dp[0]);
        answer.moves(optimalMoves(a, dp));
        finish(answer, dp[0], a);
        answer.note(ScoringAnswers.VALUE_NOTE);
        ScoringAnswers.moveNotes(answer, a.length);
        return answer.build();
    }

    /** Every move whose value equals the row's value: take the first, then take the last. */
    List<MoveReport> optimalMoves(int[] a, long[] dp) {
        int n = a.length;
        long sum = 0;
        for (int v : a) {
            sum += v;
        }
        boolean taken = scoring() == TakeEnds.Scoring.TAKEN;
        long firstScore = taken ? a[0] : sum - a[0];
        if (n == 1) {
            return List.of(MoveReport.of(text("take", a[0], firstScore), ScoringAnswers.to(a, 1, 1)));
        }
        long lastScore = taken ? a[n - 1] : sum - a[n - 1];
        List<MoveReport> moves = new ArrayList<>(2);
        if (firstScore - dp[1] == dp[0]) {
            moves.add(MoveReport.of(text("take left", a[0], firstScore), ScoringAnswers.to(a, 1, n)));
        }
        if (lastScore - dp[2] == dp[0]) {
            moves.add(MoveReport.of(text("take right", a[n - 1], lastScore), ScoringAnswers.to(a, 0, n - 1)));
        }
        return moves;
    }

    private String text(String what, int value, long score) {
        return what + " " + value + (scoring() == TakeEnds.Scoring.REMAINDER ? " (scores " + score + ")" : "");
    }
}
