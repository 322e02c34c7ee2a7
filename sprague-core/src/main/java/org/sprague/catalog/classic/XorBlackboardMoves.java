package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.SearchedMoves;

/**
 * Moves of LeetCode 810 (blackboard XOR): erase one number; whoever starts a turn with the XOR of the board 0 wins
 * at once (an empty board included), so such a position has no moves. Values by search of the multiset left;
 * a board of more than {@link #SEARCHED} numbers, or too big to search, is valued by the catalog's closed form
 * (exact, without remoteness: the hints then say win or loss without "in N").
 */
final class XorBlackboardMoves extends SearchedMoves {
    /** Most numbers searched for remoteness (the multisets left number up to 2^n). */
    static final int SEARCHED = 16;
    XorBlackboardMoves() {
        super(false);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (position.size() > MAX_MOVES) {
            throw new BadInputException("too many numbers to play here (at most " + MAX_MOVES + ")");
        }
        BigInteger x = BigInteger.ZERO;
        for (int i = 0; i < position.size(); i++) {
            x = x.xor(Positions.parseNonNegative(position.get(i), "number " + (i + 1)));
        }
        List<Move> out = new ArrayList<>();
        if (x.signum() == 0) {
            return out;
        }
        for (int i = 0; i < position.size(); i++) {
            List<String> to = new ArrayList<>(position);
            to.remove(i);
            out.add(Move.of("erase " + position.get(i) + " (number " + (i + 1) + ")", to));
        }
        return out;
    }

    @Override
    protected long end(GameOptions options, List<String> position) {
        return 1;
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        List<String> sorted = new ArrayList<>(position);
        sorted.sort(null);
        return sorted;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        try {
            if (position.size() > SEARCHED) {
                throw new ResourceLimitException("too many numbers to search");
            }
            return super.evaluate(game, options, position);
        } catch (ResourceLimitException tooBig) {
            // the closed form (an even count, or XOR 0, wins) still gives the exact outcome
            return Evaluation.of((Solution) game.solve(options, position));
        }
    }
}
