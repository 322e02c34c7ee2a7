package org.sprague.solve.score;

import java.util.Arrays;
import org.sprague.game.ScoreGame;

/**
 * The moves of one position, gathered from {@link ScoreGame#forEachMove} into parallel arrays that are reused
 * from one position to the next (one list per search depth).
 *
 * @param <P> the position type
 */
final class MoveList<P> implements ScoreGame.MoveSink<P> {
    private Object[] next = new Object[8];
    private long[] score = new long[8];
    private boolean[] passes = new boolean[8];
    private int count;

    /** Replaces the contents by the moves of {@code position}. */
    void fill(ScoreGame<P> game, P position) {
        count = 0;
        game.forEachMove(position, this);
    }

    @Override
    public void move(P position, long points, boolean passesTurn) {
        if (count == next.length) {
            next = Arrays.copyOf(next, count * 2);
            score = Arrays.copyOf(score, count * 2);
            passes = Arrays.copyOf(passes, count * 2);
        }
        next[count] = position;
        score[count] = points;
        passes[count] = passesTurn;
        count++;
    }

    int size() {
        return count;
    }

    @SuppressWarnings("unchecked")
    P next(int i) {
        return (P) next[i];
    }

    long score(int i) {
        return score[i];
    }

    boolean passes(int i) {
        return passes[i];
    }

    /** The mover's difference through move {@code i}, given the value of the position it leads to. */
    long through(int i, long nextValue) {
        return passes[i] ? score[i] - nextValue : score[i] + nextValue;
    }

    /** Drops the references to positions, so that a finished search does not keep them alive. */
    void clear() {
        Arrays.fill(next, 0, count, null);
        count = 0;
    }
}
