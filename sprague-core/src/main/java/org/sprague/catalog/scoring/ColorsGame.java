package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ScoreGame;

/**
 * LeetCode 2038, Remove Colored Pieces if Both Neighbors are the Same Color: a partizan game on a string of A and
 * B. Alice removes an A whose two neighbours are A, Bob a B whose two neighbours are B, never at either end; the
 * player who cannot move loses. A win/lose game: value +1 when Alice wins, -1 when Bob does.
 *
 * <p>Fast (a counting rule): a run of k equal letters allows exactly max(k - 2, 0) removals by its
 * owner, whatever the other player does (a run never vanishes, so runs never merge). Alice wins exactly when her
 * removals outnumber Bob's. O(n).
 */
public final class ColorsGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** A position of the rules: the string and who moves. */
    record Position(String colors, boolean alice) {
    }

    /** The rules: remove an inner letter of one's own colour with both neighbours the same; stuck loses. */
    static final ScoreGame<Position> RULES = new ScoreGame<>() {
        @Override
        public void forEachMove(Position p, MoveSink<Position> sink) {
            String s = p.colors();
            char own = p.alice() ? 'A' : 'B';
            for (int i = 1; i + 1 < s.length(); i++) {
                if (s.charAt(i - 1) == own && s.charAt(i) == own && s.charAt(i + 1) == own) {
                    sink.move(new Position(s.substring(0, i) + s.substring(i + 1), !p.alice()), 0);
                }
            }
        }

        @Override
        public long terminalScore(Position p) {
            return -1;
        }
    };

    /** Removals available to Alice (index 0) and Bob (index 1): the sums of max(run - 2, 0). */
    static long[] removals(String colors) {
        long[] r = new long[2];
        int run = 1;
        for (int i = 1; i <= colors.length(); i++) {
            if (i < colors.length() && colors.charAt(i) == colors.charAt(i - 1)) {
                run++;
            } else {
                r[colors.charAt(i - 1) - 'A'] += Math.max(run - 2, 0);
                run = 1;
            }
        }
        return r;
    }

    /**
     * Smith's remoteness: every move uses up one of the mover's removals and leaves the other's, so every play
     * has the same length: Bob is stuck after 2b + 1 moves when Alice wins, Alice after 2a moves otherwise.
     */
    static long remoteness(long[] removals) {
        return removals[0] > removals[1] ? 2 * removals[1] + 1 : 2 * removals[0];
    }

    @Override
    public String id() {
        return "colors";
    }

    @Override
    public String summary() {
        return "LeetCode 2038: remove an A (Alice) or B (Bob) whose neighbours match it; who cannot move loses";
    }

    @Override
    public String syntax() {
        return "COLORS (one string of A and B), e.g. AAABABB";
    }

    @Override
    public List<String> examples() {
        return List.of("AAABABB", "AA", "ABBBBBBBAAA");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    static String parse(List<String> position) {
        String colors = ScoringInput.single(position, "string of A and B (such as AAABABB)");
        if (colors.isEmpty()) {
            throw new BadInputException("colors needs at least one piece, such as AAABABB");
        }
        for (int i = 0; i < colors.length(); i++) {
            char c = colors.charAt(i);
            if (c != 'A' && c != 'B') {
                throw new BadInputException("colors takes a string of A and B, got '" + c + "' at position "
                        + (i + 1));
            }
        }
        return colors;
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String colors = parse(position);
        long[] r = removals(colors);
        boolean alice = r[0] > r[1];
        var answer = ScoringAnswers.of(id(), position, alice ? 1 : -1).remoteness(remoteness(r));
        answer.detail("answer", alice);
        answer.detail(new Detail.Wholes("removals", List.of(r[0], r[1])));
        answer.note("answer: LeetCode 2038's return value, true when Alice (the player to move, removing A) wins");
        answer.note(ScoringAnswers.WIN_LOSE_NOTE);
        answer.note("removals: how many pieces Alice and Bob can each remove in all (runs of k give k - 2);"
                + " the player who runs out first loses; remoteness: the number of moves the game lasts (every play"
                + " lasts as long)");
        // every move uses up one of the mover's removals and no other: all of Alice's moves are equally good
        for (int i = 1; i + 1 < colors.length(); i++) {
            if (colors.charAt(i - 1) == 'A' && colors.charAt(i) == 'A' && colors.charAt(i + 1) == 'A') {
                List<String> to = colors.length() > ScoringAnswers.MAX_VALUES_WITH_TO ? null
                        : List.of(colors.substring(0, i) + colors.substring(i + 1));
                answer.move(MoveReport.of("remove A at " + (i + 1), to));
            }
        }
        answer.note(ScoringAnswers.MOVES_NOTE + "; here every move of Alice's (an A between two As) is optimal");
        if (colors.length() > ScoringAnswers.MAX_VALUES_WITH_TO) {
            answer.note("'to' is left out of the moves: the string has more than " + ScoringAnswers.MAX_VALUES_WITH_TO
                    + " pieces");
        }
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new ColorsMoves());
    }

    /** The letters; an inner letter of a run is the move that removes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.colors(this, options, position);
    }
}
