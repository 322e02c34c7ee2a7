package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The test oracle: games as explicit trees {L | R} and a plain minimax over sums of them, written without the
 * engine (no canonical forms, no numbers, no caches beyond a memo on the positions themselves).
 */
record GameTree(List<GameTree> left, List<GameTree> right) {
    static final GameTree ZERO = new GameTree(List.of(), List.of());

    GameTree negate() {
        return new GameTree(negateAll(right), negateAll(left));
    }

    private static List<GameTree> negateAll(List<GameTree> games) {
        List<GameTree> out = new ArrayList<>();
        for (GameTree g : games) {
            out.add(g.negate());
        }
        return out;
    }

    /** A random tree of at most {@code depth} levels, each side with up to {@code width} options. */
    static GameTree random(Random random, int depth, int width) {
        if (depth == 0) {
            return ZERO;
        }
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        int nl = random.nextInt(width + 1);
        int nr = random.nextInt(width + 1);
        for (int i = 0; i < nl; i++) {
            l.add(random(random, random.nextInt(depth), width));
        }
        for (int i = 0; i < nr; i++) {
            r.add(random(random, random.nextInt(depth), width));
        }
        return new GameTree(l, r);
    }

    /** The id of this tree's value, built option by option. */
    int toId(CanonicalGames games) {
        int[] l = new int[left.size()];
        int[] r = new int[right.size()];
        for (int i = 0; i < l.length; i++) {
            l[i] = left.get(i).toId(games);
        }
        for (int i = 0; i < r.length; i++) {
            r[i] = right.get(i).toId(games);
        }
        return games.game(l, r);
    }

    /** The canonical form the engine holds for {@code id}, as an explicit tree. */
    static GameTree of(CanonicalGames games, int id) {
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        for (int o : games.leftOptions(id)) {
            l.add(of(games, o));
        }
        for (int o : games.rightOptions(id)) {
            r.add(of(games, o));
        }
        return new GameTree(l, r);
    }

    /** Plain minimax on a disjunctive sum of trees. */
    static final class Minimax {
        private final Map<List<GameTree>, Boolean> leftFirst = new HashMap<>();
        private final Map<List<GameTree>, Boolean> rightFirst = new HashMap<>();

        /** Does the player to move win in the sum, Left moving first ({@code left}) or Right? */
        boolean firstWins(List<GameTree> sum, boolean left) {
            Map<List<GameTree>, Boolean> memo = left ? leftFirst : rightFirst;
            Boolean known = memo.get(sum);
            if (known != null) {
                return known;
            }
            boolean wins = false;
            for (int i = 0; i < sum.size() && !wins; i++) {
                for (GameTree option : left ? sum.get(i).left() : sum.get(i).right()) {
                    List<GameTree> next = new ArrayList<>(sum);
                    next.set(i, option);
                    if (!firstWins(next, !left)) {
                        wins = true;
                        break;
                    }
                }
            }
            memo.put(sum, wins);
            return wins;
        }

        /** "L", "R", "N" or "P" of the sum. */
        String outcomeClass(List<GameTree> sum) {
            boolean l = firstWins(sum, true);
            boolean r = firstWins(sum, false);
            return l && r ? "N" : l ? "L" : r ? "R" : "P";
        }

        /** {@code g <= h}: Right moving first loses in {@code h - g}. */
        boolean leq(GameTree g, GameTree h) {
            return !firstWins(List.of(h, g.negate()), false);
        }
    }
}
