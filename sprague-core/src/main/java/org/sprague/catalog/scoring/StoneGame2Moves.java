package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.SearchedMoves;
import org.sprague.catalog.scoring.StoneGame2;

/**
 * Moves of LeetCode 1140 (Stone Game II): take the first X piles, 1 &lt;= X &lt;= 2M, and score them; then
 * M = max(M, X). A position reached in play writes its M first ({@code --m 2 9 4 4}), as {@code solve} takes it.
 */
final class StoneGame2Moves extends SearchedMoves {
    StoneGame2Moves() {
        super(true);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        int m = p.options().intValue(StoneGame2.M, 1, 1);
        List<String> piles = p.rest();
        if (piles.size() > MAX_MOVES) {
            throw new BadInputException("too many piles to play here (at most " + MAX_MOVES + ")");
        }
        List<Move> out = new ArrayList<>();
        long sum = 0;
        for (int x = 1; x <= Math.min(2 * m, piles.size()); x++) {
            sum += ScoringInput.integer(piles.get(x - 1), "pile " + x, StoneGame2.MIN_PILE, StoneGame2.MAX_PILE);
            List<String> to = Leading.write(piles.subList(x, piles.size()), StoneGame2.M.name(),
                    Integer.toString(Math.max(m, x)));
            out.add(new Move("take the first " + x + " pile" + (x == 1 ? "" : "s") + " (" + sum + ")", to, sum));
        }
        return out;
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        // M never needs to exceed the piles left: then every move may take them all
        return List.of(p.rest().size(), Math.min(p.options().intValue(StoneGame2.M, 1, 1), p.rest().size()));
    }
}
