package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ScoreGame;

/**
 * LeetCode 1927, Sum Game: a string of even length of digits and '?'; players alternately replace a '?' by a
 * digit; Bob wins when, at the end, the first half's digit sum equals the second half's. A win/lose game: value
 * +1 when Alice wins, -1 when Bob does.
 *
 * <p>Fast (a counting rule): with q the number of '?' in the first half minus that in the second and s
 * the first half's digit sum minus the second's, Bob wins exactly when the number of '?' is even and
 * s + 9q/2 = 0. O(n).
 */
public final class SumGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /**
     * A position of the rules. The end depends only on the two halves' sums, so a position is the difference of
     * the known digit sums, the '?' left in each half and who moves: an exact reduction, not a closed form.
     */
    record Position(int difference, int leftMarks, int rightMarks, boolean alice) {
        static Position of(String num) {
            int half = num.length() / 2;
            int difference = 0;
            int leftMarks = 0;
            int rightMarks = 0;
            for (int i = 0; i < num.length(); i++) {
                char c = num.charAt(i);
                if (c == '?') {
                    if (i < half) {
                        leftMarks++;
                    } else {
                        rightMarks++;
                    }
                } else {
                    difference += i < half ? c - '0' : '0' - c;
                }
            }
            return new Position(difference, leftMarks, rightMarks, true);
        }
    }

    /** The rules: replace a '?' of either half by any digit; at the end Bob wins on equal sums. */
    static final ScoreGame<Position> RULES = new ScoreGame<>() {
        @Override
        public void forEachMove(Position p, MoveSink<Position> sink) {
            for (int d = 0; d <= 9; d++) {
                if (p.leftMarks() > 0) {
                    sink.move(new Position(p.difference() + d, p.leftMarks() - 1, p.rightMarks(), !p.alice()), 0);
                }
                if (p.rightMarks() > 0) {
                    sink.move(new Position(p.difference() - d, p.leftMarks(), p.rightMarks() - 1, !p.alice()), 0);
                }
            }
        }

        @Override
        public long terminalScore(Position p) {
            boolean bobWins = p.difference() == 0;
            return bobWins == p.alice() ? -1 : 1;
        }
    };

    /** Whether Alice wins, by the counting rule. */
    static boolean aliceWins(String num) {
        int half = num.length() / 2;
        int q = 0;
        int s = 0;
        for (int i = 0; i < num.length(); i++) {
            char c = num.charAt(i);
            int sign = i < half ? 1 : -1;
            if (c == '?') {
                q += sign;
            } else {
                s += sign * (c - '0');
            }
        }
        return q % 2 != 0 || s + q / 2 * 9 != 0;
    }

    @Override
    public String id() {
        return "sum-game";
    }

    @Override
    public String summary() {
        return "LeetCode 1927 Sum Game: fill in the '?' digits; Bob wins if both halves sum the same";
    }

    @Override
    public String syntax() {
        return "NUM (one string of even length of digits and '?'), e.g. 25??";
    }

    @Override
    public List<String> examples() {
        return List.of("25??", "5023", "?3295???");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    static String parse(List<String> position) {
        String num = ScoringInput.single(position, "string of digits and '?' (such as 25??)");
        if (num.length() < 2 || num.length() % 2 != 0) {
            throw new BadInputException("sum-game needs a string of even length, at least 2, got " + num.length()
                    + " characters");
        }
        for (int i = 0; i < num.length(); i++) {
            char c = num.charAt(i);
            if (c != '?' && (c < '0' || c > '9')) {
                throw new BadInputException("sum-game takes digits and '?', got '" + c + "' at position " + (i + 1));
            }
        }
        return num;
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String num = parse(position);
        boolean alice = aliceWins(num);
        long marks = num.chars().filter(c -> c == '?').count();
        var answer = ScoringAnswers.of(id(), position, alice ? 1 : -1).remoteness(marks);
        answer.detail("answer", alice);
        answer.note("answer: LeetCode 1927's return value, true when Alice (the player to move) wins");
        answer.note(ScoringAnswers.WIN_LOSE_NOTE);
        answer.note("counting rule on the halves' sums and '?' counts; remoteness: the number of '?', since every"
                + " play fills them all");
        answer.movesIncomplete("optimal moves are not listed for this game");
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new SumGameMoves());
    }

    /** The number; a digit under a '?' is the move that writes it there. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.sumGame(this, options, position);
    }
}
