package example.plugin;

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
import org.sprague.catalog.HeapRules;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.heap.HeapSum;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.heap.ClosedForm;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.PartsSink;
import org.sprague.heap.Periodicity;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.value.Outcome;

/**
 * Take or halve, a game from a plug-in jar: a position is a list of heaps; a move takes 1, 2 or 5 tokens from one
 * heap, or splits a heap of even size into two equal halves. Whoever cannot move loses.
 *
 * <p>G(0), G(1), G(2) = 0, 1, 2, and G(n) = (n + 1) mod 4 for n &gt;= 3. By hand: G(3) = mex{G(2), G(1)} = mex{2, 1}
 * = 0; G(4) = mex{G(3), G(2), halves 0} = mex{0, 2, 0} = 1; G(5) = mex{G(4), G(3), G(0)} = mex{1, 0, 0} = 2;
 * G(6) = mex{G(5), G(4), G(1), halves 0} = mex{2, 1, 1, 0} = 3; G(7) = mex{G(6), G(5), G(2)} = mex{3, 2, 2} = 0.
 * For n &gt;= 8, by induction: n - 5 &gt;= 3 has the value of n - 1 (four less), and two equal halves have values
 * that cancel (0), so the values of the options are G(n - 1), G(n - 2), and 0 when n is even: n = 4m + 3 gives
 * mex{3, 2} = 0, n = 4m gives mex{0, 3, 0} = 1, n = 4m + 1 gives mex{1, 0} = 2, n = 4m + 2 gives mex{2, 1, 0} = 3.
 *
 * <p>One class states the game and every capability a front end asks for: {@link #solve} (any number of heaps of
 * any size), {@link #rules} (checked against the answers by exact search), {@link #moves} (play, explanations,
 * {@code --k} compounds), {@link #closedForm} (explanations) and {@link #heapRules} (Grundy tables on the web page).
 * It is registered by one line in {@code META-INF/services/org.sprague.catalog.GameProvider}.
 */
public final class TakeOrHalve implements CatalogGame {
    /** One heap's moves, the one statement of the rules: every capability below reads it. */
    static final HeapRuleset RULES = new HeapRuleset() {
        @Override
        public String name() {
            return "take-or-halve";
        }

        @Override
        public String rules() {
            return "take 1, 2 or 5 tokens from a heap, or split a heap of even size into two equal halves";
        }

        @Override
        public int maxParts() {
            return 2;
        }

        @Override
        public void forEachOption(int n, PartsSink sink) {
            for (int take : new int[] {1, 2, 5}) {
                if (take <= n) {
                    sink.accept(n - take, 0, 0);
                }
            }
            if (n > 0 && n % 2 == 0) {
                sink.accept(n / 2, n / 2, 0);
            }
        }

        @Override
        public double cost(long n) {
            return 4.0 * n; // four options a heap at most, not the default's n per heap
        }

        @Override
        public ClosedForm closedForm() {
            return FORM;
        }
    };

    /** The formula proven above; {@code values} and the web page's tables say "proven" by it. */
    static final ClosedForm FORM = new ClosedForm() {
        @Override
        public BigInteger grundy(BigInteger n) {
            return n.compareTo(BigInteger.valueOf(3)) < 0 ? n : n.add(BigInteger.ONE).mod(BigInteger.valueOf(4));
        }

        @Override
        public String statement() {
            return "G(n) = n for n < 3, (n + 1) mod 4 for n >= 3 (by induction on n)";
        }

        @Override
        public Periodicity periodicity() {
            return new Periodicity(3, 4, 0);
        }
    };

    /** Tokens in a sum whose remoteness the search finds in about a second (the standard budget). */
    static final long REMOTENESS_TOKENS = 40;

    @Override
    public String id() {
        return "take-or-halve";
    }

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    @Override
    public String summary() {
        return "take 1, 2 or 5 from a heap, or halve a heap of even size (plug-in example)";
    }

