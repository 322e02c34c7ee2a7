package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Integers;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.SearchedMoves;

/**
 * Moves of LeetCode 1872 (Stone Game VIII): merge the leftmost x &gt;= 2 stones into one stone worth their sum,
 * and score that sum; the game ends with one stone. A merged stone may exceed the range of the starting row.
 */
final class StoneGame8Moves extends SearchedMoves {
    StoneGame8Moves() {
        super(true);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (position.isEmpty() || position.size() > MAX_MOVES) {
            throw new BadInputException("stone-game-8 takes 1 to " + MAX_MOVES + " stones, such as '-1 2 -3 4 -5'");
        }
        long[] row = new long[position.size()];
        for (int i = 0; i < row.length; i++) {
            // merged stones hold sums, so play accepts more than the game's own syntax
            row[i] = Integers.parse(position.get(i), "stone " + (i + 1), -(1L << 40), 1L << 40);
        }
        List<Move> out = new ArrayList<>();
        long sum = row[0];
        for (int x = 2; x <= row.length; x++) {
            sum += row[x - 1];
            List<String> to = new ArrayList<>();
            to.add(Long.toString(sum));
            to.addAll(position.subList(x, row.length));
            out.add(new Move("merge the first " + x + " stones (" + sum + ")", to, sum));
        }
        return out;
    }
}
