package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

/**
 * The divisor game (LeetCode 1025): replace {@code n} by {@code n - x} for a divisor {@code 0 < x < n}; who cannot
 * move loses. The player to move wins exactly when {@code n} is even: an odd {@code n} has only odd divisors, so it
 * moves to an even number, while an even {@code n} can subtract 1 (or any odd divisor) to reach an odd number; 1 is
 * odd and lost. So the winning moves from an even {@code n} subtract exactly its odd proper divisors.
 *
 * <p>Every winning move is listed for {@code n < 10^12} (divisors by trial division); above that only
 * {@code x = 1}. Grundy value and remoteness come from the generic engine when the run's budget affords a search of every
 * {@code m <= n} ({@link #N_PER_SECOND} of them in about a second: {@code n <= 20000} under the standard budget).
 */
public final class DivisorGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many positions the search handles in about a second, the standard search budget. */
    static final int N_PER_SECOND = 20_000;
    private static final BigInteger DIVISOR_LIMIT = BigInteger.TEN.pow(12);

    @Override
    public String id() {
        return "divisor";
    }

    @Override
    public String summary() {
        return "divisor game (LeetCode 1025): replace n by n - x for a divisor x < n";
    }

    @Override
    public String syntax() {
        return "N (a positive integer of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("2", "3", "12");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        if (position.size() != 1) {
            throw new BadInputException("divisor takes one number, such as 'divisor 12'; got " + position.size());
        }
        BigInteger n = Positions.parseNonNegative(position.get(0), "N");
        if (n.signum() == 0) {
            throw new BadInputException("N must be at least 1, got 0");
        }
        boolean win = !n.testBit(0);
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(win));
        if (win) {
            if (n.compareTo(DIVISOR_LIMIT) < 0) {
                for (long x : oddProperDivisors(n.longValueExact())) {
                    answer.move(move(n, BigInteger.valueOf(x)));
                }
            } else {
                answer.move(move(n, BigInteger.ONE));
                answer.movesIncomplete("one winning move shown (x = 1): every odd divisor x < N wins, and N is too"
                        + " large to list its divisors");
            }
        }
        answer.note("the player to move wins exactly when N is even");
        double estimate = n.bitLength() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(n.doubleValue(), N_PER_SECOND);
        OptionalWork.grundyAndRemoteness(answer, options.budget(), estimate, a -> {
            IndexedGrundySolver engine = new IndexedGrundySolver(new DivisorRules(n.intValueExact()));
            a.grundy(engine.grundyOf(n.intValueExact())).remoteness(engine.remoteness(n.intValueExact()));
        });
        return answer.build();
    }

    private static MoveReport move(BigInteger n, BigInteger x) {
        BigInteger to = n.subtract(x);
        return MoveReport.of("subtract " + x + " (" + n + " -> " + to + ")", List.of(to.toString()));
    }

    /** The odd divisors {@code x < n} of {@code n}, ascending. */
    static List<Long> oddProperDivisors(long n) {
        TreeSet<Long> out = new TreeSet<>();
        for (long x = 1; x * x <= n; x++) {
            if (n % x == 0) {
                long y = n / x;
                if (x % 2 == 1 && x < n) {
                    out.add(x);
                }
                if (y % 2 == 1 && y < n) {
                    out.add(y);
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** The subtractions of divisors ({@link DivisorRules}); every N from 1 to 1000. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> positions = new ArrayList<>();
        for (int n = 1; n <= 1000; n++) {
            positions.add(List.of(Integer.toString(n)));
        }
        return Optional.of(new SmallRules<>(SmallRules.boxed(new DivisorRules(1000)),
                p -> SmallRules.ints(p).get(0), positions));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.DIVISOR);
    }

    /** Parity: odd numbers lose, even numbers win by subtracting 1. */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        if (position.size() != 1) {
            return Optional.empty();
        }
        try {
            BigInteger n = Positions.parseNonNegative(position.get(0), "N");
            return Optional.of("parity: " + n + " is " + (n.testBit(0) ? "odd, and every divisor of an odd number is"
                    + " odd, so every move leaves an even number: the player to move loses"
                    : "even: subtracting 1 leaves an odd number, lost for the other player: the player to move"
                            + " wins"));
        } catch (BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** The divisors that may be subtracted, each the move that subtracts it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ClassicBoards.divisor(this, options, position);
    }
}
