package org.sprague.catalog.nim;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.classic.BashRules;
import org.sprague.catalog.classic.FootballGame;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.nim.MooreGame;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.NimKSum;

/**
 * Moves of Moore's Nim-k: take from one to k heaps at once, in {@link NimKSum}'s order (fewest heaps first); and
 * of POJ 2315's football game, the same compound of Bash heaps (kick 1 to {@code --m} balls, each 1 to
 * {@code --max} turns). The number of moves is counted before they are listed: the sum over j <= k of the j-th
 * elementary symmetric sum of the takes each heap allows.
 */
public final class MooreMoves implements PositionMoves {
    /** The moves of Moore's Nim-k ({@code --k}). */
    public static final MooreMoves MOORE = new MooreMoves(false);
    /** The moves of POJ 2315's football game ({@code --m}, {@code --max}). */
    public static final MooreMoves FOOTBALL = new MooreMoves(true);

    /** Whether this is the football game (options --m and --max) rather than Moore's Nim-k (--k). */
    private final boolean football;

    private MooreMoves(boolean football) {
        this.football = football;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        int k = options.intValue(football ? FootballGame.M : MooreGame.K, 1, 1);
        int most = football ? options.intValue(FootballGame.MAX, 0, 1) : Integer.MAX_VALUE;
        List<Integer> heaps = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            BigInteger h = Positions.parseNonNegative(position.get(i), "heap " + (i + 1));
            // football heaps may be long: a kick moves a ball at most --max turns, so the count below decides
            BigInteger limit = BigInteger.valueOf(football ? 1_000_000_000 : MAX_MOVES);
            if (h.compareTo(limit) > 0) {
                throw new BadInputException("heap " + (i + 1) + " is " + h + ": moves are listed one by one, so"
                        + " heaps must be at most " + limit + " here");
            }
            heaps.add(h.intValue());
        }
        // e[j]: the number of ways to take from exactly j heaps, capped to stay finite
        double[] e = new double[k + 1];
        e[0] = 1;
        for (int h : heaps) {
            for (int j = k; j >= 1; j--) {
                e[j] += e[j - 1] * Math.min(h, most);
            }
        }
        double count = 0;
        for (int j = 1; j <= k; j++) {
            count += e[j];
        }
        if (count > MAX_MOVES) {
            throw new BadInputException("the position has about " + (long) count + " moves; at most " + MAX_MOVES
                    + " are listed one by one");
        }
        List<Move> out = new ArrayList<>();
        new NimKSum<>(football ? BashRules.heap(most) : NimRules.HEAP, k).forEachOption(heaps, next -> {
            List<String> changes = new ArrayList<>();
            List<String> to = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                if (!next.get(i).equals(heaps.get(i))) {
                    changes.add((football ? "ball " : "heap ") + (i + 1) + ": " + heaps.get(i) + " -> " + next.get(i));
                }
                to.add(Integer.toString(next.get(i)));
            }
            out.add(Move.of(String.join(", ", changes), to));
        });
        return out;
    }
}
