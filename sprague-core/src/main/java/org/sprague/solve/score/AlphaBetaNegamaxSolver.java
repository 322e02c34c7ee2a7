package org.sprague.solve.score;

import org.sprague.game.ScoreGame;

/**
 * Exact negamax values of a finite scoring game by fail-soft alpha-beta search with a transposition table of
 * bounds (D. E. Knuth and R. W. Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6, 1975).
 *
 * <p>A search with window (alpha, beta) returns v with: v &lt;= alpha implies value &lt;= v; v &gt;= beta implies
 * value &gt;= v; otherwise v is the value. The table keeps, for each position, the tightest lower and upper bounds
 * such searches proved, and narrows later windows with them. {@link #value} searches with an infinite window, so
 * it is exact. Pruning pays off most in win/lose games (values +-1), where one winning move ends the search.
 *
 * <p>Iterative (an explicit frame stack), so a line of millions of moves cannot overflow the thread's stack.
 *
 * @param <P> the position type
 */
public final class AlphaBetaNegamaxSolver<P> extends AbstractScoreSolver<P> {
    private static final long INF = BoundsTable.INFINITY;

    /**
     * A solver of {@code game} that keeps at most {@code DEFAULT_MAX_POSITIONS} positions.
     *
     * @param game the rules
     */
    public AlphaBetaNegamaxSolver(ScoreGame<P> game) {
        this(game, DEFAULT_MAX_POSITIONS);
    }

    /**
     * A solver of {@code game} with its own limit.
     *
     * @param game the rules
     * @param maxPositions the most positions kept; more raise {@link org.sprague.ResourceLimitException}
     */
    public AlphaBetaNegamaxSolver(ScoreGame<P> game, long maxPositions) {
        super(game, maxPositions);
    }

    /**
     * @throws IllegalArgumentException when the game has a cycle or its scores leave the supported range
     * @throws org.sprague.ResourceLimitException when more than the position budget would be stored
     */
    @Override
    public long value(P root) {
        return search(root, -INF, INF);
    }

    /** {@link #value} with a window; after an error the positions on the failed path are taken off it. */
    long search(P root, long alpha, long beta) {
        try {
            return windowed(root, alpha, beta);
        } catch (RuntimeException e) {
            table.abandonPath();
            throw e;
        }
    }

    /** Fail-soft alpha-beta search of {@code root} with window (alpha, beta), alpha &lt; beta. */
    private long windowed(P root, long alpha, long beta) {
        int depth = 0;
        long expanded = 0;
        frame(depth++, root, alpha, beta);
        long result = 0;
        while (depth > 0) {
            SearchFrame<P> f = frameAt(depth - 1);
            boolean cut = false;
            if (!f.expanded) {
                if ((++expanded & 0x3FF) == 0) {
                    org.sprague.solve.Budget.checkInterrupted(expanded + " positions searched");
                }
                int slot = table.indexOf(f.position);
                if (slot >= 0) {
                    if (table.isOpen(slot)) {
                        throw cycle(f.position);
                    }
                    long lo = table.lower(slot);
                    long hi = table.upper(slot);
                    if (lo == hi || lo >= f.beta || hi <= f.alpha) {
                        result = lo == hi || lo >= f.beta ? lo : hi;
                        f.release();
                        depth--;
                        continue;
                    }
                    f.alpha = Math.max(f.alpha, lo);
                    f.beta = Math.min(f.beta, hi);
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
                f.searchedAlpha = f.alpha;
                f.searchedBeta = f.beta;
                f.best = -INF;
                f.next = 0;
                f.expanded = true;
            } else {
                long v = f.moves.through(f.next - 1, result);
                f.best = Math.max(f.best, v);
                f.alpha = Math.max(f.alpha, v);
                cut = f.alpha >= f.beta;
            }
            if (!cut && f.next < f.moves.size()) {
                int i = f.next++;
                long s = f.moves.score(i);
                long childAlpha;
                long childBeta;
                if (f.moves.passes(i)) {
                    childAlpha = f.beta == INF ? -INF : checked(s - f.beta);
                    childBeta = f.alpha == -INF ? INF : checked(s - f.alpha);
                } else {
                    childAlpha = f.alpha == -INF ? -INF : checked(f.alpha - s);
                    childBeta = f.beta == INF ? INF : checked(f.beta - s);
                }
                frame(depth++, f.moves.next(i), childAlpha, childBeta);
            } else {
                result = f.best;
                table.close(f.position, f.searchedAlpha, f.searchedBeta, result);
                f.release();
                depth--;
            }
        }
        return result;
    }

    /** A finite window bound; by the game contract (values and score sums within +-2^60) it stays in range. */
    private static long checked(long bound) {
        if (bound <= -INF || bound >= INF) {
            throw new IllegalArgumentException("scores out of the supported range (values and partial sums of"
                    + " scores must lie within +-2^60)");
        }
        return bound;
    }
}
