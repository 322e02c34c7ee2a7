package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.SearchedMoves;
import org.sprague.catalog.moves.Turn;
import org.sprague.catalog.scoring.StoneGame6;

/**
 * Moves of LeetCode 1686 (Stone Game VI): remove any stone and score its value to you (Alice and Bob value the
 * stones differently). The starting position is {@code --alice} and {@code --bob}; a position reached in play
 * lists the stones left as {@code ALICE:BOB} pairs after whose turn it is ({@code --turn bob 3:1}).
 */
final class StoneGame6Moves extends SearchedMoves {
    StoneGame6Moves() {
        super(true);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        List<long[]> stones = stones(p);
        boolean alice = Turn.alice(p);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            List<String> rest = new ArrayList<>();
            for (int j = 0; j < stones.size(); j++) {
                if (j != i) {
                    rest.add(stones.get(j)[0] + ":" + stones.get(j)[1]);
                }
            }
            long gain = stones.get(i)[alice ? 0 : 1];
            out.add(new Move("remove stone " + stones.get(i)[0] + ":" + stones.get(i)[1] + " (" + gain + " to you)",
                    Leading.write(rest, Turn.OPTION, Turn.next(alice)), gain));
        }
        return out;
    }

    @Override
    public List<String> start(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        List<String> pairs = new ArrayList<>();
        for (long[] s : stones(p)) {
            pairs.add(s[0] + ":" + s[1]);
        }
        return Leading.write(pairs, Turn.OPTION, Turn.alice(p) ? "alice" : "bob");
    }

    /** The stones left as {alice's value, bob's value}. */
    private static List<long[]> stones(Leading p) {
        List<long[]> out = new ArrayList<>();
        if (p.rest().isEmpty() && !p.values().containsKey(Turn.OPTION)) {
            String a = p.get(StoneGame6.ALICE.name(), null);
            String b = p.get(StoneGame6.BOB.name(), null);
            if (a == null || b == null) {
                throw new BadInputException("stone-game-6 takes " + StoneGame6.USAGE);
            }
            String[] as = a.split(",");
            String[] bs = b.split(",");
            if (as.length != bs.length) {
                throw new BadInputException(StoneGame6.ALICE.name() + " and " + StoneGame6.BOB.name()
                        + " must list equally many values");
            }
            for (int i = 0; i < as.length; i++) {
                out.add(new long[] {number(as[i]), number(bs[i])});
            }
        } else {
            for (String s : p.rest()) {
                String[] ab = s.split(":");
                if (ab.length != 2) {
                    throw new BadInputException("a stone in play is ALICE:BOB, such as 3:1; got '" + s + "'");
                }
                out.add(new long[] {number(ab[0]), number(ab[1])});
            }
        }
        if (out.size() > 20) {
            throw new BadInputException("too many stones to evaluate every move exactly here (at most 20)");
        }
        return out;
    }

    private static long number(String s) {
        if (!s.strip().matches("\\d{1,9}")) {
            throw new BadInputException("a stone's value is a number from 0 to 999999999; got '" + s + "'");
        }
        return Long.parseLong(s.strip());
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        List<String> left = new ArrayList<>();
        for (long[] s : stones(p)) {
            left.add(s[0] + ":" + s[1]);
        }
        left.sort(null);
        return List.of(left, Turn.alice(p));
    }
}
