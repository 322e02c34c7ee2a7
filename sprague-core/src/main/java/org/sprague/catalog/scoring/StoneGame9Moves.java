package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionWords;
import org.sprague.catalog.moves.SearchedMoves;
import org.sprague.catalog.moves.Turn;

/**
 * Moves of LeetCode 2029 (Stone Game IX): remove any stone; whoever makes the sum of the removed stones divisible
 * by 3 loses, and when the stones run out Bob wins. A position reached in play carries whose turn it is, the
 * removed sum modulo 3 ({@code --removed}) and, once decided, the winner ({@code --winner}).
 */
final class StoneGame9Moves extends SearchedMoves {
    StoneGame9Moves() {
        super(false);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        int[] stones = stones(p);
        if (p.values().containsKey(PositionWords.WINNER)) {
            return List.of();
        }
        boolean alice = Turn.alice(p);
        int removed = removed(p);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < stones.length; i++) {
            List<String> rest = new ArrayList<>(p.rest());
            rest.remove(i);
            int sum = (removed + stones[i]) % 3;
            String next = Turn.next(alice);
            List<String> to = sum == 0 ? Leading.write(rest, Turn.OPTION, next, PositionWords.WINNER, next)
                    : rest.isEmpty() ? Leading.write(rest, Turn.OPTION, next, PositionWords.WINNER, "bob")
                    : Leading.write(rest, Turn.OPTION, next, PositionWords.REMOVED, Integer.toString(sum));
            out.add(Move.of("remove stone " + (i + 1) + " (" + stones[i] + ")", to));
        }
        return out;
    }

    private static int[] stones(Leading p) {
        if (p.rest().size() > MAX_MOVES) {
            throw new BadInputException("too many stones to play here (at most " + MAX_MOVES + ")");
        }
        int[] v = new int[p.rest().size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = Positions.parseNonNegative(p.rest().get(i), "stone " + (i + 1)).min(
                    java.math.BigInteger.valueOf(1_000_000_000)).intValue();
        }
        if (v.length == 0 && !p.values().containsKey(PositionWords.WINNER)) {
            throw new BadInputException("stone-game-9 takes at least one stone, such as 'stone-game-9 5 1 2 4 3'");
        }
        return v;
    }

    private static int removed(Leading p) {
        String r = p.get(PositionWords.REMOVED, "0");
        if (!r.matches("[012]")) {
            throw new BadInputException(PositionWords.REMOVED + " takes the removed sum modulo 3: 0, 1 or 2");
        }
        return Integer.parseInt(r);
    }

    @Override
    protected long end(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        String mover = Turn.alice(p) ? "alice" : "bob";
        return p.get(PositionWords.WINNER, "bob").equals(mover) ? 1 : -1;
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        // only how many stones of each residue modulo 3 are left matters
        Leading p = Leading.of(options, position);
        int[] count = new int[3];
        for (int v : stones(p)) {
            count[v % 3]++;
        }
        return List.of(count[0], count[1], count[2], removed(p), Turn.alice(p), p.get(PositionWords.WINNER, "-"));
    }
}
