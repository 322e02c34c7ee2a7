package org.sprague.play;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.NimKSum;

/**
 * Moves of Moore's Nim-k: take from one to k heaps at once, in {@link NimKSum}'s order (fewest heaps first).
 * The number of moves is counted before they are listed: the sum over j <= k of the j-th elementary symmetric
 * sum of the heap sizes.
 */
final class MooreMoves implements PositionMoves {
    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        int k = options.intValue("--k", 1, 1);
        List<Integer> heaps = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            BigInteger h = Positions.parseNonNegative(position.get(i), "heap " + (i + 1));
            if (h.compareTo(BigInteger.valueOf(MAX_MOVES)) > 0) {
                throw new BadInputException("heap " + (i + 1) + " is " + h + ": moves are listed one by one, so"
                        + " heaps must be at most " + MAX_MOVES + " here");
            }
            heaps.add(h.intValue());
        }
        // e[j]: the number of ways to take from exactly j heaps, capped to stay finite
        double[] e = new double[k + 1];
        e[0] = 1;
        for (int h : heaps) {
            for (int j = k; j >= 1; j--) {
                e[j] += e[j - 1] * h;
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
        new NimKSum<>(NimRules.HEAP, k).forEachOption(heaps, next -> {
            List<String> changes = new ArrayList<>();
            List<String> to = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                if (!next.get(i).equals(heaps.get(i))) {
                    changes.add("heap " + (i + 1) + ": " + heaps.get(i) + " -> " + next.get(i));
                }
                to.add(Integer.toString(next.get(i)));
            }
            out.add(Move.of(String.join(", ", changes), to));
        });
        return out;
    }
}
