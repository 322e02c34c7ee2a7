package org.sprague.solve;

import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.value.MexBuffer;
import org.sprague.value.Remoteness;

/**
 * Grundy values, outcomes and remoteness of any short impartial game, by memoized post-order search over the
 * positions reachable from the ones asked about (see {@link PostOrderMemo}).
 *
 * <p>Grundy value: the mex of the options' values (Sprague 1935, Grundy 1939). Remoteness: Smith's rule, with a
 * position lost exactly when its value is 0. Values and remoteness must fit in 31 bits.
 *
 * <p>Not thread-safe: the memo grows as it runs; use one per thread.
 *
 * @param <P> the position type; positions need value semantics
 */
public final class MemoizedGrundySolver<P> extends AbstractMemoizedSolver<P> implements GrundySolver<P> {
    /** Default bound on memoized positions (about 100 bytes each). */
    public static final long DEFAULT_MAX_POSITIONS = 5_000_000L;

    /**
     * A solver of {@code game} that memoizes positions as they are and holds at most
     * {@link #DEFAULT_MAX_POSITIONS}.
     *
     * @param game the rules
     */
    public MemoizedGrundySolver(ImpartialGame<P> game) {
        this(game, Canonicalizer.identity(), DEFAULT_MAX_POSITIONS);
    }

    /**
     * A solver of {@code game} that memoizes canonical forms.
     *
     * @param game the rules
     * @param canonicalizer merges positions equal as games, so each is searched once
     * @param maxPositions the most positions held; a search beyond them ends with a
     *     {@link org.sprague.ResourceLimitException}, after which the solver stays usable
     */
    public MemoizedGrundySolver(ImpartialGame<P> game, Canonicalizer<P> canonicalizer, long maxPositions) {
        super(game, canonicalizer, new GrundyEvaluator(), maxPositions);
    }

    @Override
    public int grundy(P position) {
        return (int) (memo.value(position) >>> 32);
    }

    @Override
    boolean isLosing(long packed) {
        return (packed >>> 32) == 0;
    }

    @Override
    long remotenessOf(long packed) {
        return packed & 0xFFFF_FFFFL;
    }

    /** Packs (Grundy value, remoteness) as {@code grundy << 32 | remoteness}. */
    private static final class GrundyEvaluator implements PositionEvaluator {
        private final MexBuffer mex = new MexBuffer();

        @Override
        public long evaluate(long[] options, int count) {
            mex.clear();
            long leastLosing = Remoteness.NONE;
            long greatest = Remoteness.NONE;
            for (int i = 0; i < count; i++) {
                int g = (int) (options[i] >>> 32);
                long r = options[i] & 0xFFFF_FFFFL;
                mex.add(g);
                leastLosing = Remoteness.foldLeastLosing(leastLosing, g == 0, r);
                greatest = Math.max(greatest, r);
            }
            return ((long) mex.mex() << 32) | Remoteness.of(leastLosing, greatest);
        }
    }
}
