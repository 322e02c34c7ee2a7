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
 * LeetCode 1686, Stone Game VI: players alternately remove any stone; Alice values stone i at a_i, Bob at b_i,
 * and each scores by their own valuation. Taking stone i gains the mover their value and denies the opponent
 * theirs, so both take stones in decreasing order of a_i + b_i: the value is the sum of a_i + b_i over the stones
 * at even ranks of that order, minus the sum of every b_i. Counting sort on a_i + b_i (at most 200): O(n).
 */
public final class StoneGame6 implements CatalogGame {
    /** Alice's values of the stones. */
    public static final GameOption ALICE =
            GameOption.value("--alice", "LIST", "Alice's values of the stones, comma separated", null);
    /** Bob's values of the stones. */
    public static final GameOption BOB =
            GameOption.value("--bob", "LIST", "Bob's values of the stones, comma separated", null);

    /** The two options with their values' form, for messages. */
    public static final String USAGE = ALICE.name() + " A1,A2,... " + BOB.name() + " B1,B2,...";

    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    static final int MAX_VALUE = 100;

    /** A position of the rules: the stones left (bit i for stone i) and whether Alice moves. */
    record Position(int left, boolean alice) {
    }

    /** The rules for valuations a (Alice) and b (Bob), at most 30 stones: remove any stone, score own value. */
    static ScoreGame<Position> rules(int[] a, int[] b) {
        return (p, sink) -> {
            for (int i = 0; i < a.length; i++) {
                if ((p.left() & (1 << i)) != 0) {
                    sink.move(new Position(p.left() & ~(1 << i), !p.alice()), p.alice() ? a[i] : b[i]);
                }
            }
        };
    }

    /** The greedy value: Alice's total minus Bob's. */
    static long value(int[] a, int[] b) {
        int[] count = new int[2 * MAX_VALUE + 1];
        long value = 0;
        for (int i = 0; i < a.length; i++) {
            count[a[i] + b[i]]++;
            value -= b[i];
        }
        int rank = 0;
        for (int c = count.length - 1; c >= 0; c--) {
            // of the stones of this sum, Alice gets those at even ranks
            int k = count[c];
            int alices = rank % 2 == 0 ? (k + 1) / 2 : k / 2;
            value += (long) alices * c;
            rank += k;
        }
        return value;
    }

    @Override
    public String id() {
        return "stone-game-6";
    }

    @Override
    public String summary() {
        return "LeetCode 1686 Stone Game VI: remove any stone; Alice and Bob value the stones differently";
    }

    @Override
    public String syntax() {
        return "--alice A1,A2,... --bob B1,B2,... (equally many values, each 1..100); with '-' standard input holds"
                + " the same words, e.g. --alice 1,3 --bob 2,1";
    }

    @Override
    public List<String> examples() {
        return List.of("--alice 1,3 --bob 2,1", "--alice 1,2 --bob 3,1", "--alice 2,4,3 --bob 1,6,7");
    }

    @Override
    public List<GameOption> options() {
        return List.of(ALICE, BOB);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        List<String> aliceTokens;
        List<String> bobTokens;
        if (position.isEmpty()) {
            aliceTokens = tokens(options.string(ALICE));
            bobTokens = tokens(options.string(BOB));
        } else {
            if (options.string(ALICE) != null || options.string(BOB) != null) {
                throw new BadInputException("give the values either as " + ALICE.name() + "/" + BOB.name() + " options or as the"
                        + " position,"
                        + " not both");
            }
            int bob = position.indexOf(BOB.name());
            if (position.isEmpty() || !position.get(0).equals(ALICE.name()) || bob < 0) {
                throw new BadInputException("stone-game-6 takes " + USAGE + ", got '"
                        + String.join(" ", position.subList(0, Math.min(4, position.size()))) + "'");
            }
            aliceTokens = position.subList(1, bob);
            bobTokens = position.subList(bob + 1, position.size());
        }
        if (aliceTokens.isEmpty() || bobTokens.isEmpty()) {
            throw new BadInputException("missing values: give " + USAGE + ", such as " + ALICE.name() + " 1,3 "
                    + BOB.name() + " 2,1");
        }
        int[] a = ScoringInput.list(aliceTokens, ALICE.name(), 1, MAX_VALUE);
        int[] b = ScoringInput.list(bobTokens, BOB.name(), 1, MAX_VALUE);
        if (a.length != b.length || a.length == 0) {
            throw new BadInputException(ALICE.name() + " and " + BOB.name()
                    + " must list equally many values (at least one), got "
                    + a.length + " and " + b.length);
        }
        long value = value(a, b);
        List<String> shown = List.of(ALICE.name(), join(a), BOB.name(), join(b));
        var answer = ScoringAnswers.of(id(), shown, value);
        answer.detail("answer", Long.signum(value));
        answer.note("answer: LeetCode 1686's return value: 1 Alice wins, -1 Bob wins, 0 a draw");
        answer.note(ScoringAnswers.VALUE_NOTE + "; each player scores by their own values");
        answer.note("greedy: both players take a stone of largest Alice value + Bob value");
        answer.movesIncomplete("optimal moves are not listed for this game");
        return answer.build();
    }

    private static List<String> tokens(String option) {
        return option == null ? List.of() : List.of(option);
    }

    private static String join(int[] v) {
        StringBuilder sb = new StringBuilder(v.length * 3);
        for (int i = 0; i < v.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(v[i]);
        }
        return sb.toString();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new StoneGame6Moves());
    }

    /** The stones; each is the move that takes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.stoneGame6(this, options, position);
    }
}
