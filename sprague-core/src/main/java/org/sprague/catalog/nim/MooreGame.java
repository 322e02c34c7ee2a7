package org.sprague.catalog.nim;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.NimKSum;
import org.sprague.solve.Budget;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.MooreNimK;
import org.sprague.solve.OutcomeSolver;
import org.sprague.value.Outcome;

/**
 * Moore's Nim<sub>k</sub>: take tokens from at least one and at most {@code k} heaps in one move (E. H. Moore, "A generalization of the game called
 * Nim", Annals of Mathematics 11, 1910).
 *
 * <p>Normal play by {@link MooreNimK}. When the positions below the given one are few enough to search, the
 * generic engine also gives the compound's Grundy value, remoteness and every winning move; otherwise one
 * winning move is constructed. Misère play is searched exactly, and only small positions can be answered.
 */
public final class MooreGame implements CatalogGame {
    /** Most heaps one move may take from. */
    public static final GameOption K =
            GameOption.value("--k", "K", "most heaps one move may take from (at least 1)", "1");

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    @Override
    public String id() {
        return "moore";
    }

    @Override
    public String summary() {
        return "Moore's Nim-k: take from up to k heaps at once; the last to move wins";
    }

    @Override
    public String syntax() {
        return "--k K HEAP... (heap sizes, non-negative integers of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("--k 2 1 2 3", "--k 3 7 7 7 7");
    }

    @Override
    public List<GameOption> options() {
        return List.of(K, GameOption.MISERE);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int k = options.intValue(K, 1, 1);
        boolean misere = options.flag(GameOption.MISERE);
        List<BigInteger> heaps = Positions.heaps(position);
        position = HeapPositions.canonicalTexts(position, heaps);
        k = Math.min(k, heaps.size()); // more than the number of heaps is the same game
        if (k == 1) {
            // Nim-1 is Nim: Bouton's rules answer any size, misère included
            return new NimGame().solveAs(id(), misere, position, options.budget());
        }
        double estimate = HeapPositions.asInts(heaps) == null ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(HeapPositions.searchCost(heaps, k), NimGame.COST_PER_SECOND);
        Budget budget = options.budget();
        boolean small = Double.isFinite(estimate) && budget.affords(estimate);
        if (misere) {
            if (!small) {
                throw Budget.refusal("misère Nim-k has no known formula and this position is too large"
                        + " to search exactly (" + (Double.isFinite(estimate) ? "more than " + (long) (budget.searchSteps()
                        / Budget.SEARCH_STEPS_PER_SECOND * NimGame.COST_PER_SECOND) + " steps" : "heaps beyond any search")
                        + "); give smaller heaps", estimate);
            }
            return searched(id(), position, heaps, k, true, budget).note("misère play: the last player to move loses").build();
        }
        if (small) {
            return searched(id(), position, heaps, k, false, budget).note("Moore's theorem: the player to move loses exactly when"
                    + " every bit is set in a multiple of k+1 heaps").build();
        }
        List<BigInteger> move = MooreNimK.winningMove(heaps, k);
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(move != null));
        answer.note("Moore's theorem: the player to move loses exactly when every bit is set in a multiple of k+1"
                + " heaps");
        if (move != null) {
            answer.move(HeapPositions.move(heaps, move));
            answer.movesIncomplete("one winning move shown: the position is too large to list every winning move");
        }
        OptionalWork.grundyAndRemoteness(answer, budget, estimate, a -> { });
        return answer.build();
    }

    /**
     * The last search, kept for the next ones of the same k and play over as many heaps: play values every move of
     * a position, and the searches of the positions the moves reach share most of their positions. The table is
     * kept while the box of those positions (each sorted heap at its largest so far) stays within the search
     * budget, so it never holds more than one affordable search would.
     */
    private record LastSearch(int k, boolean misere, List<Integer> box,
            java.lang.ref.SoftReference<OutcomeSolver<List<Integer>>> table) {
        /** The table, or null once the collector has taken it back. */
        OutcomeSolver<List<Integer>> engine() {
            return table.get();
        }
    }

    private static LastSearch last;
    private static long searchesStarted;

    /**
     * How many searches of the compound have started with an empty table (rather than going on with the last one).
     *
     * @return the count since the class was loaded
     */
    static synchronized long searchesStarted() {
        return searchesStarted;
    }

    /** Everything by the generic engine over the compound itself (one search at a time, the last table kept). */
    private static synchronized Solution.Builder searched(String id, List<String> position, List<BigInteger> heaps,
            int k, boolean misere, Budget budget) {
        List<Integer> start = HeapPositions.asInts(heaps);
        List<Integer> sorted = new java.util.ArrayList<>(start);
        sorted.sort(null);
        List<Integer> box = null;
        OutcomeSolver<List<Integer>> engine = last == null ? null : last.engine();
        if (engine != null && last.k() == k && last.misere() == misere && last.box().size() == sorted.size()) {
            List<Integer> grown = new java.util.ArrayList<>();
            for (int i = 0; i < sorted.size(); i++) {
                grown.add(Math.max(sorted.get(i), last.box().get(i)));
            }
            List<BigInteger> big = grown.stream().map(BigInteger::valueOf).toList();
            if (budget.affords(OptionalWork.linear(HeapPositions.searchCost(big, k), NimGame.COST_PER_SECOND))) {
                box = grown;
            }
        }
        if (box == null) {
            NimKSum<Integer> rules = new NimKSum<>(NimRules.HEAP, k);
            OutcomeSolver<List<Integer>> fresh = misere
                    ? new MemoizedMisereSolver<>(rules, NimRules.SORTED, Long.MAX_VALUE)
                    : new MemoizedGrundySolver<>(rules, NimRules.SORTED, Long.MAX_VALUE);
            // held softly: a long-running front end gives the memory back when it needs it
            last = new LastSearch(k, misere, List.copyOf(sorted), new java.lang.ref.SoftReference<>(fresh));
            searchesStarted++;
            engine = fresh;
        } else {
            last = new LastSearch(k, misere, List.copyOf(box), last.table());
        }
        Solution.Builder answer = Solution.builder(id, position, engine.outcome(start))
                .remoteness(engine.remoteness(start));
        if (engine instanceof MemoizedGrundySolver<List<Integer>> grundy) {
            answer.grundy(grundy.grundy(start));
        }
        for (List<Integer> option : engine.winningOptions(start)) {
            answer.move(HeapPositions.move(heaps, HeapPositions.fromInts(option)));
        }
        return answer;
    }

    /**
     * Under normal play, Moore's compound of Nim heaps: take from 1 to K heaps ({@link NimKSum} over
     * {@link NimRules#HEAP}); every list of one to four heaps up to 4. Empty for misère play.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        if (options.flag(GameOption.MISERE)) {
            return Optional.empty();
        }
        int k = options.intValue(K, 1, 1);
        return Optional.of(new SmallRules<>(new NimKSum<>(NimRules.HEAP, k), SmallRules::ints,
                SmallRules.integerLists(4, 4)));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(MooreMoves.MOORE);
    }

    /** Heaps of tokens: a token is the move of that heap alone to the tokens below it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return org.sprague.catalog.board.Boards.heapsAndCombined(this, options, position,
                "moves of several heaps at once are in the list");
    }
}
