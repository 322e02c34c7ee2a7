package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
import org.sprague.catalog.nim.MooreMoves;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.NimKSum;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MooreNimK;
import org.sprague.solve.NimKSumSolver;
import org.sprague.value.Outcome;

/**
 * POJ 2315 (Football Game): balls roll a whole number of turns towards the goal; a turn kicks 1 to {@code M} balls
 * and each kicked ball rolls 1 to {@code K} turns (ball {@code i} needs {@code A_i = ceil(S_i / (2 pi R))} turns,
 * {@code K = floor(L / (2 pi R))}); who cannot kick loses. It is Moore's compound (move in 1..M components) of
 * Bash heaps (take 1..K).
 *
 * <p>The usual solution of POJ 2315 applies Moore's bit rule to the Bash values {@code A_i mod (K+1)}. That is
 * not a theorem: a Bash take can raise a heap's value, and the rule then fails, e.g. {@code --m 2 --max 3} on
 * {@code 1 1 6 4}: the rule says the player to move wins (values 1 1 2 0), the exact search says they lose. This
 * game therefore answers by {@link NimKSumSolver}, which uses the rule only where it is a theorem (no heap above
 * {@code K}) and otherwise searches the compound exactly; the rule's verdict is shown beside it as
 * {@code mooreRule}, with a note when the two disagree. {@link FootballTheorems} answers M = 1 and M at least the
 * number of balls at any size; other positions too large to search exit with a resource error. With {@code K = 0}
 * (L shorter than one turn of the ball) no kick moves a ball: there is no move, and the player to move loses.
 */
public final class FootballGame implements CatalogGame {
    /** Most balls kicked in one turn. */
    public static final GameOption M = GameOption.value("--m", "M", "most balls kicked in one turn (at least 1)", "1");
    /** Most turns one kick rolls a ball. */
    public static final GameOption MAX =
            GameOption.value("--max", "K", "most turns one kick rolls a ball (at least 0)", "1");
    /** Prints the usual formula, unproven, where the exact search does not reach. */
    public static final GameOption ASSUME_MOORE = GameOption.flag("--assume-moore",
            "where no exact method reaches, print what Moore's rule says on the Grundy values, marked unproven");

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many (positions x options) the exact search handles in about a second, the standard search budget. */
    static final double COST_PER_SECOND = 3e7;

    @Override
    public String id() {
        return "football";
    }

    @Override
    public String summary() {
        return "POJ 2315 Football Game: kick 1..M balls, each 1..K turns; Moore's Nim-M of Bash heaps, exactly";
    }

    @Override
    public String syntax() {
        return "--m M --max K A1 A2 ... (turns each ball still needs to roll, non-negative integers)";
    }

    @Override
    public List<String> examples() {
        return List.of("--m 2 --max 3 1 1 6 4", "--m 1 --max 2 3 4 5", "--m 2 --max 1 1 1 1 2");
    }

