package org.sprague.solve.score;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.ScoreGame;

/**
 * Shared part of the negamax solvers: the game, the transposition table, the frame stack and
 * {@link #moves(Object)}.
 *
 * <p>Not thread-safe: the memo and the search frames are reused by all calls; one solver per thread.
 */
abstract class AbstractScoreSolver<P> implements ScoreSolver<P> {
    /** Default bound on stored positions (some 60 bytes each plus the positions themselves). */
    public static final long DEFAULT_MAX_POSITIONS = 5_000_000L;

    protected final ScoreGame<P> game;
    protected final BoundsTable<P> table;
    @SuppressWarnings({"unchecked", "rawtypes"})
    private SearchFrame<P>[] frames = new SearchFrame[16];

    AbstractScoreSolver(ScoreGame<P> game, long maxPositions) {
        this.game = game;
        this.table = new BoundsTable<>(maxPositions);
    }

    @Override
    public List<ScoredMove<P>> moves(P position) {
        MoveList<P> list = new MoveList<>();
        list.fill(game, position);
        List<ScoredMove<P>> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            P next = list.next(i);
            out.add(new ScoredMove<>(next, list.score(i), list.passes(i), list.through(i, value(next))));
        }
        return out;
    }

    /** Number of positions in the transposition table. */
    public int positionsStored() {
        return table.size();
    }

    /** The frame for {@code depth} (0-based), set to {@code position} and window (alpha, beta). */
    final SearchFrame<P> frame(int depth, P position, long alpha, long beta) {
        if (depth == frames.length) {
            frames = Arrays.copyOf(frames, depth * 2);
        }
        SearchFrame<P> f = frames[depth];
        if (f == null) {
            f = new SearchFrame<>();
            frames[depth] = f;
        }
        f.reset(position, alpha, beta);
        return f;
    }

    final SearchFrame<P> frameAt(int depth) {
        return frames[depth];
    }

    static IllegalArgumentException cycle(Object position) {
        return new IllegalArgumentException("the game has a cycle through " + position
                + "; a scoring game must end after finitely many moves");
    }
}
