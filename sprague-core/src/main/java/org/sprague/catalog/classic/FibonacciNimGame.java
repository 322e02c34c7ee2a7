package org.sprague.catalog.classic;

import java.math.BigInteger;
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
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

/**
 * Fibonacci Nim (CSU 2048, HDU 2516; Whinihan, Fibonacci Quarterly 1, 1963): one pile; the first move takes any
 * number but not all, afterwards a move takes at most twice the previous take; taking the last token wins.
 *
 * <p>With {@code cap} the most that may be taken now ({@code N-1} on the first move, {@code 2*LAST} later), the
 * player to move wins exactly when the smallest Zeckendorf term {@code z} of {@code n} is at most {@code cap}; so
 * the first player loses exactly when {@code N} is a Fibonacci number. A take {@code t} wins exactly when it is
 * the sum of the {@code i} smallest Zeckendorf terms of {@code n} for some {@code i}, {@code t <= cap}, and either
 * {@code t = n} or the next term exceeds {@code 2t}: if {@code z(n-t) > 2t} then every term of {@code t} is below
 * the smallest term of {@code n-t} minus one, so the two representations join into {@code n}'s, which is
 * unique. This finds every winning move for {@code n} of any size; the smallest ones are listed (see {@link #MAX_MOVES}).
 */
