package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
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
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.value.Outcome;

/**
 * Georgia and Bob (POJ 1704): chessmen on cells 1, 2, 3, ...; a move takes one chessman left, not past the
 * chessman to its left. It is staircase Nim: with the cells sorted, the empty cells before chessman {@code i}
 * form step {@code n - i + 1} of a staircase (moving chessman {@code i} moves coins from that step down one step,
 * onto the gap of chessman {@code i + 1}); the last chessman's gap is step 1. The Grundy value is the XOR of the
 * odd steps, since every move changes exactly one odd step (Sprague; Berlekamp, Conway, Guy, Winning Ways ch. 7).
 *
 * <p>Each chessman has at most one winning move: shrink its own gap to {@code gap XOR x} when that gap is an odd
 * step, or else grow the next odd step to {@code step XOR x}, moving at most its own gap. The one sum solver
 * ({@link SpragueGrundySum}) finds them over {@link StaircaseSteps}, an odd step with the even step above it.
 */
public final class StaircaseGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    static final double COST_PER_SECOND = 2e7;

    @Override
    public String id() {
        return "staircase";
    }

    @Override
    public String summary() {
        return "Georgia and Bob (POJ 1704): move a chessman left, not past its neighbour; staircase Nim";
    }

    @Override
    public String syntax() {
        return "P1 P2 ... (cells of the chessmen: distinct positive integers, any order, any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("1 2 3", "1 5 6 7 9 12 14 17");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /**
     * Cells sorted for the rules; every set of one to three cells up to 6, in every order, and every set of cells up
     * to 10, in a scrambled order (an answer must not depend on the order).
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> positions = new ArrayList<>();
        for (List<String> p : SmallRules.integerLists(3, 6)) {
            List<Integer> cells = SmallRules.ints(p);
            if (cells.stream().allMatch(c -> c > 0) && cells.stream().distinct().count() == cells.size()) {
                positions.add(p);
            }
        }
        for (int mask = 1; mask < 1 << 10; mask++) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                if ((mask >> i & 1) != 0) {
                    cells.add(Integer.toString(i + 1));
                }
            }
            Collections.shuffle(cells, new Random(mask));
            positions.add(cells);
        }
        return Optional.of(new SmallRules<>(StaircaseRules.GAME, p -> {
            List<Integer> cells = new ArrayList<>(SmallRules.ints(p));
            cells.sort(null);
            return List.copyOf(cells);
        }, positions));
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Positions.requireNonEmpty(position, "chessman cells, such as 1 5 6 7");
        BigInteger[] cells = new BigInteger[position.size()];
        Set<BigInteger> seen = new HashSet<>();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = Positions.parseInteger(position.get(i), "cell " + (i + 1));
            if (cells[i].signum() <= 0) {
                throw new BadInputException("cells are numbered from 1; cell " + (i + 1) + " is " + cells[i]);
            }
            if (!seen.add(cells[i])) {
                throw new BadInputException("two chessmen on cell " + cells[i] + "; a cell holds at most one");
            }
        }
        Integer[] order = sortedOrder(cells);
        int n = cells.length;
        BigInteger[] gap = new BigInteger[n];
        for (int r = 0; r < n; r++) {
            BigInteger before = r == 0 ? BigInteger.ZERO : cells[order[r - 1]];
            gap[r] = cells[order[r]].subtract(before).subtract(BigInteger.ONE);
        }
        List<StaircaseSteps.Step> steps = new ArrayList<>();
        for (int r = n - 1; r >= 0; r -= 2) {
            steps.add(new StaircaseSteps.Step(r, r == 0 ? BigInteger.ZERO : gap[r - 1], gap[r]));
        }
        SpragueGrundySum.Analysis<StaircaseSteps.Step> sum = new SpragueGrundySum<>(StaircaseSteps.INSTANCE)
                .analyse(steps);
        BigInteger x = sum.value();
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(x.signum() != 0)).grundy(x);
        answer.moves(winningMoves(position, cells, order, steps, sum));
        answer.note("staircase Nim: the XOR of the gaps before the last, third-last, ... chessman");
        addRemoteness(answer, cells, order, options.budget());
        return answer.build();
    }

    private static Integer[] sortedOrder(BigInteger[] cells) {
        Integer[] order = new Integer[cells.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (i, j) -> cells[i].compareTo(cells[j]));
        return order;
    }

    /**
     * Every winning move, by the chessman's place in the input: lowering an odd step moves its own chessman,
     * raising it moves the chessman above (each chessman has at most one winning move).
     */
    private static List<MoveReport> winningMoves(List<String> position, BigInteger[] cells, Integer[] order,
            List<StaircaseSteps.Step> steps, SpragueGrundySum.Analysis<StaircaseSteps.Step> sum) {
        int n = cells.length;
        BigInteger[] stepOf = new BigInteger[n];
        for (SumMove<StaircaseSteps.Step> m : sum.winningMoves()) {
            StaircaseSteps.Step to = m.option();
            BigInteger from = steps.get(m.component()).gap();
            int r = to.rank();
            if (to.gap().compareTo(from) < 0) {
                stepOf[order[r]] = from.subtract(to.gap());
            } else {
                stepOf[order[r - 1]] = to.gap().subtract(from);
            }
        }
        List<MoveReport> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (stepOf[i] != null) {
                BigInteger q = cells[i].subtract(stepOf[i]);
                List<String> to = null;
                if (n <= Solution.MAX_COMPONENTS_WITH_TO) {
                    to = new ArrayList<>(position);
                    to.set(i, q.toString());
                }
                moves.add(MoveReport.of("chessman " + (i + 1) + ": cell " + cells[i] + " -> " + q, to));
            }
        }
        return moves;
    }

    private void addRemoteness(Solution.Builder answer, BigInteger[] cells, Integer[] order, Budget budget) {
        BigInteger last = cells[order[cells.length - 1]];
        int n = cells.length;
        double states = 1;
        if (last.bitLength() < 31) {
            for (int i = 0; i < n; i++) {
                states = states * (last.doubleValue() - i) / (i + 1);
            }
        }
        // the search holds cells as ints
        double estimate = last.bitLength() >= 31 ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(states * last.doubleValue(), COST_PER_SECOND);
        OptionalWork.remoteness(answer, budget, estimate, a -> search(a, cells, order));
    }

    private static void search(Solution.Builder answer, BigInteger[] cells, Integer[] order) {
        List<Integer> start = new ArrayList<>();
        for (Integer i : order) {
            start.add(cells[i].intValueExact());
        }
        MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(StaircaseRules.GAME);
        answer.remoteness(engine.remoteness(List.copyOf(start)));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.STAIRCASE);
    }

    /** The chessmen on their line of cells; a cell a chessman can move to is that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::line);
    }
}
