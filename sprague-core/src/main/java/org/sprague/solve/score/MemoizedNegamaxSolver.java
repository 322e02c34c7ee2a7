package org.sprague.solve.score;

import org.sprague.game.ScoreGame;

/**
 * Exact negamax values of a finite scoring game by memoized post-order search without pruning: every position
 * reachable from the one asked about is evaluated once, and its exact value kept. The reference solver: simple,
 * and as fast as any when most positions must be visited anyway (interval games).
 *
 * <p>Iterative (an explicit frame stack), so a line of millions of moves cannot overflow the thread's stack.
 *
 * @param <P> the position type
 */
public final class MemoizedNegamaxSolver<P> extends AbstractScoreSolver<P> {
    /**
     * A solver of {@code game} that keeps at most {@code DEFAULT_MAX_POSITIONS} positions.
     *
     * @param game the rules
     */
    public MemoizedNegamaxSolver(ScoreGame<P> game) {
        this(game, DEFAULT_MAX_POSITIONS);
    }

    /**
     * A solver of {@code game} with its own limit.
     *
     * @param game the rules
     * @param maxPositions the most positions kept; more raise {@link org.sprague.ResourceLimitException}
     */
    public MemoizedNegamaxSolver(ScoreGame<P> game, long maxPositions) {
        super(game, maxPositions);
    }

    /**
     * @throws IllegalArgumentException when the game has a cycle
     * @throws org.sprague.ResourceLimitException when more than the position budget would be stored
     */
    @Override
    public long value(P root) {
        try {
            return search(root);
        } catch (RuntimeException e) {
            table.abandonPath();
            throw e;
        }
    }

    private long search(P root) {
        int depth = 0;
        long expanded = 0;
        frame(depth++, root, 0, 0);
        long result = 0;
        while (depth > 0) {
            SearchFrame<P> f = frameAt(depth - 1);
            if (!f.expanded) {
                if ((++expanded & 0x3FF) == 0) {
                    org.sprague.solve.Budget.checkInterrupted(expanded + " positions searched");
                }
                int slot = table.indexOf(f.position);
                if (slot >= 0) {
                    if (table.isOpen(slot)) {
                        throw cycle(f.position);
                    }
                    result = table.lower(slot);
                    f.release();
                    depth--;
                    continue;
                }
                f.moves.fill(game, f.position);
                if (f.moves.size() == 0) {
                    result = game.terminalScore(f.position);
                    table.exact(f.position, result);
                    f.release();
                    depth--;
                    continue;
                }
                table.open(f.position);
                f.best = Long.MIN_VALUE;
                f.next = 0;
                f.expanded = true;
            } else {
                f.best = Math.max(f.best, f.moves.through(f.next - 1, result));
            }
            if (f.next < f.moves.size()) {
                frame(depth++, f.moves.next(f.next++), 0, 0);
            } else {
                result = f.best;
                table.exact(f.position, result);
                f.release();
                depth--;
            }
        }
        return result;
    }
}