public final class FibonacciNimGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How large a pile the search (about N^2 states) handles in about a second, the standard search budget. */
    static final int N_PER_SECOND = 300;
    /**
     * Winning moves listed: all while they hold at most {@link #MAX_MOVE_DIGITS} digits of piles in all, and at
     * least this many (a 1000-digit pile can have over a thousand winning takes).
     */
    static final int MAX_MOVES = 20;
    static final int MAX_MOVE_DIGITS = 20_000;

    @Override
    public String id() {
        return "fibonacci-nim";
    }

    @Override
    public String summary() {
        return "Fibonacci Nim (CSU 2048, HDU 2516): first move not all, then at most twice the previous take";
    }

    @Override
    public String syntax() {
        return "N [LAST] (tokens left, any size; LAST = the previous take, omitted before the first move)";
    }

    @Override
    public List<String> examples() {
        return List.of("10000", "13", "17 2", "1" + "0".repeat(99));
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Limits limits = limits(position);
        BigInteger n = limits.tokens();
        BigInteger cap = limits.cap();
        List<BigInteger> terms = Zeckendorf.terms(n);
        List<BigInteger> takes = winningTakes(terms, cap);
        List<MoveReport> moves = new ArrayList<>();
        String from = n.toString();
        int shown = Math.min(takes.size(), Math.max(MAX_MOVES, MAX_MOVE_DIGITS / from.length()));
        for (BigInteger t : takes.subList(0, shown)) {
            String left = n.subtract(t).toString();
            String take = t.toString();
            moves.add(MoveReport.of("take " + take + " (" + from + " -> " + left + ")", List.of(left, take)));
        }
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(!moves.isEmpty())).moves(moves);
        answer.detail("zeckendorf", describe(terms));
        answer.detail("winningMoveCount", takes.size());
        if (takes.size() > shown) {
            answer.movesIncomplete("the " + shown + " smallest of the " + takes.size() + " winning takes are"
                    + " listed (every one is known: winningMoveCount counts them)");
        }
        answer.note(position.size() == 1
                ? "first move: the player to move loses exactly when N is a Fibonacci number"
                : "the player to move wins exactly when the smallest Zeckendorf term of N is at most 2*LAST");
        double estimate = n.bitLength() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(n.doubleValue() * n.doubleValue(), (double) N_PER_SECOND * N_PER_SECOND);
        OptionalWork.grundyAndRemoteness(answer, options.budget(), estimate, a -> {
            int small = n.intValueExact();
            FibonacciNimRules rules = new FibonacciNimRules(small);
            IndexedGrundySolver engine = new IndexedGrundySolver(rules);
            int start = rules.state(small, cap.min(BigInteger.valueOf(small)).longValueExact());
            a.grundy(engine.grundyOf(start)).remoteness(engine.remoteness(start));
        });
        return answer.build();
    }

    /**
     * Every winning take, ascending: the sums of the {@code i} smallest terms that are at most {@code cap} and
     * either take everything or leave a smallest term above twice the take.
     *
     * @param terms the Zeckendorf terms of the pile, smallest first
     */
    static List<BigInteger> winningTakes(List<BigInteger> terms, BigInteger cap) {
        List<BigInteger> takes = new ArrayList<>();
        BigInteger t = BigInteger.ZERO;
        for (int i = 0; i < terms.size(); i++) {
            t = t.add(terms.get(i));
            if (t.compareTo(cap) > 0) {
                break;
            }
            if (i == terms.size() - 1 || terms.get(i + 1).compareTo(t.shiftLeft(1)) > 0) {
                takes.add(t);
            }
        }
        return takes;
    }

    /** {@code "8 + 3 + 1"}, largest first; long representations by their count and smallest term. */
    private static String describe(List<BigInteger> terms) {
        if (terms.isEmpty()) {
            return "0";
        }
        if (terms.size() > 12) {
            return terms.size() + " terms, smallest " + terms.get(0);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = terms.size() - 1; i >= 0; i--) {
            sb.append(terms.get(i)).append(i > 0 ? " + " : "");
        }
        return sb.toString();
    }

    /**
     * A position's tokens and the most a move may take: N - 1 before the first move, else 2 * LAST (more than
     * N only allows taking all).
     */
    public record Limits(BigInteger tokens, BigInteger cap) {
    }

    /** Reads {@code N [LAST]}. */
    public static Limits limits(List<String> position) {
        if (position.isEmpty() || position.size() > 2) {
            throw new BadInputException("fibonacci-nim takes N, or N LAST after a take of LAST, such as"
                    + " 'fibonacci-nim 10000' or 'fibonacci-nim 17 2'; got " + position.size() + " values");
        }
        BigInteger n = Positions.parseNonNegative(position.get(0), "N");
        if (position.size() == 1) {
            return new Limits(n, n.signum() == 0 ? BigInteger.ZERO : n.subtract(BigInteger.ONE));
        }
        BigInteger last = Positions.parseNonNegative(position.get(1), "LAST");
        if (last.signum() == 0) {
            throw new BadInputException("LAST (the previous take) must be at least 1, got 0");
        }
        return new Limits(n, last.shiftLeft(1));
    }

    /**
     * The takes of {@link FibonacciNimRules} on {@code (tokens, cap)}: every first move from N up to 60, and every
     * N LAST with N up to 30 and LAST up to N + 1. A move's 'to' is {@code LEFT TAKE}, read the same way.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        int max = 60;
        List<List<String>> positions = new ArrayList<>();
        for (int n = 0; n <= max; n++) {
            positions.add(List.of(Integer.toString(n)));
        }
        for (int n = 0; n <= 30; n++) {
            for (int last = 1; last <= n + 1; last++) {
                positions.add(List.of(Integer.toString(n), Integer.toString(last)));
            }
        }
        FibonacciNimRules game = new FibonacciNimRules(max);
        return Optional.of(new SmallRules<>(SmallRules.boxed(game), p -> {
            Limits l = limits(p);
            return game.state(l.tokens().intValueExact(), l.cap().min(l.tokens()).longValueExact());
        }, positions));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.FIBONACCI_NIM);
    }

    /** Zeckendorf's representation of the tokens left, and whether its smallest term may be taken. */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        if (position.isEmpty() || position.size() > 2) {
            return Optional.empty();
        }
        try {
            BigInteger n = Positions.parseNonNegative(position.get(0), "N");
            List<BigInteger> terms = Zeckendorf.terms(n);
            List<String> texts = new java.util.ArrayList<>();
            for (BigInteger t : terms) {
                texts.add(t.toString());
            }
            String rep = "Zeckendorf: " + n + " = " + (texts.isEmpty() ? "0" : String.join(" + ", texts));
            if (position.size() == 1) {
                return Optional.of(rep + (terms.size() == 1 ? ", a Fibonacci number: the player to move loses"
                        : "; the player to move wins by taking the smallest term, "
                                + (texts.isEmpty() ? "0" : texts.get(0))));
            }
            BigInteger last = Positions.parseNonNegative(position.get(1), "LAST");
            BigInteger smallest = terms.isEmpty() ? BigInteger.ZERO : terms.get(0);
            boolean win = !terms.isEmpty() && smallest.compareTo(last.shiftLeft(1)) <= 0;
            return Optional.of(rep + "; the smallest term " + smallest + (win ? " is at most" : " is more than")
                    + " 2*LAST = " + last.shiftLeft(1) + (win ? ": the player to move wins by taking it"
                            : ": the player to move loses"));
        } catch (BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** The heap, with how much this turn may take; a token is the take that leaves the tokens below it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ClassicBoards.fibonacciNim(this, options, position);
    }
}
