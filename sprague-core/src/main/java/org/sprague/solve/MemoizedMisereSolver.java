package org.sprague.solve;

import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.value.Remoteness;

/**
 * Exact misère-play outcomes of any short impartial game: the player who makes the last move loses, so a
 * terminal position is won by the player to move there.
 *
 * <p>Misère play has no Sprague-Grundy theory for sums (Conway, ONAG ch. 12; Plambeck's misère quotients), so
 * this solver searches the position itself, sums included, with memoization. Remoteness counts the moves left
 * under the same rule as normal play (winner hurries, loser delays), with 0 at a terminal position, which here
 * is a win.
 *
 * <p>Not thread-safe: the memo grows as it runs; use one per thread.
 *
 * @param <P> the position type; positions need value semantics
 */
public final class MemoizedMisereSolver<P> extends AbstractMemoizedSolver<P> {
    /**
     * A solver of {@code game} under misère play that holds at most
     * {@link MemoizedGrundySolver#DEFAULT_MAX_POSITIONS} positions.
     *
     * @param game the rules
     */
    public MemoizedMisereSolver(ImpartialGame<P> game) {
        this(game, Canonicalizer.identity(), MemoizedGrundySolver.DEFAULT_MAX_POSITIONS);
    }

    /**
     * A solver of {@code game} under misère play that memoizes canonical forms.
     *
     * @param game the rules
     * @param canonicalizer merges positions equal as games (a misère sum may be reordered, not simplified)
     * @param maxPositions the most positions held; a search beyond them ends with a
     *     {@link org.sprague.ResourceLimitException}, after which the solver stays usable
     */
    public MemoizedMisereSolver(ImpartialGame<P> game, Canonicalizer<P> canonicalizer, long maxPositions) {
        super(game, canonicalizer, MemoizedMisereSolver::evaluate, maxPositions);
    }

    /** Packs (remoteness, win bit) as {@code remoteness << 1 | win}. */
    private static long evaluate(long[] options, int count) {
        if (count == 0) {
            return 1;
        }
        long leastLosing = Remoteness.NONE;
        long greatest = Remoteness.NONE;
        for (int i = 0; i < count; i++) {
            boolean optionWins = (options[i] & 1) == 1;
            long r = options[i] >>> 1;
            leastLosing = Remoteness.foldLeastLosing(leastLosing, !optionWins, r);
            greatest = Math.max(greatest, r);
        }
        boolean win = leastLosing != Remoteness.NONE;
        return (Remoteness.of(leastLosing, greatest) << 1) | (win ? 1 : 0);
    }

    @Override
    boolean isLosing(long packed) {
        return (packed & 1) == 0;
    }

    @Override
    long remotenessOf(long packed) {
        return packed >>> 1;
    }
}