    @Override
    public List<GameOption> options() {
        return List.of(M, MAX, ASSUME_MOORE);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int m = options.intValue(M, 1, 1);
        int k = options.intValue(MAX, 0, 1);
        List<BigInteger> balls = Positions.heaps(position);
        Outcome rule = mooreRule(balls, m, k);
        if (k == 0) {
            // POJ 2315's L below one turn of the ball: no kick moves a ball, so no position has a move
            return Solution.builder(id(), position, Outcome.SECOND).grundy(0).remoteness(0)
                    .detail("mooreRule", rule.label()).note("K = 0: no kick rolls a ball a whole turn, so there is"
                            + " no move and the player to move loses").build();
        }
        double cost = OptionalWork.linear(searchCost(balls, m, k), COST_PER_SECOND);
        boolean affordable = Double.isFinite(cost) && options.budget().affords(cost);
        Solution theorem = affordable ? null : FootballTheorems.answer(id(), position, balls, m, k);
        if (theorem != null) {
            return theorem;
        }
        if (!affordable && !monotone(balls, k)) {
            if (options.flag(ASSUME_MOORE)) {
                return assumed(id(), position, rule);
            }
            throw Budget.refusal("this POJ 2315 position needs an exact search of "
                    + describeCost(balls, k, cost) + " steps (limit "
                    + String.format(Locale.ROOT, "%.1e", options.budget().searchSteps()) + "); Moore's rule on Bash"
                    + " values (which says " + rule.label() + ") is not a theorem here (theorems cover M = 1 and M at"
                    + " least the number of balls), so give fewer or shorter balls, or " + ASSUME_MOORE.name()
                    + " for the rule's answer, unproven", cost);
        }
        if (!affordable) {
            // no ball above K: each is a Nim heap of size A_i (its value), and Moore's theorem is exact
            return Solution.builder(id(), position, rule).detail("mooreRule", rule.label()).note("no ball needs more"
                    + " than K turns, so every ball is a Nim heap and Moore's rule is a theorem here").note("grundy"
                    + " and remoteness not computed: they need a search of the compound").build();
        }
        List<Integer> start = new ArrayList<>();
        for (BigInteger b : balls) {
            start.add(b.intValueExact());
        }
        NimKSumSolver<Integer> solver = new NimKSumSolver<>(BashRules.heap(k),
                new MemoizedGrundySolver<>(BashRules.heap(k))::grundy, m, NimRules.SORTED, Long.MAX_VALUE);
        NimKSumSolver.Result<Integer> result = solver.solve(start);
        MemoizedGrundySolver<List<Integer>> exact =
                new MemoizedGrundySolver<>(new NimKSum<>(BashRules.heap(k), m), NimRules.SORTED, Long.MAX_VALUE);
        if (exact.outcome(start) != result.outcome()) {
            throw new IllegalStateException("Nim-k solvers disagree on " + start);
        }
        Solution.Builder answer = Solution.builder(id(), position, result.outcome())
                .grundy(exact.grundy(start)).remoteness(exact.remoteness(start));
        for (List<Integer> option : exact.winningOptions(start)) {
            answer.move(move(start, option));
        }
        answer.detail("mooreRule", rule.label());
        answer.note(result.byMooreRule()
                ? "no ball needs more than K turns, so every value is a heap and Moore's rule is a theorem here"
                : "solved by exact search: some ball needs more than K turns, where Moore's rule is not a theorem");
        if (rule != result.outcome()) {
            answer.note("the usual formula (Moore's rule on A_i mod (K+1)) says " + rule.label()
                    + " here, which is wrong");
        }
        return answer.build();
    }

    /** Whether every ball needs at most K turns: then no move raises a value and the balls are Nim heaps. */
    static boolean monotone(List<BigInteger> balls, int k) {
        return balls.stream().allMatch(b -> b.compareTo(BigInteger.valueOf(k)) <= 0);
    }

    /** Moore's rule on the components' values, labelled unproven ({@code --assume-moore}). */
    public static Solution assumed(String game, List<String> position, Outcome rule) {
        return Solution.builder(game, position, rule).detail("proven", false).detail("mooreRule", rule.label())
                .note("assumed, not proven (" + ASSUME_MOORE.name() + "): Moore's rule on the components' Grundy"
                        + " values; some move raises a value, where the rule can fail (see 'solve football " + M.name()
                        + " 2 " + MAX.name() + " 3 1 1 6 4')").build();
    }

    /** The usual formula: Moore's rule for Nim-M on the Bash values {@code A_i mod (K+1)}. */
    static Outcome mooreRule(List<BigInteger> balls, int m, int k) {
        List<BigInteger> values = new ArrayList<>();
        for (BigInteger b : balls) {
            values.add(b.mod(BigInteger.valueOf(k + 1L)));
        }
        return Outcome.ofWin(!MooreNimK.isLosing(values, m));
    }

