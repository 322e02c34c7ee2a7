package org.sprague.catalog.nim;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
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
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.heap.HeapListMoves;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.NimHeap;
import org.sprague.solve.OutcomeSolver;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.value.Outcome;

/**
 * Nim: take any positive number of tokens from one heap. Normal play by Bouton's theorem (C. L. Bouton, "Nim, a
 * game with a complete mathematical theory", Annals of Mathematics 3, 1901-02): the player to move loses exactly
 * when the heaps' XOR is 0, and the winning moves turn heap {@code h} into {@code h XOR x} where that is smaller.
 * The sum and its winning moves come from the one sum solver ({@link SpragueGrundySum}) over {@link NimHeap}.
 * Misère play by Bouton's rule for the misère game: as normal play while some heap exceeds 1; otherwise the
 * player to move wins exactly when an even number of heaps hold one token.
 *
 * <p>Heap sizes are of any size. Remoteness needs a search of the positions below the given one, done when the
 * run's budget affords it ({@link #COST_PER_SECOND}); otherwise it is reported as not computed.
 */
public final class NimGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /**
     * How much search (in {@link HeapPositions#searchCost} units) of every smaller position takes about a second,
     * the standard search budget: the calibration of remoteness and of Moore's exact searches.
     */
    public static final double COST_PER_SECOND = 5e6;

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String summary() {
        return "Nim: take any number of tokens from one heap; the last to move wins (Bouton)";
    }

    @Override
    public String syntax() {
        return "HEAP... (heap sizes, non-negative integers of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("3 4 5", "--misere 1 1 2", "123456789012345678901234567890 5");
    }

    @Override
    public List<GameOption> options() {
        return List.of(GameOption.MISERE, MooreGame.K);
    }

    /** Heaps as a disjunctive sum of Nim heaps; positions of up to three heaps of up to 4. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        return options.flag(GameOption.MISERE) || options.intValue(MooreGame.K, 1, 1) > 1 ? Optional.empty()
                : Optional.of(new SmallRules<>(NimRules.SUM, SmallRules::ints, SmallRules.integerLists(3, 4)));
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        if (options.intValue(MooreGame.K, 1, 1) > 1) {
            return new MooreGame().solve(options, position); // Nim with moves in up to K heaps is Moore's Nim-k
        }
        return solveAs(id(), options.flag(GameOption.MISERE), position, options.budget());
    }

    /** Solves Nim, naming the answer {@code game} (Moore's Nim-k with k = 1 is Nim). */
    Solution solveAs(String game, boolean misere, List<String> position, Budget budget) {
        List<BigInteger> heaps = Positions.heaps(position);
        List<String> canonical = HeapPositions.canonicalTexts(position, heaps);
        Solution.Builder answer = misere ? misere(game, canonical, heaps) : normal(game, canonical, heaps);
        addRemoteness(answer, heaps, misere, budget);
        return answer.build();
    }

    private Solution.Builder normal(String game, List<String> position, List<BigInteger> heaps) {
        SpragueGrundySum.Analysis<BigInteger> sum = new SpragueGrundySum<>(NimHeap.INSTANCE).analyse(heaps);
        Solution.Builder answer = Solution.builder(game, position, Outcome.ofWin(sum.value().signum() != 0))
                .grundy(sum.value());
        answer.moves(moves(position, sum));
        return answer;
    }

    /** The winning moves of the sum solver (heap {@code h} to {@code h XOR x} where smaller), by heap index. */
    private static List<MoveReport> moves(List<String> position, SpragueGrundySum.Analysis<BigInteger> sum) {
        List<MoveReport> moves = new ArrayList<>();
        for (SumMove<BigInteger> m : sum.winningMoves()) {
            moves.add(HeapPositions.singleHeapMove(position, m.component(), m.option()));
        }
        return moves;
    }

    private Solution.Builder misere(String game, List<String> position, List<BigInteger> heaps) {
        int big = 0;
        int firstBig = -1;
        int ones = 0;
        for (int i = 0; i < heaps.size(); i++) {
            int c = heaps.get(i).compareTo(BigInteger.ONE);
            if (c > 0) {
                big++;
                if (firstBig < 0) {
                    firstBig = i;
                }
            } else if (c == 0) {
                ones++;
            }
        }
        List<MoveReport> moves = new ArrayList<>();
        boolean win;
        if (big == 0) {
            win = ones % 2 == 0;
            if (win) {
                for (int i = 0; i < heaps.size(); i++) {
                    if (heaps.get(i).equals(BigInteger.ONE)) {
                        moves.add(HeapPositions.singleHeapMove(position, i, BigInteger.ZERO));
                    }
                }
            }
        } else if (big == 1) {
            win = true;
            // leave an odd number of one-token heaps and nothing larger
            BigInteger to = ones % 2 == 0 ? BigInteger.ONE : BigInteger.ZERO;
            moves.add(HeapPositions.singleHeapMove(position, firstBig, to));
        } else {
            SpragueGrundySum.Analysis<BigInteger> sum = new SpragueGrundySum<>(NimHeap.INSTANCE).analyse(heaps);
            win = sum.value().signum() != 0;
            moves.addAll(moves(position, sum));
        }
        Solution.Builder answer = Solution.builder(game, position, Outcome.ofWin(win)).moves(moves);
        answer.note("misère play: the last player to move loses");
        return answer;
    }

    private void addRemoteness(Solution.Builder answer, List<BigInteger> heaps, boolean misere, Budget budget) {
        List<Integer> small = HeapPositions.asInts(heaps);
        double estimate = small == null ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(HeapPositions.searchCost(heaps, 1), COST_PER_SECOND);
        OptionalWork.remoteness(answer, budget, estimate, a -> {
            OutcomeSolver<List<Integer>> engine = misere
                    ? new MemoizedMisereSolver<>(NimRules.SUM, NimRules.SORTED, Long.MAX_VALUE)
                    : new MemoizedGrundySolver<>(NimRules.SUM, NimRules.SORTED, Long.MAX_VALUE);
            a.remoteness(engine.remoteness(small));
        });
    }

    /** One heap at a time, or with {@code --k} above 1 Moore's moves in up to K heaps at once. */
    @Override
    public Optional<PositionMoves> moves() {
        PositionMoves nim = HeapListMoves.nim(id());
        return Optional.of(new PositionMoves() {
            @Override
            public List<Move> moves(GameOptions options, List<String> position) {
                return options.intValue(MooreGame.K, 1, 1) > 1 ? MooreMoves.MOORE.moves(options, position)
                        : nim.moves(options, position);
            }

            @Override
            public boolean isSum(GameOptions options) {
                return options.intValue(MooreGame.K, 1, 1) == 1;
            }

            @Override
            public Optional<String> typedSyntax(GameOptions options, List<String> position) {
                return pick(options).typedSyntax(options, position);
            }

            @Override
            public Move typed(GameOptions options, List<String> position, String text) {
                return pick(options).typed(options, position, text);
            }

            @Override
            public Optional<Move> anyMove(GameOptions options, List<String> position) {
                return pick(options).anyMove(options, position);
            }

            private PositionMoves pick(GameOptions options) {
                return options.intValue(MooreGame.K, 1, 1) > 1 ? MooreMoves.MOORE : nim;
            }
        });
    }

    /** Bouton's theorem, under normal play with one heap per move. */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        return options.flag(GameOption.MISERE) || options.intValue(MooreGame.K, 1, 1) > 1 ? Optional.empty()
                : Optional.of("Bouton: a heap of n has Grundy value n, so the sum's value is the XOR of the heaps");
    }

    /** Heaps of tokens: a token is the move of that heap alone to the tokens below it (others in the list). */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.heapsAndCombined(this, options, position,
                "moves of several heaps at once are in the list");
    }
}
