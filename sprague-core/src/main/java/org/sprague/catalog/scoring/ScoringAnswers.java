package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Solution;
import org.sprague.solve.score.ScoreSolver;

/**
 * What the scoring games' answers share: {@code value}, the outcome by its sign, the notes that explain them, and
 * resulting positions ({@code to}) that are left out for long rows so that output stays linear in the input.
 */
final class ScoringAnswers {
    /** Rows longer than this leave {@code to} out of their moves. */
    static final int MAX_VALUES_WITH_TO = Solution.MAX_COMPONENTS_WITH_TO;

    static final String VALUE_NOTE = "value: the first player's score minus the second's under optimal play;"
            + " outcome by its sign (draw: equal scores)";
    static final String MOVES_NOTE = "winningMoves lists every optimal move: each move that achieves the value";
    static final String WIN_LOSE_NOTE = "a win/lose game: value is +1 when the player to move wins, -1 when they"
            + " lose (the winner scores one point)";

    private ScoringAnswers() {
    }

    /** A solution with {@code value} and the outcome by its sign. */
    static Solution.Builder of(String game, List<String> position, long value) {
        return Solution.scoring(game, position, value);
    }

    /** The notes for moves, with a remark when {@code to} is left out. */
    static void moveNotes(Solution.Builder answer, int rowLength) {
        answer.note(MOVES_NOTE);
        if (rowLength > MAX_VALUES_WITH_TO) {
            answer.note("'to' is left out of the moves: the row has more than " + MAX_VALUES_WITH_TO + " values");
        }
    }

    /** Values a[from..to) as texts, or {@code null} when the whole row is too long to repeat per move. */
    static List<String> to(int[] a, int from, int to) {
        if (a.length > MAX_VALUES_WITH_TO) {
            return null;
        }
        return texts(a, from, to);
    }

    static List<String> texts(int[] a, int from, int to) {
        List<String> out = new ArrayList<>(Math.max(0, to - from));
        for (int i = from; i < to; i++) {
            out.add(Integer.toString(a[i]));
        }
        return out;
    }
}