    /**
     * Positions the search may visit (sorted tuples below the balls, since balls are interchangeable) times the
     * options of one position (subsets of up to M balls, each rolled 1..K turns); infinite for balls above 10^5.
     */
    static double searchCost(List<BigInteger> balls, int m, int k) {
        int[] a = new int[balls.size()];
        for (int i = 0; i < a.length; i++) {
            if (balls.get(i).compareTo(BigInteger.valueOf(100_000)) > 0) {
                return Double.POSITIVE_INFINITY;
            }
            a[i] = balls.get(i).intValue();
        }
        Arrays.sort(a);
        // ways[v]: non-decreasing prefixes b_1 <= ... <= b_i <= a_i (pointwise) that end with b_i = v
        double[] ways = new double[a[a.length - 1] + 1];
        Arrays.fill(ways, 0, a[0] + 1, 1);
        for (int i = 1; i < a.length; i++) {
            double running = 0;
            for (int v = 0; v < ways.length; v++) {
                running += ways[v];
                ways[v] = v <= a[i] ? running : 0;
            }
        }
        double states = 0;
        for (double w : ways) {
            states += w;
        }
        m = Math.min(m, a.length); // kicking more balls than there are is the same game; no array by --m
        double[] e = new double[m + 1];
        e[0] = 1;
        for (int size : a) {
            double choices = Math.min(size, k);
            for (int j = m; j >= 1; j--) {
                e[j] += e[j - 1] * choices;
            }
        }
        double options = 0;
        for (int j = 1; j <= m; j++) {
            options += e[j];
        }
        return states * Math.max(1, options);
    }

    /** {@code about 1.2e+93} from {@link #searchCost}, or a lower bound where that count overflows or is not made. */
    static String describeCost(List<BigInteger> balls, int k, double cost) {
        if (!Double.isInfinite(cost)) {
            return String.format(Locale.ROOT, "about %.1e", cost);
        }
        // every tuple b <= a (pointwise) sorts into one counted position, each at most n! times over; the options
        // include the kicks of a single ball
        double log10 = 0;
        double singles = 0;
        for (int i = 0; i < balls.size(); i++) {
            BigInteger b = balls.get(i);
            log10 += b.bitLength() > 1000 ? b.bitLength() * Math.log10(2) : Math.log10(b.doubleValue() + 1);
            log10 -= Math.log10(i + 1);
            singles += b.min(BigInteger.valueOf(k)).doubleValue();
        }
        log10 = Math.max(0, log10) + Math.log10(Math.max(1, singles));
        return log10 < 300 ? String.format(Locale.ROOT, "at least %.1e", Math.pow(10, log10))
                : "at least 1e+" + (long) Math.floor(log10);
    }

    private static MoveReport move(List<Integer> from, List<Integer> to) {
        StringBuilder text = new StringBuilder();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < from.size(); i++) {
            texts.add(Integer.toString(to.get(i)));
            if (!from.get(i).equals(to.get(i))) {
                text.append(text.length() > 0 ? ", " : "").append("ball ").append(i + 1).append(": ")
                        .append(from.get(i)).append(" -> ").append(to.get(i));
            }
        }
        return MoveReport.of(text.toString(), texts);
    }

    /**
     * Moore's compound of Bash heaps under these options: kick 1 to M balls, each 1 to K turns ({@link NimKSum}
     * over {@link BashRules#heap}); every list of one to three balls up to 6 turns.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        int m = options.intValue(M, 1, 1);
        int k = options.intValue(MAX, 0, 1);
        return Optional.of(new SmallRules<>(new NimKSum<>(BashRules.heap(k), m), SmallRules::ints,
                SmallRules.integerLists(3, 6)));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(MooreMoves.FOOTBALL);
    }

    /** The balls as heaps: a token is the move of that ball alone to the turns below it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return org.sprague.catalog.board.Boards.heapsAndCombined(this, options, position,
                "kicks of several balls at once are in the list");
    }
}
