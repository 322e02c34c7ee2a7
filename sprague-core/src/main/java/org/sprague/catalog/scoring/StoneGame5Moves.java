package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionWords;
import org.sprague.catalog.moves.SearchedMoves;
import org.sprague.catalog.moves.Turn;

/**
 * Moves of LeetCode 1563 (Stone Game V): Alice splits the row in two; Bob throws the half of the larger sum away
 * and Alice scores the other (on equal sums Alice picks the half she keeps); play goes on with the row kept until
 * one stone is left. Alice's moves are the splits with the half kept, scored at once; Bob's one move is the
 * throw, written {@code --turn bob --throw A,B,...} before the row kept. Bob scores nothing, so the value of a
 * position is what Alice still scores.
 */
final class StoneGame5Moves extends SearchedMoves {
    StoneGame5Moves() {
        super(true);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        List<String> row = p.rest();
        if (row.isEmpty() || row.size() > MAX_MOVES / 2) {
            throw new BadInputException("stone-game-5 takes 1 to " + MAX_MOVES / 2 + " values, such as 6 2 3 4 5 5");
        }
        List<Move> out = new ArrayList<>();
        if (!Turn.alice(p)) {
            String thrown = p.get(PositionWords.THROW, "");
            out.add(Move.of("throw away " + thrown.replace(',', ' '), row));
            return out;
        }
        long[] prefix = new long[row.size() + 1];
        for (int i = 0; i < row.size(); i++) {
            prefix[i + 1] = prefix[i] + ScoringInput.integer(row.get(i), "value " + (i + 1), StoneGame5.MIN_VALUE,
                    StoneGame5.MAX_VALUE);
        }
        long total = prefix[row.size()];
        for (int i = 1; i < row.size(); i++) {
            long left = prefix[i];
            long right = total - left;
            if (left <= right) {
                out.add(split(row, i, true, left));
            }
            if (right <= left) {
                out.add(split(row, i, false, right));
            }
        }
        return out;
    }

    /** Splits after stone {@code i}, keeping the left part or the right one, worth {@code kept}. */
    private static Move split(List<String> row, int i, boolean keepLeft, long kept) {
        List<String> keep = keepLeft ? row.subList(0, i) : row.subList(i, row.size());
        List<String> thrown = keepLeft ? row.subList(i, row.size()) : row.subList(0, i);
        return new Move("split after stone " + i + ", keep the " + (keepLeft ? "left" : "right") + " (" + kept + ")",
                Leading.write(keep, Turn.OPTION, "bob", PositionWords.THROW, String.join(",", thrown)), kept);
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        return List.of(p.rest(), Turn.alice(p));
    }
}
