package org.sprague.catalog.moves;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.value.Outcome;

/**
 * Moves whose values come from an exact search of the game from the position reached: the games whose catalog
 * answers only their starting positions (a game in mid-play has a removed sum, a turn, a changed M). A win/loss
 * game is searched for outcome and Smith's remoteness (a win is one more than the quickest losing option's
 * remoteness, a loss one more than the slowest option's); a scoring game by negamax (a move is worth its gain
 * minus the value left to the opponent). A search that would hold more than {@link #MAX_POSITIONS} positions is
 * refused with a resource limit that says so, never answered by a guess.
 */
public abstract class SearchedMoves implements PositionMoves {
    /** Most positions one evaluation holds. */
    public static final int MAX_POSITIONS = 400_000;
    /** Most moves one evaluation lists, over all its positions (listing is the cost of a wide game). */
    public static final long MAX_MOVES_LISTED = 1_000_000;

    /** Whether the game keeps scores (negamax values) rather than win or loss. */
    private final boolean scoring;

    protected SearchedMoves(boolean scoring) {
        this.scoring = scoring;
    }

    /**
     * A position without moves, for the player to move there: {@code +1} a win, {@code -1} a loss, {@code 0} a draw
     * (or in a scoring game the final adjustment of the score, 0 by default).
     */
    protected long end(GameOptions options, List<String> position) {
        return 0;
    }

    /** Positions with equal keys have equal values; the default is the position itself. */
    protected Object key(GameOptions options, List<String> position) {
        return position;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        long[] r = search(options, position, new HashMap<>(), new long[1]);
        if (scoring) {
            Outcome o = r[0] > 0 ? Outcome.FIRST : r[0] < 0 ? Outcome.SECOND : Outcome.DRAW;
            return new Evaluation(o, null, null, r[0]);
        }
        Outcome o = r[0] > 0 ? Outcome.FIRST : r[0] < 0 ? Outcome.SECOND : Outcome.DRAW;
        return new Evaluation(o, null, r[1], null);
    }

    /** {value, remoteness} of {@code position} for the player to move there. */
    private long[] search(GameOptions options, List<String> position, Map<Object, long[]> memo, long[] listed) {
        Object key = key(options, position);
        long[] known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (memo.size() >= MAX_POSITIONS || listed[0] > MAX_MOVES_LISTED) {
            throw new ResourceLimitException("the position is too big to evaluate every move exactly here: the"
                    + " search needs more than " + MAX_POSITIONS + " positions or " + MAX_MOVES_LISTED + " moves;"
                    + " play a smaller position");
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new ResourceLimitException("stopped evaluating the moves: the time limit was reached");
        }
        List<Move> moves = moves(options, position);
        listed[0] += moves.size();
        long[] out;
        if (moves.isEmpty()) {
            out = new long[] {end(options, position), 0};
        } else if (scoring) {
            long best = Long.MIN_VALUE;
            for (Move m : moves) {
                best = Math.max(best, m.gain() - search(options, m.to(), memo, listed)[0]);
            }
            out = new long[] {best, 0};
        } else {
            // win: the quickest option lost by the opponent; loss: the slowest option; draws do not arise here
            long win = Long.MAX_VALUE;
            long loss = -1;
            for (Move m : moves) {
                long[] after = search(options, m.to(), memo, listed);
                if (after[0] < 0) {
                    win = Math.min(win, after[1] + 1);
                } else {
                    loss = Math.max(loss, after[1] + 1);
                }
            }
            out = win != Long.MAX_VALUE ? new long[] {1, win} : new long[] {-1, loss};
        }
        memo.put(key, out);
        return out;
    }
}