    @Override
    public String syntax() {
        return "HEAP... (heap sizes, non-negative integers of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("6", "3 4", "7 1000000000000");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /**
     * Normal play by the Sprague-Grundy theorem: each heap's value by the closed form, their nim-sum, and every move
     * that brings it to 0 (a heap has at most four moves, so they are all tried at any size); remoteness by an exact
     * search of the sum when it is small.
     */
    @Override
    public Answer solve(GameOptions options, List<String> position) {
        List<BigInteger> heaps = Positions.heaps(position);
        BigInteger x = BigInteger.ZERO;
        for (BigInteger h : heaps) {
            x = x.xor(FORM.grundy(h));
        }
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(x.signum() != 0)).grundy(x);
        for (int i = 0; i < heaps.size() && x.signum() != 0; i++) {
            BigInteger want = x.xor(FORM.grundy(heaps.get(i))); // the value this heap must take for a nim-sum of 0
            for (List<BigInteger> parts : options(heaps.get(i))) {
                BigInteger value = BigInteger.ZERO;
                for (BigInteger p : parts) {
                    value = value.xor(FORM.grundy(p));
                }
                if (value.equals(want)) {
                    answer.move(report(position, i, parts, position.size() <= Solution.MAX_COMPONENTS_WITH_TO));
                }
            }
        }
        BigInteger tokens = heaps.stream().reduce(BigInteger.ZERO, BigInteger::add);
        double estimate = tokens.bitLength() > 20 ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(tokens.doubleValue(), REMOTENESS_TOKENS);
        OptionalWork.remoteness(answer, options.budget(), estimate, a -> {
            List<Integer> start = new ArrayList<>();
            heaps.forEach(h -> start.add(h.intValueExact()));
            a.remoteness(new MemoizedGrundySolver<>(new HeapSum(RULES), HeapSum.CANONICAL, 2_000_000L)
                    .remoteness(start));
        });
        answer.note("G(n) = n for n < 3, (n + 1) mod 4 for n >= 3");
        return answer.build();
    }

    /** The heaps each move from a heap of {@code n} leaves, in the order of {@link #RULES} (empty: nothing left). */
    private static List<List<BigInteger>> options(BigInteger n) {
        List<List<BigInteger>> out = new ArrayList<>();
        for (int take : new int[] {1, 2, 5}) {
            BigInteger left = n.subtract(BigInteger.valueOf(take));
            if (left.signum() >= 0) {
                out.add(left.signum() == 0 ? List.of() : List.of(left));
            }
        }
        if (n.signum() > 0 && !n.testBit(0)) {
            BigInteger half = n.shiftRight(1);
            out.add(List.of(half, half));
        }
        return out;
    }

    /**
     * {@code heap 2: 6 -> 3 + 3}, the position after it (a heap taken whole becomes 0; left out when not
     * {@code withTo}, so that the output of a million heaps stays linear) and the heap's parts.
     */
    private static MoveReport report(List<String> position, int index, List<BigInteger> parts, boolean withTo) {
        List<String> texts = new ArrayList<>();
        parts.forEach(p -> texts.add(p.toString()));
        if (texts.isEmpty()) {
            texts.add("0");
        }
        List<String> to = null;
        if (withTo) {
            to = new ArrayList<>(position.subList(0, index));
            to.addAll(texts);
            to.addAll(position.subList(index + 1, position.size()));
        }
        String text = "heap " + (index + 1) + ": " + position.get(index) + " -> " + String.join(" + ", texts);
        return new MoveReport(text, to, index + 1, String.join(" ", texts));
    }

    /** The heaps as a sum of {@link #RULES}, positions kept sorted; every list of one or two heaps up to 12. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        HeapSum sum = new HeapSum(RULES);
        ImpartialGame<List<Integer>> sorted = (p, sink) -> sum.forEachOption(p,
                o -> sink.accept(HeapSum.CANONICAL.canonical(o)));
        return Optional.of(new SmallRules<>(sorted, p -> HeapSum.CANONICAL.canonical(SmallRules.ints(p)),
                SmallRules.integerLists(2, 12)));
    }

    /** Every move, heap by heap, labelled as the winning moves are. */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new PositionMoves() {
            @Override
            public List<Move> moves(GameOptions options, List<String> position) {
                List<BigInteger> heaps = Positions.heaps(position);
                List<Move> out = new ArrayList<>();
                for (int i = 0; i < heaps.size(); i++) {
                    for (List<BigInteger> parts : options(heaps.get(i))) {
                        if (out.size() == MAX_MOVES) {
                            throw new BadInputException("the position has more than " + MAX_MOVES + " moves;"
                                    + " give fewer heaps");
                        }
                        MoveReport m = report(position, i, parts, true);
                        out.add(Move.of(m.move(), m.to()));
                    }
                }
                return out;
            }

            @Override
            public boolean isSum(GameOptions options) {
                return true;
            }
        });
    }

    /** The formula worked out heap by heap, for {@code --explain}. */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        try {
            List<String> terms = new ArrayList<>();
            for (BigInteger h : Positions.heaps(position)) {
                terms.add("G(" + h + ") = " + FORM.grundy(h));
            }
            return Optional.of(FORM.statement() + ": " + String.join(", ", terms));
        } catch (BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** The rules as one heap's moves, for Grundy tables, periods and proofs. */
    @Override
    public Optional<HeapRules> heapRules() {
        return Optional.of(new HeapRules() {
            @Override
            public List<GameOption> options() {
                return List.of();
            }

            @Override
            public HeapRuleset ruleset(GameOptions options) {
                return RULES;
            }
        });
    }
}
