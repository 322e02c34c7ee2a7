package org.sprague.solve;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.value.Outcome;

/**
 * Shared part of the memoized solvers: the memo, winning options, outcome and remoteness read off a packed value.
 *
 * <p>Not thread-safe: the memo and the search stack are shared by all calls; one solver per thread.
 */
abstract class AbstractMemoizedSolver<P> implements OutcomeSolver<P> {
    protected final ImpartialGame<P> game;
    protected final PostOrderMemo<P> memo;

    AbstractMemoizedSolver(ImpartialGame<P> game, Canonicalizer<P> canonicalizer, PositionEvaluator evaluator,
            long maxPositions) {
        this.game = game;
        this.memo = new PostOrderMemo<>(game, canonicalizer, evaluator, maxPositions);
    }

    /** Whether a packed value describes a position lost for the player to move. */
    abstract boolean isLosing(long packed);

    /** The remoteness held in a packed value. */
    abstract long remotenessOf(long packed);

    @Override
    public Outcome outcome(P position) {
        return Outcome.ofWin(!isLosing(memo.value(position)));
    }

    @Override
    public long remoteness(P position) {
        return remotenessOf(memo.value(position));
    }

    @Override
    public List<P> winningOptions(P position) {
        Set<P> seen = new LinkedHashSet<>();
        game.forEachOption(position, seen::add);
        List<P> winning = new ArrayList<>();
        for (P option : seen) {
            if (isLosing(memo.value(option))) {
                winning.add(option);
            }
        }
        return winning;
    }

    /**
     * Holds the search to the run's time, a number of option visits and the run's memory besides its position
     * bound (see {@link PostOrderMemo#limit}).
     *
     * @param deadline the run's deadline
     * @param maxSteps the most option visits, {@link Double#POSITIVE_INFINITY} for no limit
     * @param memory the run's memory account, or {@code null} not to count
     * @param bytesPerPosition what one memoized position costs
     */
    public void limit(Budget.Deadline deadline, double maxSteps,
            org.sprague.solve.retrograde.MemoryBudget.Account memory, long bytesPerPosition) {
        memo.limit(deadline, maxSteps, memory, bytesPerPosition);
    }

    /** Number of distinct (canonical) positions evaluated so far. */
    public int positionsEvaluated() {
        return memo.size();
    }
}
